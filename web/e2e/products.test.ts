import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import jsQRModule from 'jsqr';
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  CARD_HEIGHT_PX,
  CARD_WIDTH_PX,
  newProductDoc,
  newProductInput,
  paths,
} from '../../functions/src/shared/index';
import { adminDb, appUrl, sellerUid, setupBrowser, signInWithGooglePopup } from './support';
import { BIG_CATALOGUE, catalogueRows, writeCatalogue, writeDocs } from './support/catalogue';

// jsqr is a UMD bundle whose module.exports is the decoder; its typings declare an ES default.
const jsQR = ((jsQRModule as { default?: unknown }).default ?? jsQRModule) as typeof jsQRModule;

const browser = setupBrowser();

// ---- seeding and checks as an admin on the Firestore emulator (rules bypassed) ----

async function docExists(path: string): Promise<boolean> {
  return (await adminDb().doc(path).get()).exists;
}

// ---- page helpers ----

async function signIn(page: Page, email: string, displayName = 'E2E Products Seller') {
  await page.goto(appUrl('/products'));
  await page.waitForURL((url) => url.pathname === '/login');
  await signInWithGooglePopup(page, { email, displayName });
  await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
}

const toast = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).first().waitFor({ timeout: 20_000 });

async function download(page: Page, click: () => Promise<void>, timeout = 30_000) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout }), click()]);
  const path = await file.path();
  const bytes = await readFile(path);
  const name = file.suggestedFilename();
  return { name, bytes, png: name.endsWith('.png') ? PNG.sync.read(bytes) : new PNG() };
}

function decodeQr(png: PNG): string | undefined {
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('products: create, search, edit, download, delete', () => {
  it('runs the whole product life cycle through the UI', async () => {
    const page = await browser.newPage();
    const email = `e2e.products.${Date.now()}@example.com`;
    await signIn(page, email);
    await page.getByText('No products available').waitFor();
    await page.getByText('Add your first product to get started').waitFor();

    // ---- create ----
    await page.getByRole('link', { name: 'Create New Product' }).first().click();
    await page.waitForURL((url) => url.pathname === '/edit');
    const title = `E2E Bamboo Board ${Date.now()}`;
    await page.getByPlaceholder('Enter product title').fill(title);
    // Every new product starts in compliance mode, whatever its marketplaces.
    const compliance = page.getByRole('switch', { name: 'Compliance mode' });
    expect(await compliance.isChecked()).toBe(true);
    // An invalid link is explained inline and nothing is sent.
    await page.getByLabel('Amazon link').fill('https://www.ebay.de/itm/1');
    expect(await compliance.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save Product' }).click();
    await page.getByText('Enter a link to an Amazon product page').waitFor();
    await page.getByLabel('Amazon link').fill('https://www.amazon.de/dp/B08N5WRWNW');
    expect(await compliance.isChecked()).toBe(true);
    await page.getByLabel('eMAG link').fill('https://www.emag.ro/tocator-bambus/pd/D5Q7Y2BBM/');
    const reviewUrl = (await page.getByTestId('qr-code-url').textContent())!;
    const productId = reviewUrl.split('/reviews/')[1]!;
    expect(reviewUrl).toBe(appUrl(`/reviews/${productId}`));

    await page.getByRole('button', { name: 'Save Product' }).click();
    await toast(page, 'Product saved successfully');
    await page.waitForURL((url) => url.pathname === `/edit/${productId}`);
    expect(await docExists(`products/${productId}`)).toBe(true);
    // The trigger mirrors the public fields for the anonymous review page.
    await expect
      .poll(() => docExists(`publicProducts/${productId}`), { timeout: 30_000 })
      .toBe(true);

    // ---- find it by search ----
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByTestId('product-row').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).fill('no such product anywhere');
    await page.getByText('No products found matching your search criteria').waitFor();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    // Found on the server once the indexProduct function stored its search keys.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('B08N5WRWNW'); // its ASIN
    await expect
      .poll(() => page.getByTestId('products-count').textContent(), { timeout: 30_000 })
      .toBe('1 product found');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(title.toLowerCase());
    await expect
      .poll(() => page.getByTestId('products-count').textContent(), { timeout: 30_000 })
      .toBe('1 product found');
    await page.getByText('Showing 1 to 1 of 1').waitFor();

    // ---- edit it (and leaving with unsaved changes asks first) ----
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL((url) => url.pathname === `/edit/${productId}`);
    const edited = `${title} (edited)`;
    await page.getByPlaceholder('Enter product title').fill(edited);
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toBe(`/edit/${productId}`);
    // MUI Rating keeps its radios visually hidden; a click lands on the star's label.
    await page
      .locator('label')
      .filter({ hasText: /^3 stars$/ })
      .click();
    // In compliance mode the minimum only marks what needs attention.
    await page.getByText(/^Reviews below 3 stars are marked as needing your attention/).waitFor();
    expect((await adminDb().doc(`products/${productId}`).get()).get('complianceMode')).toBe(true);
    // Switching compliance mode off asks first, naming the risk.
    await page.getByRole('switch', { name: 'Compliance mode' }).click();
    const confirm = page.getByRole('dialog', { name: 'Turn compliance mode off?' });
    await confirm.getByText(/selling account suspended/).waitFor();
    await confirm
      .getByText(/FTC rule on consumer reviews \(16 CFR Part 465\).*DMCC Act 2024/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Turn off anyway' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByRole('switch', { name: 'Compliance mode' }).isChecked()).toBe(false);
    await page.getByText('Reviews below 3 stars will not be published.').waitFor();
    await page.getByRole('button', { name: 'Save Product' }).click();
    await toast(page, 'Product updated successfully');
    expect((await adminDb().doc(`products/${productId}`).get()).get('complianceMode')).toBe(false);

    // ---- raw QR: PNG ≥ 1024 px that decodes back to the review URL ----
    const raw = await download(page, () =>
      page.getByRole('button', { name: 'Download PNG' }).click(),
    );
    await toast(page, 'QR Code downloaded successfully');
    expect(raw.name).toMatch(/\.png$/);
    expect(raw.png.width).toBeGreaterThanOrEqual(1024);
    expect(raw.png.height).toBe(raw.png.width);
    expect(decodeQr(raw.png)).toBe(reviewUrl);

    // ---- QR card: 3.5 × 5 in at 300 dpi ----
    await page.getByRole('tab', { name: 'QR Card' }).click();
    const card = await download(page, () =>
      page.getByRole('button', { name: 'Download QR Card' }).click(),
    );
    await toast(page, 'QR Card downloaded successfully');
    expect([card.png.width, card.png.height]).toEqual([CARD_WIDTH_PX, CARD_HEIGHT_PX]);
    expect(decodeQr(card.png)).toBe(reviewUrl);

    // ---- delete it: the mirror and the reviews go too ----
    // A review is stored as a submission stores it: with its product's review count raised in the
    // same commit (the delete looks under a product by its counts).
    const db = adminDb();
    const withReview = db.batch();
    withReview.set(db.doc(`products/${productId}/reviews/e2e-review-0001`), {
      rating: 5,
      feedback: 'Great board, thank you!',
      store: 'amazon',
      published: true,
      locale: 'en',
      createdAt: new Date(),
    });
    withReview.update(db.doc(`products/${productId}`), {
      'stats.reviewCount': FieldValue.increment(1),
      'stats.ratingSum': FieldValue.increment(5),
    });
    await withReview.commit();
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete product?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await toast(page, 'Product deleted');
    await page.getByText('No products available').waitFor();
    expect(await docExists(`products/${productId}`)).toBe(false);
    await expect
      .poll(() => docExists(`publicProducts/${productId}`), { timeout: 30_000 })
      .toBe(false);
    await expect
      .poll(() => docExists(`products/${productId}/reviews/e2e-review-0001`), { timeout: 30_000 })
      .toBe(false);
    // Its tombstone, written in the same commit: the id (printed on the card) is dead for good.
    expect(await docExists(`deletedProducts/${productId}`)).toBe(true);
  });
});

describe('products: the one-time notice about products that route low ratings privately', () => {
  it('counts them, follows a change live, links the filtered list, and once dismissed stays away', async () => {
    const page = await browser.newPage();
    const email = `e2e.notice.${Date.now()}@example.com`;
    await signIn(page, email);
    const uid = await sellerUid(email);
    const amazon = { amazon: 'https://www.amazon.de/dp/B08N5WRWNW', emag: '', shopify: '' };
    const emag = { amazon: '', emag: 'https://www.emag.ro/x/pd/D1/', shopify: '' };
    const product = (title: string, links: typeof amazon, complianceMode: boolean) =>
      newProductDoc({ ...newProductInput(), title, links, complianceMode }, uid, new Date());
    const stamp = Date.now();
    await writeDocs(adminDb(), [
      { path: `products/notice-a-${stamp}`, data: product('Old board', amazon, false) },
      { path: `products/notice-b-${stamp}`, data: product('Old knife', amazon, true) },
      { path: `products/notice-c-${stamp}`, data: product('Old apron', emag, false) },
    ]);
    await page.reload();
    const notice = page.getByTestId('private-routing-notice');
    await notice.getByText(/below your minimum: 2\./).waitFor();
    await notice.getByRole('link', { name: 'Show these products' }).click();
    await page.waitForURL((url) => url.searchParams.get('compliance') === 'off');
    await expect
      .poll(() => page.getByTestId('products-count').textContent(), { timeout: 30_000 })
      .toBe('2 products found');
    // The count is the seller's profile's, kept by functions: a product switched to compliance
    // mode elsewhere (another tab, an import) changes the open notice.
    await adminDb().doc(`products/notice-c-${stamp}`).update({ complianceMode: true });
    await notice.getByText(/below your minimum: 1\./).waitFor({ timeout: 30_000 });
    await notice.getByRole('button', { name: 'Got it' }).click();
    await notice.waitFor({ state: 'detached' });
    await expect
      .poll(async (): Promise<unknown> =>
        (await adminDb().doc(paths.seller(uid)).get()).get('privateRoutingNoticeDismissedAt'),
      )
      .toBeTruthy();
    await page.reload();
    await page.getByTestId('product-row').first().waitFor();
    expect(await page.getByTestId('private-routing-notice').count()).toBe(0);
  });
});

describe('products: 1,000 products', () => {
  /**
   * Counts `count` products of `uid` written as an import writes them (support/catalogue.ts) on
   * the seller's profile, as the import does.
   */
  async function countCatalogue(uid: string, count: number) {
    await adminDb().doc(paths.seller(uid)).set({ productCount: count }, { merge: true });
  }

  const range = (page: Page) => page.getByTestId('products-range');
  const titles = (page: Page) =>
    page.getByTestId('product-row').locator('td:nth-child(3)').allTextContents();
  const waitForRange = (page: Page, text: string) =>
    expect.poll(() => range(page).textContent(), { timeout: 30_000 }).toBe(text);

  it(
    'pages both ways, sorts, searches on the server; applies a template to, downloads and deletes all matching',
    { timeout: 240_000 },
    async () => {
      // The seller and their 1,000 products were written before the browser tests
      // (web/e2e/global-setup.ts); they sign in from the emulator's account chooser.
      const page = await browser.newPage();
      const { email, displayName, count, idPrefix } = BIG_CATALOGUE;
      await signIn(page, email, displayName);
      const uid = await sellerUid(email);
      expect(uid).toBe(BIG_CATALOGUE.uid);
      const rows = catalogueRows(uid, count, idPrefix);
      await countCatalogue(uid, count);
      const newestFirst = [...rows].reverse().map((row) => row.input.title);
      await page.reload();
      await waitForRange(page, 'Showing 1 to 25 of 1,000');
      expect(await page.getByTestId('products-count').textContent()).toBe('1,000 products found');
      await expect.poll(() => titles(page), { timeout: 30_000 }).toEqual(newestFirst.slice(0, 25));

      // ---- paging both ways: next, last (limitToLast), previous, first; the URL keeps the place ----
      await page.getByRole('button', { name: 'Next page' }).click();
      await waitForRange(page, 'Showing 26 to 50 of 1,000');
      await expect.poll(() => titles(page), { timeout: 30_000 }).toEqual(newestFirst.slice(25, 50));
      await page.reload();
      await waitForRange(page, 'Showing 26 to 50 of 1,000');
      await page.getByRole('button', { name: 'Last page' }).click();
      await waitForRange(page, 'Showing 976 to 1,000 of 1,000');
      await expect.poll(() => titles(page), { timeout: 30_000 }).toEqual(newestFirst.slice(975));
      await page.getByRole('button', { name: 'Previous page' }).click();
      await waitForRange(page, 'Showing 951 to 975 of 1,000');
      await expect
        .poll(() => titles(page), { timeout: 30_000 })
        .toEqual(newestFirst.slice(950, 975));
      await page.goBack();
      await waitForRange(page, 'Showing 976 to 1,000 of 1,000');
      await page.getByRole('button', { name: 'First page' }).click();
      await waitForRange(page, 'Showing 1 to 25 of 1,000');

      // ---- sort on the server: most reviews first ----
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most reviews' });
      await expect
        .poll(() => new URL(page.url()).searchParams.get('sort'), { timeout: 30_000 })
        .toBe('reviews');
      const byReviews = [...rows]
        .sort(
          (a, b) => b.data.stats.reviewCount - a.data.stats.reviewCount || (a.id < b.id ? 1 : -1),
        )
        .map((row) => row.input.title);
      await expect.poll(() => titles(page), { timeout: 30_000 }).toEqual(byReviews.slice(0, 25));

      // ---- search on the server: a product far from the first page, accent-insensitive ----
      const search = page.getByRole('searchbox', { name: 'Search products' });
      const started = Date.now();
      await search.fill('tocator unic');
      await page.getByRole('link', { name: 'Tocător unicorn rar', exact: true }).waitFor();
      console.info(
        `[perf] Chromium, 1,000 products: far search shown in ${Date.now() - started} ms`,
      );
      await expect
        .poll(() => page.getByTestId('products-count').textContent(), { timeout: 30_000 })
        .toBe('1 product found');
      expect(await page.getByTestId('product-row').count()).toBe(1);
      // A pasted Amazon link finds its product (its ASIN).
      await search.fill('https://www.amazon.de/-/en/Some-Title/dp/B000000121?th=1');
      await page.getByRole('link', { name: 'Chef knife model 121', exact: true }).waitFor();

      // ---- select all matching (more than a page), apply a template to all of them ----
      await adminDb()
        .doc('templates/e2e-perf-template')
        .set({
          ownerId: uid,
          name: 'Perf template',
          card: { ...newProductInput().card, headline: 'Bulk headline' },
          qrStyle: newProductInput().qrStyle,
          logoPath: '',
          language: 'ro',
          createdAt: new Date(),
          updatedAt: new Date(),
        });
      await search.fill('oak model 1');
      const oakOnes = rows.filter((row) => /^Oak spoon model 1/.test(row.input.title));
      const matching = `${oakOnes.length} products found`;
      await expect
        .poll(() => page.getByTestId('products-count').textContent(), { timeout: 30_000 })
        .toBe(matching);
      await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
      await page.getByRole('button', { name: `Select all ${oakOnes.length} matching` }).click();
      await page
        .getByTestId('products-selected')
        .getByText(`All ${oakOnes.length} matching products are selected.`)
        .waitFor();
      await page.getByRole('button', { name: 'Apply Template' }).click();
      const apply = page.getByRole('dialog', { name: 'Apply Template' });
      await apply.getByText(`Applies to all ${oakOnes.length} matching products.`).waitFor();
      await apply.getByRole('button', { name: 'Apply', exact: true }).click();
      await apply
        .getByTestId('apply-template-summary')
        .getByText(`Template applied to ${oakOnes.length} products of ${oakOnes.length}.`)
        .waitFor({ timeout: 60_000 });
      const stored = await adminDb().collection('products').where('ownerId', '==', uid).get();
      const applied = stored.docs.filter(
        (d) => d.get('appliedTemplate.id') === 'e2e-perf-template',
      );
      expect(applied.map((d) => d.id).sort()).toEqual(oakOnes.map((row) => row.id).sort());
      await apply.getByRole('button', { name: 'Close' }).click();

      // ---- the same selection's raw codes in one ZIP, read page by page and streamed into it ----
      const allRaw = await download(
        page,
        () => page.getByRole('button', { name: 'Download Raw QR' }).click(),
        60_000,
      );
      await toast(page, 'QR Code downloaded successfully');
      const allFiles = unzipSync(new Uint8Array(allRaw.bytes));
      expect(Object.keys(allFiles)).toHaveLength(oakOnes.length);
      const one = Object.entries(allFiles).find(([name]) => name.includes(oakOnes[0]!.id))!;
      expect(decodeQr(PNG.sync.read(Buffer.from(one[1])))).toBe(
        appUrl(`/reviews/${oakOnes[0]!.id}`),
      );

      // ---- delete all matching: a function job, with tombstones; the count follows ----
      await page.getByRole('button', { name: 'Clear selection' }).click();
      await search.fill('linen');
      await expect
        .poll(() => page.getByTestId('products-count').textContent(), { timeout: 30_000 })
        .toBe('250 products found');
      await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
      await page.getByRole('button', { name: 'Select all 250 matching' }).click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirmDelete = page.getByRole('dialog', { name: 'Delete products?' });
      await confirmDelete.getByText(/^Delete all 250 matching products\?/).waitFor();
      await confirmDelete.getByRole('button', { name: 'Delete' }).click();
      await confirmDelete
        .getByTestId('delete-products-summary')
        .getByText('250 products deleted.')
        .waitFor({ timeout: 90_000 });
      await confirmDelete.getByRole('button', { name: 'Close' }).click();
      // The list kept its rows under the dialog and listens again once it closes.
      await page.getByText('No products found matching your search criteria').waitFor();
      expect(await docExists('deletedProducts/perf0002')).toBe(true);
      await search.fill('');
      await waitForRange(page, 'Showing 1 to 25 of 750');

      // ---- bulk downloads of rows selected on two searches (the delete cleared the selection) ----
      await search.fill('perf0121');
      await page.getByRole('checkbox', { name: 'Select Chef knife model 121' }).check();
      await search.fill('perf0012');
      await page.getByRole('checkbox', { name: 'Select Bamboo board model 12' }).check();
      await page.getByTestId('products-selected').getByText('2 selected').waitFor();
      const expected = ['perf0012', 'perf0121'].map((id) => appUrl(`/reviews/${id}`)).sort();

      const rawZip = await download(page, () =>
        page.getByRole('button', { name: 'Download Raw QR' }).click(),
      );
      await toast(page, 'QR Code downloaded successfully');
      expect(rawZip.name).toBe('qr-codes.zip');
      const rawFiles = Object.values(unzipSync(new Uint8Array(rawZip.bytes))).map((b) =>
        PNG.sync.read(Buffer.from(b)),
      );
      expect(rawFiles.map(decodeQr).sort()).toEqual(expected);

      const cardZip = await download(page, () =>
        page.getByRole('button', { name: 'Download QR Card' }).click(),
      );
      await toast(page, 'QR Card downloaded successfully');
      expect(cardZip.name).toBe('qr-cards.zip');
      const cards = Object.values(unzipSync(new Uint8Array(cardZip.bytes))).map((b) =>
        PNG.sync.read(Buffer.from(b)),
      );
      expect(cards.map((png) => [png.width, png.height])).toEqual([
        [CARD_WIDTH_PX, CARD_HEIGHT_PX],
        [CARD_WIDTH_PX, CARD_HEIGHT_PX],
      ]);
      expect(cards.map(decodeQr).sort()).toEqual(expected);
    },
  );

  it('never says "No products available" to a seller whose list cannot reach the server', async () => {
    const page = await browser.newPage();
    const email = `e2e.offline.${Date.now()}@example.com`;
    await signIn(page, email);
    const uid = await sellerUid(email);
    await writeCatalogue(adminDb(), catalogueRows(uid, 30, 'offline'));
    await countCatalogue(uid, 30);
    await page.reload();
    await waitForRange(page, 'Showing 1 to 25 of 30');

    // Cut the page off from the Firestore emulator, then open the list afresh.
    const firestore = new URL(`http://${process.env.FIRESTORE_EMULATOR_HOST}`);
    const toFirestore = (url: URL) => url.port === firestore.port;
    await page.context().route(toFirestore, (route) => route.abort());
    await page.reload();
    await page
      .getByTestId('products-load-problem')
      .getByText(/cannot be reached/)
      .waitFor({
        timeout: 40_000,
      });
    expect(await page.getByText('No products available').count()).toBe(0);
    await page.context().unroute(toFirestore);
    await page.getByTestId('products-load-problem').getByRole('button', { name: 'Retry' }).click();
    await waitForRange(page, 'Showing 1 to 25 of 30');
    expect(await page.getByText('No products available').count()).toBe(0);
  });
});

describe('products: a stored product that does not match the schema', () => {
  it('is reported with a translated error; the list, the edit screen and the dashboard keep working', async () => {
    const page = await browser.newPage();
    const email = `e2e.malformed.${Date.now()}@example.com`;
    await signIn(page, email);
    const uid = await sellerUid(email);
    const stamp = Date.now();
    const good = { id: `e2egood${stamp}`, title: `E2E Good Product ${stamp}` };
    const bad = `e2ebad${stamp}`;
    // Only the Admin SDK (or an older app) can write this: the rules check every client write.
    await writeDocs(adminDb(), [
      {
        path: `products/${good.id}`,
        data: newProductDoc({ ...newProductInput(), title: good.title }, uid, new Date()),
      },
      {
        path: `products/${bad}`,
        data: {
          ...newProductDoc({ ...newProductInput(), title: 'Broken' }, uid, new Date()),
          qrStyle: { foreground: 'red', background: '#ffffff', errorCorrection: 'M' },
        },
      },
    ]);

    await page.getByTestId('product-row').first().waitFor({ timeout: 30_000 });
    const listAlert = page.getByTestId('invalid-data');
    await listAlert
      .getByText(/^One saved entry is not shown because its data is not valid\./)
      .waitFor();
    expect(await listAlert.textContent()).toContain(`products/${bad}`);
    expect(await page.getByTestId('product-row').count()).toBe(1);
    await page.getByRole('link', { name: good.title, exact: true }).waitFor();

    for (const path of [`/edit/${bad}`, `/dashboard/${bad}`]) {
      await page.goto(appUrl(path));
      await page
        .getByTestId('invalid-data')
        .getByText(/^This cannot be shown: its saved data is not valid\. Nothing was changed\./)
        .waitFor({ timeout: 30_000 });
      expect(await page.getByText('Internal Server Error').count()).toBe(0);
    }
    // Nothing was changed.
    expect((await adminDb().doc(`products/${bad}`).get()).get('qrStyle.foreground')).toBe('red');
  });
});
