import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { converters } from '../../functions/src/platform/firestore';
import { newProductDoc, newProductInput, paths } from '../../functions/src/shared/index';
import {
  adminDb,
  appUrl,
  expectAccessible,
  sellerUid,
  setupBrowser,
  signInWithGooglePopup,
} from './support';

const browser = setupBrowser();
const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 20_000 });

/** Picks an option of an MUI select (a combobox labelled `label`). */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const HEADLINE = 'Danke für Ihren Einkauf!';
const CALL_TO_ACTION = 'Jetzt scannen und bewerten';

describe('templates: create one, apply it to products, print their cards', () => {
  it('applies a template to three products and their cards change', async () => {
    const page = await browser.newPage();
    const email = `e2e.templates.${Date.now()}@example.com`;
    await page.goto(appUrl('/templates'));
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithGooglePopup(page, { email, displayName: 'E2E Templates Seller' });
    await page.waitForURL((url) => url.pathname === '/templates', { timeout: 30_000 });
    await page.getByText('No templates yet').waitFor();
    await expectAccessible(page, 'the templates screen');

    // ---- create a template; the live preview follows the form ----
    await page.getByRole('button', { name: 'New template' }).click();
    const editor = page.getByRole('dialog', { name: 'New template' });
    await editor.getByLabel('Template name').fill('Autumn E2E');
    // Wording that asks only happy customers is warned about (docs/decisions.md, "Trust"), never blocked.
    await editor.getByLabel('Headline').fill('Enjoying your purchase?');
    await editor.getByTestId('positive-only-warning').waitFor();
    await editor.getByLabel('Headline').fill(HEADLINE);
    await editor.getByTestId('positive-only-warning').waitFor({ state: 'detached' });
    await editor.getByLabel('Call to action').fill(CALL_TO_ACTION);
    await editor.getByLabel('Brand name').fill('Küchenwerk');
    await choose(page, editor, 'Layout', 'Minimal (thin lines)');
    await choose(page, editor, 'Card language', 'German');
    await editor.locator('input[name="card.accentColor"]').fill('#2e7d32');
    const preview = editor.getByTestId('template-editor-preview');
    await expect.poll(() => preview.locator('svg').textContent()).toContain(HEADLINE);
    expect(await preview.locator('svg').innerHTML()).toContain('#2e7d32');
    if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
      // Without the Storage emulator the upload is switched off and says why.
      await editor.getByTestId('logo-storage-unavailable').waitFor();
      expect(await editor.getByRole('button', { name: 'Upload logo' }).isDisabled()).toBe(true);
    }
    // Bad input is explained and nothing is saved.
    await editor.getByLabel('Template name').fill('   ');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await editor.getByText('Please enter a template name').waitFor();
    await editor.getByLabel('Template name').fill('Autumn E2E');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await toast(page, 'Template saved');
    await page.getByTestId('template-item').filter({ hasText: 'Autumn E2E' }).waitFor();

    // ---- four products of this seller ----
    const uid = await sellerUid(email);
    const stamp = Date.now();
    const products = [1, 2, 3, 4].map((n) => ({
      id: `e2etpl${stamp}p${n}`,
      title: `E2E Template Product ${n} ${stamp}`,
    }));
    for (const { id, title } of products) {
      await adminDb()
        .doc(`products/${id}`)
        .set(newProductDoc({ ...newProductInput(), title }, uid, new Date()));
    }

    // ---- select them, open Apply Template: preview on one of them ----
    await page.goto(appUrl('/products'));
    for (const { title } of products)
      await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    await page.getByRole('button', { name: 'Apply Template' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply Template' });
    await apply.getByRole('radio', { name: 'Autumn E2E' }).waitFor();
    const applyPreview = apply.getByTestId('apply-template-preview');
    // The preview is drawn on one of the selected products.
    await applyPreview.getByText(/^Preview on “E2E Template Product \d \d+”$/).waitFor();
    await expect.poll(() => applyPreview.locator('svg').textContent()).toContain(HEADLINE);

    // One product disappears before the template is applied: it is reported, the rest applied.
    await adminDb().doc(`products/${products[3]!.id}`).delete();
    await apply.getByRole('button', { name: 'Apply', exact: true }).click();
    const summary = apply.getByTestId('apply-template-summary');
    await summary.waitFor({ timeout: 60_000 });
    await summary.getByText('Template applied to 3 products of 4.').waitFor();
    await summary.getByText(`${products[3]!.title}: the product no longer exists`).waitFor();
    await apply.getByRole('button', { name: 'Close' }).click();

    // ---- stored: the products carry the template (and its card language) ----
    for (const { id } of products.slice(0, 3)) {
      const product = (
        await adminDb().doc(paths.product(id)).withConverter(converters.product).get()
      ).data()!;
      expect(product.card?.headline).toBe(HEADLINE);
      expect(product.appliedTemplate?.language).toBe('de');
    }

    // ---- each card in the page shows the new design ----
    for (const { id } of products.slice(0, 3)) {
      await page.goto(appUrl(`/edit/${id}`));
      await page.getByRole('tab', { name: 'QR Card' }).click();
      const card = page.getByTestId('qr-card-canvas').first();
      await expect
        .poll(() => card.locator('svg').textContent(), { timeout: 20_000 })
        .toContain(HEADLINE);
      const svg = await card.locator('svg').innerHTML();
      expect(svg).toContain(CALL_TO_ACTION);
      expect(svg).toContain('#2e7d32');
    }

    // ---- A4 print sheet of the three: one page, three 1050 × 1500 px images, crop marks ----
    await page.goto(appUrl('/products'));
    for (const { title } of products.slice(0, 3)) {
      await page.getByRole('checkbox', { name: `Select ${title}` }).check();
    }
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Print sheet (PDF)' }).click(),
    ]);
    await toast(page, 'Print sheet downloaded successfully');
    expect(file.suggestedFilename()).toBe('qr-cards-a4.pdf');
    await file.saveAs(
      fileURLToPath(new URL('../../test-results/e2e/templates-print-sheet.pdf', import.meta.url)),
    );
    const bytes = await readFile(await file.path());
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    const { width, height } = document.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]); // A4 in points
    // Image XObjects are streams, never packed into object streams: their headers are plain text.
    const pdf = bytes.toString('latin1');
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(3);
    expect(pdf.match(/\/Width 1050/g)).toHaveLength(3);
    expect(pdf.match(/\/Height 1500/g)).toHaveLength(3);
  });
});
