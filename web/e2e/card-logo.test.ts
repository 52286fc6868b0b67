import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { decodePDFRawStream, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { converters } from '../../functions/src/platform/firestore';
import {
  CARD_HEIGHT_PX,
  CARD_LAYOUT_GEOMETRY,
  CARD_WIDTH_PX,
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  newProductDoc,
  newProductInput,
  paths,
  storagePaths,
} from '../../functions/src/shared/index';
import {
  adminDb,
  appUrl,
  emulatorOrigin,
  sellerUid,
  setupBrowser,
  signInWithGooglePopup,
} from './support';

const browser = setupBrowser();

const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });

/** A logo no card shows otherwise: a solid magenta square. */
const LOGO_RGB = [255, 0, 255] as const;
function logoPng(): Buffer {
  const logo = new PNG({ width: 64, height: 64 });
  for (let i = 0; i < logo.data.length; i += 4) logo.data.set([...LOGO_RGB, 255], i);
  return PNG.sync.write(logo);
}

/** The bucket of the built app (web/.env), where the Storage SDK looks for the logo. */
function storageBucket(): string {
  const env = readFileSync(fileURLToPath(new URL('../.env', import.meta.url)), 'utf8');
  return /^VITE_FIREBASE_STORAGE_BUCKET=(.+)$/m.exec(env)![1]!.trim();
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The one card image of a print sheet PDF, as RGBA pixels (pdf-lib stores RGB + an alpha mask). */
async function printSheetCard(pdfBytes: Buffer): Promise<PNG> {
  const pdf = await PDFDocument.load(pdfBytes);
  const images = pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image') &&
        object.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber() === CARD_WIDTH_PX,
    );
  expect(images).toHaveLength(1);
  const image = images[0]!;
  const rgb = decodePDFRawStream(image).decode();
  const maskRef = image.dict.get(PDFName.of('SMask'));
  const mask = maskRef && pdf.context.lookup(maskRef);
  const alpha = mask instanceof PDFRawStream ? decodePDFRawStream(mask).decode() : null;
  const card = new PNG({ width: CARD_WIDTH_PX, height: CARD_HEIGHT_PX });
  for (let pixel = 0; pixel < CARD_WIDTH_PX * CARD_HEIGHT_PX; pixel++) {
    card.data[pixel * 4] = rgb[pixel * 3]!;
    card.data[pixel * 4 + 1] = rgb[pixel * 3 + 1]!;
    card.data[pixel * 4 + 2] = rgb[pixel * 3 + 2]!;
    card.data[pixel * 4 + 3] = alpha ? alpha[pixel]! : 255;
  }
  return card;
}

/** Share of the pixels inside the logo's box (inset against anti-aliased edges) that are the logo. */
function logoCoverage(card: PNG): number {
  const box = CARD_LAYOUT_GEOMETRY.classic.logo;
  const inset = 8;
  let logo = 0;
  let total = 0;
  for (let y = box.y + inset; y < box.y + box.height - inset; y++) {
    for (let x = box.x + inset; x < box.x + box.width - inset; x++) {
      const at = (y * card.width + x) * 4;
      const close = LOGO_RGB.every((value, c) => Math.abs(card.data[at + c]! - value) <= 8);
      if (close) logo++;
      total++;
    }
  }
  return logo / total;
}

describe('card logo: one card image everywhere', () => {
  it('the edit screen, a bulk download and the print sheet give the same card, with the logo', async () => {
    const page = await browser.newPage();
    const email = `e2e.logo.${Date.now()}@example.com`;
    await page.goto(appUrl('/products'));
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithGooglePopup(page, { email, displayName: 'E2E Logo Seller' });
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
    const uid = await sellerUid(email);
    const stamp = Date.now();

    // ---- a template (classic layout) and two products of this seller ----
    const templateId = `e2elogo${stamp}`;
    await adminDb()
      .doc(paths.template(templateId))
      .set({
        name: `Logo E2E ${stamp}`,
        card: { ...DEFAULT_CARD_DESIGN, layout: 'classic', headline: 'Thank you!' },
        qrStyle: DEFAULT_QR_STYLE,
        logoPath: '',
        language: 'en',
        ownerId: uid,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    const products = [1, 2].map((n) => ({
      id: `e2elogo${stamp}p${n}`,
      title: `E2E Logo Product ${n} ${stamp}`,
    }));
    for (const { id, title } of products) {
      await adminDb()
        .doc(paths.product(id))
        .set(newProductDoc({ ...newProductInput(), title }, uid, new Date()));
    }

    // ---- the template gets a logo ----
    let logoRequests = 0;
    if (process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
      // Storage runs: upload through the UI like a seller.
      await page.goto(appUrl('/templates'));
      const item = page.getByTestId('template-item').filter({ hasText: `Logo E2E ${stamp}` });
      await item.getByRole('button', { name: 'Edit' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit template' });
      await editor.getByTestId('logo-input').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: logoPng(),
      });
      await editor.getByRole('button', { name: 'Replace logo' }).waitFor({ timeout: 30_000 });
      await editor.getByRole('button', { name: 'Save template' }).click();
      await toast(page, 'Template saved');
    } else {
      // No Storage emulator on this machine: the Admin SDK sets the path, and this test answers
      // the requests the app's Storage SDK makes to the emulator's address, with the logo file.
      const logoPath = storagePaths.logo(uid, 'logo-e2e.png');
      await adminDb().doc(paths.template(templateId)).update({ logoPath });
      const origin = emulatorOrigin('storage');
      const logoUrl = `${origin}/v0/b/${storageBucket()}/o/${encodeURIComponent(logoPath)}?alt=media`;
      await page.context().route(
        (url) => url.origin === origin,
        (route) => {
          const url = route.request().url();
          if (url === `${origin}/`) return route.fulfill({ status: 200, body: 'Ok' }); // "is it running?"
          if (url !== logoUrl) return route.fulfill({ status: 404, body: '' });
          logoRequests += 1;
          return route.fulfill({ status: 200, contentType: 'image/png', body: logoPng() });
        },
      );
      console.info(
        `[card-logo] The Storage emulator cannot start here: the template's logoPath was set ` +
          `through the Admin SDK and the browser gets the logo from this test's routing at ` +
          `${logoUrl}, the URL the app's Storage SDK asks for.`,
      );
    }
    const logoPath: unknown = (await adminDb().doc(paths.template(templateId)).get()).get(
      'logoPath',
    );
    expect(logoPath).toMatch(new RegExp(`^logos/${uid}/`));

    // ---- apply it to both products through the UI (the runTemplateJob function) ----
    await page.goto(appUrl('/products'));
    for (const { title } of products) {
      await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    }
    await page.getByRole('button', { name: 'Apply Template' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply Template' });
    await apply.getByRole('radio', { name: `Logo E2E ${stamp}` }).check();
    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    await apply
      .getByTestId('apply-template-summary')
      .getByText('Template applied to 2 products of 2.')
      .waitFor({ timeout: 60_000 });
    for (const { id } of products) {
      const stored = (
        await adminDb().doc(paths.product(id)).withConverter(converters.product).get()
      ).data()!;
      expect(stored.appliedTemplate?.logoPath).toBe(logoPath);
    }

    // ---- 1. the edit screen's download ----
    const [first] = products;
    logoRequests = 0;
    await page.goto(appUrl(`/edit/${first!.id}`));
    await page.getByRole('tab', { name: 'QR Card' }).click();
    // The card on screen shows the logo…
    await page.getByTestId('qr-card-canvas').locator('svg image').waitFor({ timeout: 30_000 });
    const fromEditScreen = await download(page, () =>
      page.getByRole('button', { name: 'Download QR Card' }).click(),
    );
    await toast(page, 'QR Card downloaded successfully');
    // …and the logo was read once for the screen and the download together.
    if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) expect(logoRequests).toBe(1);

    // ---- 2. a bulk download of both (one ZIP) ----
    logoRequests = 0;
    await page.goto(appUrl('/products'));
    for (const { title } of products) {
      await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    }
    const zip = await download(page, () =>
      page.getByRole('button', { name: 'Download QR Card' }).click(),
    );
    await toast(page, 'QR Card downloaded successfully');
    expect(zip.name).toBe('qr-cards.zip');
    const entries = unzipSync(new Uint8Array(zip.bytes));
    const bulkName = Object.keys(entries).find((name) => name.includes(first!.id))!;
    expect(Object.keys(entries)).toHaveLength(2);

    // ---- 3. the print sheet of the first ----
    await page.getByRole('checkbox', { name: `Select ${products[1]!.title}` }).uncheck();
    await page.getByTestId('products-selected').getByText('1 selected').waitFor();
    const sheet = await download(page, () =>
      page.getByRole('button', { name: 'Print sheet (PDF)' }).click(),
    );
    await toast(page, 'Print sheet downloaded successfully');
    // Both products' cards and the print sheet: one read of the logo on this page.
    if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) expect(logoRequests).toBe(1);

    // ---- the three are the same image, and it has the logo ----
    const cards = {
      editScreen: PNG.sync.read(fromEditScreen.bytes),
      bulk: PNG.sync.read(Buffer.from(entries[bulkName]!)),
      printSheet: await printSheetCard(sheet.bytes),
    };
    for (const [path, card] of Object.entries(cards)) {
      expect([card.width, card.height], path).toEqual([CARD_WIDTH_PX, CARD_HEIGHT_PX]);
      expect(logoCoverage(card), `${path}: logo pixels in the logo box`).toBeGreaterThan(0.99);
    }
    expect(cards.bulk.data.equals(cards.editScreen.data), 'bulk = edit screen').toBe(true);
    expect(cards.printSheet.data.equals(cards.editScreen.data), 'print sheet = edit screen').toBe(
      true,
    );
  });
});
