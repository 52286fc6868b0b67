import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newProductDoc, newProductInput } from '../../functions/src/shared/index';
import { EMAG_RO_PRODUCTS, emagPanelXls, updateOffersRows } from '../src/testing/emag-panel-files';
import { adminDb, appUrl, sellerUid, setupBrowser, signInWithGooglePopup } from './support';

const browser = setupBrowser();

const AMAZON = 'https://www.amazon.de/dp/B07PGL2ZSL';

/**
 * A file as a seller's spreadsheet exports it: UTF-8 with a byte-order mark, semicolons, the
 * headers in the seller's own words (aliases), one column the import does not know, and rows
 * 4 and 5 wrong.
 */
const FILE = [
  'Product name;SKU;Amazon URL;Min rating;Price',
  `Bamboo board E2E;E2E-1;${AMAZON};5;19.90`,
  'Renamed by import;E2E-OLD;;;',
  ';E2E-2;;;4.50',
  'Broken link;E2E-3;http://www.amazon.de/dp/B07PGL2ZSL;9;',
  'Olive bowl E2E;E2E-4;;3;',
].join('\r\n');

async function chooseFile(page: Page) {
  await page.getByTestId('import-file-input').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(FILE, 'utf8')]),
  });
}

const count = (page: Page, action: string) =>
  page.getByTestId(`import-count-${action}`).first().textContent();

async function productsOf(uid: string) {
  const snapshot = await adminDb().collection('products').where('ownerId', '==', uid).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.get('sku') as string, doc]));
}

describe('imports: preview, import, re-import, rejected rows, undo', () => {
  it('imports the good rows once, names the bad ones by row, and undoes the import', async () => {
    const page = await browser.newPage();
    const email = `e2e.imports.${Date.now()}@example.com`;
    await page.goto(appUrl('/imports'));
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithGooglePopup(page, { email, displayName: 'E2E Imports Seller' });
    await page.waitForURL((url) => url.pathname === '/imports', { timeout: 30_000 });
    await page.getByText('No imports yet.').waitFor();
    const uid = await sellerUid(email);
    // A product the seller already has: the file updates it by its SKU. Its list fields and the
    // seller's product count come from the processProductWrite trigger (indexOnWrite), as for a product saved in the app.
    const existing = adminDb().doc(`products/e2eimport${Date.now()}`);
    await existing.set(
      newProductDoc({ ...newProductInput(), title: 'Old title', sku: 'E2E-OLD' }, uid, new Date()),
    );
    await expect
      .poll(async (): Promise<unknown> => (await existing.get()).get('derived.skuKey'), {
        timeout: 30_000,
      })
      .toBe('E2E-OLD');

    // ---- the Excel template, written and read back by SheetJS in the import worker ----
    await page.getByText(/up to 10,000 rows and 10 MB/).waitFor();
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Template (Excel)' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('qr-reviews-import-template.xlsx');
    await page.getByTestId('import-file-input').setInputFiles(await template.path());
    await page
      .getByTestId('import-file-summary')
      .getByText(/: 1 row$/)
      .waitFor();
    expect(await page.getByTestId('import-mapping-row').count()).toBe(11);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'eMAG link' }).textContent())
      .toBe('eMAG link');
    await page.getByRole('button', { name: 'Check rows' }).click();
    await page.getByText('Before you import').waitFor({ timeout: 30_000 });
    expect(await count(page, 'created')).toBe('1');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Choose another file' }).click();

    // ---- the file: columns matched by their headers, the unknown one ignored ----
    await chooseFile(page);
    await page.getByTestId('import-file-summary').getByText('catalogue.csv: 5 rows').waitFor();
    const mapping = {
      'Product name': 'Title',
      SKU: 'SKU',
      'Amazon URL': 'Amazon link',
      'Min rating': 'Minimum rating',
      Price: 'Ignore',
    };
    for (const [header, field] of Object.entries(mapping)) {
      await expect
        .poll(() => page.getByRole('combobox', { name: header }).textContent())
        .toBe(field);
    }

    // The seller's own spreadsheet is recognised as such. Replacing titles is an explicit
    // choice; the http:// link is left as written, to be refused.
    await page
      .getByTestId('import-source-found')
      .getByText('Recognised: your own spreadsheet')
      .waitFor();
    await page
      .getByLabel(
        'Replace the titles of products already in your catalogue with this file’s titles',
      )
      .check();
    await page.getByLabel('Import links that start with http:// as https://').uncheck();

    // ---- the preview: counts, and the bad rows by their spreadsheet row number ----
    await page.getByRole('button', { name: 'Check rows' }).click();
    await page.getByText('Before you import').waitFor({ timeout: 30_000 });
    expect(await count(page, 'created')).toBe('3');
    expect(await count(page, 'updated')).toBe('1');
    expect(await count(page, 'unchanged')).toBe('0');
    expect(await count(page, 'rejected')).toBe('1');
    const issues = page.getByTestId('import-issue');
    expect(await issues.allTextContents()).toEqual([
      '5Min ratingThe minimum rating must be between 1 and 5 stars',
      '5Amazon URLThe link must start with https://',
    ]);
    // Row 4 names no product: imported all the same, titled by its SKU, and listed as such.
    expect(await page.getByTestId('import-untitled').locator('tbody tr').allTextContents()).toEqual(
      ['4E2E-2'],
    );
    expect(Object.keys(await productsOf(uid))).toEqual(['E2E-OLD']); // nothing written yet

    // ---- confirm: the function imports; the summary says what it did ----
    await page.getByTestId('import-confirm').click();
    const job = page.getByTestId('import-job');
    await job.and(page.locator('[data-status="done"]')).waitFor({ timeout: 90_000 });
    await page.getByText('Import finished').waitFor();
    expect(await count(page, 'created')).toBe('3');
    expect(await count(page, 'updated')).toBe('1');
    expect(await count(page, 'rejected')).toBe('1');
    const imported = await productsOf(uid);
    expect(Object.keys(imported).sort()).toEqual(['E2E-1', 'E2E-2', 'E2E-4', 'E2E-OLD']);
    expect(imported['E2E-2']!.data()).toMatchObject({ title: 'E2E-2', needsTitle: true });
    expect(imported['E2E-1']!.data()).toMatchObject({
      title: 'Bamboo board E2E',
      links: { amazon: AMAZON },
      minRating: 5,
      complianceMode: true,
    });
    expect(imported['E2E-OLD']!.get('title')).toBe('Renamed by import');

    // ---- rejected rows: a fixable file in the template's columns, with the reason ----
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rejected rows' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('catalogue-rejected.csv');
    const rejected = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = rejected.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Title,SKU,Variant SKUs,Amazon link,ASIN,Amazon marketplace,eMAG link,Shopify link,Minimum rating,Compliance mode,Template,Row,Error',
    );
    expect(lines.slice(1)).toEqual([
      'Broken link,E2E-3,,http://www.amazon.de/dp/B07PGL2ZSL,,,,,9,,,5,Minimum rating: The minimum rating must be between 1 and 5 stars; Amazon link: The link must start with https://',
    ]);

    // ---- the same file again: nothing new, nothing doubled ----
    await page.getByRole('button', { name: 'New import' }).click();
    await chooseFile(page);
    await page.getByRole('button', { name: 'Check rows' }).click();
    await page.getByText('Before you import').waitFor({ timeout: 30_000 });
    expect(await count(page, 'created')).toBe('0');
    expect(await count(page, 'unchanged')).toBe('4');
    await page.getByTestId('import-confirm').click();
    await job.and(page.locator('[data-status="done"]')).waitFor({ timeout: 90_000 });
    expect(await count(page, 'created')).toBe('0');
    expect(await count(page, 'unchanged')).toBe('4');
    expect(Object.keys(await productsOf(uid)).sort()).toEqual([
      'E2E-1',
      'E2E-2',
      'E2E-4',
      'E2E-OLD',
    ]);

    // ---- undo the first import, from the list of recent imports ----
    const recent = page.getByTestId('import-job-item');
    await expect.poll(() => recent.count()).toBe(2);
    await recent.nth(1).getByRole('button', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Undo this import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
    await dialog.getByText(/deletes the 3 products the import created/).waitFor();
    await dialog.getByRole('button', { name: 'Undo import' }).click();
    await job.and(page.locator('[data-status="undone"]')).waitFor({ timeout: 90_000 });
    await page
      .getByTestId('import-undo-result')
      .getByText('3 products deleted, 1 restored, 0 could not be undone.')
      .waitFor();
    const after = await productsOf(uid);
    expect(Object.keys(after)).toEqual(['E2E-OLD']);
    expect(after['E2E-OLD']!.get('title')).toBe('Old title');
  });

  it('exports the product list as CSV and Excel that import again without changes', async () => {
    const page = await browser.newPage();
    const email = `e2e.export.${Date.now()}@example.com`;
    await page.goto(appUrl('/products'));
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithGooglePopup(page, { email, displayName: 'E2E Export Seller' });
    await page.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
    const uid = await sellerUid(email);
    const stamp = Date.now();
    const seeded = [
      // A SKU and a formula-looking title; a link only; neither (refused on re-import).
      {
        title: '=Tocător "bambus"; mare',
        sku: 'EXP-1',
        variantSkus: ['EXP-1-S', 'EXP-1 (M)'],
        links: { amazon: AMAZON },
        complianceMode: true,
      },
      { title: 'Olive bowl', links: { emag: 'https://www.emag.ro/bol/pd/DQ5B1FMBM/' } },
      { title: 'No key at all' },
    ];
    const refs = seeded.map((_, i) => adminDb().doc(`products/e2eexport${stamp}${i}`));
    await Promise.all(
      seeded.map((fields, i) =>
        refs[i]!.set(
          newProductDoc(
            {
              ...newProductInput(),
              ...fields,
              links: { ...newProductInput().links, ...fields.links },
            },
            uid,
            new Date(),
          ),
        ),
      ),
    );
    // The list fields and the product count come from the processProductWrite trigger (indexOnWrite).
    for (const ref of refs) {
      await expect
        .poll(async () => (await ref.get()).get('derived') !== undefined, { timeout: 30_000 })
        .toBe(true);
    }
    await page.reload();
    await page.getByTestId('products-range').getByText('Showing 1 to 3 of 3').waitFor({
      timeout: 30_000,
    });

    const exportAs = async (format: 'CSV' | 'Excel (.xlsx)') => {
      await page.getByRole('button', { name: 'Export products' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export products' });
      await dialog.getByText('All your 3 products are exported.').waitFor();
      await dialog.getByRole('radio', { name: format }).check();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Export', exact: true }).click(),
      ]);
      await dialog.getByTestId('export-done').getByText('3 products exported.').waitFor();
      await dialog.getByText(/1 product has neither a SKU nor a store link/).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      return download;
    };

    const csv = await exportAs('CSV');
    expect(csv.suggestedFilename()).toBe('qr-reviews-products.csv');
    const text = (await readFile(await csv.path())).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Title,SKU,Variant SKUs,Amazon link,ASIN,Amazon marketplace,eMAG link,Shopify link,Minimum rating,Compliance mode,Template',
    );
    // Newest first, as the list; the formula-looking title is neutralised with an apostrophe.
    expect(lines.slice(1)).toEqual([
      'No key at all,,,,,,,,4,yes,',
      'Olive bowl,,,,,,https://www.emag.ro/bol/pd/DQ5B1FMBM/,,4,yes,',
      `"'=Tocător ""bambus""; mare",EXP-1,"EXP-1-S, EXP-1 (M)",${AMAZON},,,,,4,yes,`,
    ]);
    const xlsx = await exportAs('Excel (.xlsx)');
    expect(xlsx.suggestedFilename()).toBe('qr-reviews-products.xlsx');

    // ---- both files import again: found by SKU or link, nothing created, nothing changed ----
    for (const file of [csv, xlsx]) {
      await page.goto(appUrl('/imports'));
      await page.getByTestId('import-file-input').setInputFiles({
        name: file.suggestedFilename(),
        mimeType: file.suggestedFilename().endsWith('.csv')
          ? 'text/csv'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await readFile(await file.path()),
      });
      await page.getByRole('button', { name: 'Check rows' }).click();
      await page.getByText('Before you import').waitFor({ timeout: 30_000 });
      expect(await count(page, 'created')).toBe('0');
      expect(await count(page, 'updated')).toBe('0');
      expect(await count(page, 'unchanged')).toBe('2');
      expect(await count(page, 'rejected')).toBe('1');
    }
  });
});

/** Windows-1252 bytes (Amazon's European reports): Latin-1, and the dash at 0x96. */
const windows1252 = (text: string) => Buffer.from(text.replace(/–/g, '\x96'), 'latin1');

describe('imports: three marketplaces into one catalogue', () => {
  it('an Amazon report, an eMAG file and a Shopify export give one product per item with each link', async () => {
    const page = await browser.newPage();
    const email = `e2e.marketplaces.${Date.now()}@example.com`;
    await page.goto(appUrl('/imports'));
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithGooglePopup(page, { email, displayName: 'E2E Marketplace Seller' });
    await page.waitForURL((url) => url.pathname === '/imports', { timeout: 30_000 });
    await page.getByText('No imports yet.').waitFor();
    const uid = await sellerUid(email);

    const importFile = async (
      name: string,
      buffer: Buffer,
      source: string,
      answer: () => Promise<void>,
      created: string,
      updated: string,
    ) => {
      await page.getByTestId('import-file-input').setInputFiles({
        name,
        mimeType: 'text/plain',
        buffer,
      });
      await page.getByTestId('import-source-found').getByText(`Recognised: ${source}`).waitFor();
      await answer();
      await page.getByRole('button', { name: 'Check rows' }).click();
      await page.getByText('Before you import').waitFor({ timeout: 30_000 });
      expect(await count(page, 'created')).toBe(created);
      expect(await count(page, 'updated')).toBe(updated);
      expect(await count(page, 'rejected')).toBe('0');
      await page.getByTestId('import-confirm').click();
      await page
        .getByTestId('import-job')
        .and(page.locator('[data-status="done"]'))
        .waitFor({ timeout: 90_000 });
      await page.getByRole('button', { name: 'New import' }).click();
    };

    // Amazon.de's All Listings report: German headers, Windows-1252, two offers of one ASIN.
    const amazonBoard = 'Schneidebrett aus Bambus – groß, mit Saftrille, 45 x 30 cm';
    await importFile(
      'Alle+Angebote+Bericht.txt',
      windows1252(
        [
          'Artikelbezeichnung\tHändler-SKU\tPreis\tASIN 1\tVersender\tStatus',
          `${amazonBoard}\tBCB-45 (L)\t24,99\tB07PGL2ZSL\tDEFAULT\tAktiv`,
          `${amazonBoard}\tBCB-45-FBA\t24,99\tB07PGL2ZSL\tAMAZON_EU\tAktiv`,
          'Geschirrtuch Leinen\tTOWEL-RED\t9,90\tB0TOWELRED\tDEFAULT\tAktiv',
        ].join('\r\n'),
      ),
      'Amazon All Listings report',
      async () => {
        // Guessed from the German headers, and said so.
        await page
          .getByText('Guessed from the language of the column names', { exact: false })
          .waitFor();
        expect(
          await page.getByRole('combobox', { name: 'Amazon site of these listings' }).textContent(),
        ).toBe('amazon.de');
      },
      '2',
      '0',
    );

    // eMAG's offer file: the product code becomes the eMAG link; the SKU finds the product.
    await importFile(
      'offers.csv',
      Buffer.from(
        [
          'part_number,part_number_key,name,Product Name Validation,status',
          'BCB-45 (L),DQ5B1FMBM,"Tocator bambus Ecosa 45 x 30 cm",Approved,1',
          'TOWEL-RED,DTOWELRED,"Prosop bucatarie in",Approved,1',
        ].join('\n'),
      ),
      'eMAG offers file',
      async () => {
        await page.getByRole('combobox', { name: 'eMAG site of these offers' }).click();
        await page.getByRole('option', { name: 'emag.ro' }).click();
      },
      '0',
      '2',
    );

    // Shopify's export: variant and image rows, a draft left out; the domain gives the links.
    await importFile(
      'products_export_1.csv',
      Buffer.from(
        [
          'Title,URL handle,Status,SKU,Product image URL,Gift card',
          'Bamboo board,bamboo-board,Active,BCB-45 (L),https://cdn.example.com/a.jpg,FALSE',
          ',bamboo-board,,,https://cdn.example.com/b.jpg,',
          'Linen tea towel,linen-tea-towel,Active,TOWEL-RED,,FALSE',
          ',linen-tea-towel,,TOWEL-BLUE,,',
          'Winter mug,winter-mug,Draft,MUG-W,,FALSE',
        ].join('\n'),
      ),
      'Shopify product export',
      async () => {
        await page.getByLabel('Your shop’s domain').fill('ecosa.example.com');
      },
      '0',
      '2',
    );

    const snapshot = await adminDb().collection('products').where('ownerId', '==', uid).get();
    const products = snapshot.docs.map((doc) => doc.data());
    expect(products).toHaveLength(2);
    const bySku = Object.fromEntries(products.map((p) => [p.sku as string, p]));
    expect(bySku['BCB-45 (L)']).toMatchObject({
      title: amazonBoard,
      links: {
        amazon: 'https://www.amazon.de/dp/B07PGL2ZSL',
        emag: 'https://www.emag.ro/preview/pd/DQ5B1FMBM/',
        shopify: 'https://ecosa.example.com/products/bamboo-board',
      },
    });
    expect(bySku['TOWEL-RED']).toMatchObject({
      title: 'Geschirrtuch Leinen',
      links: {
        amazon: 'https://www.amazon.de/dp/B0TOWELRED',
        emag: 'https://www.emag.ro/preview/pd/DTOWELRED/',
        shopify: 'https://ecosa.example.com/products/linen-tea-towel',
      },
    });
  });
});

describe('imports: eMAG panel files', () => {
  it('an “Update offers” sheet imports every offer; one named nowhere is marked until renamed', async () => {
    const page = await browser.newPage();
    const email = `e2e.emag.panel.${Date.now()}@example.com`;
    await page.goto(appUrl('/imports'));
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithGooglePopup(page, { email, displayName: 'E2E eMAG Seller' });
    await page.waitForURL((url) => url.pathname === '/imports', { timeout: 30_000 });
    await page.getByText('No imports yet.').waitFor();
    const uid = await sellerUid(email);

    // The panel's Romanian sheet: a section row over the column names; the mug set's validated
    // name is empty, so nothing in the file names it.
    const offers = EMAG_RO_PRODUCTS.map((product) =>
      product.code === 'CAN-2' ? { ...product, validatedName: '' } : product,
    );
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'actualizare_oferte.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from(emagPanelXls(updateOffersRows('ro', offers), 'Oferte')),
    });
    await page
      .getByTestId('import-source-found')
      .getByText('Recognised: eMAG offers file')
      .waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Validare nume produs' }).textContent())
      .toBe('Title');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'eMAG site of these offers' }).textContent())
      .toBe('emag.ro');
    await page.getByRole('button', { name: 'Check rows' }).click();
    await page.getByText('Before you import').waitFor({ timeout: 30_000 });
    expect(await count(page, 'created')).toBe('11');
    expect(await count(page, 'rejected')).toBe('0');
    expect(await page.getByTestId('import-untitled').locator('tbody tr').allTextContents()).toEqual(
      ['6eMAG DZ9Y8X7WM'],
    );
    await page.getByRole('button', { name: 'Import 11 rows' }).click();
    await page
      .getByTestId('import-job')
      .and(page.locator('[data-status="done"]'))
      .waitFor({ timeout: 90_000 });

    const snapshot = await adminDb().collection('products').where('ownerId', '==', uid).get();
    const bySku = Object.fromEntries(snapshot.docs.map((doc) => [doc.get('sku') as string, doc]));
    expect(Object.keys(bySku)).toHaveLength(11);
    expect(bySku['BCB-45 (L)']!.data()).toMatchObject({
      title: 'Tocător din lemn de bambus Ecosa, cu canal pentru suc, 45 x 30 cm',
      links: { emag: 'https://www.emag.ro/preview/pd/DQ5B1FMBM/' },
    });
    expect(bySku['BCB-45 (L)']!.data()).not.toHaveProperty('needsTitle');
    const mugs = bySku['CAN-2']!;
    expect(mugs.data()).toMatchObject({ title: 'eMAG DZ9Y8X7WM', needsTitle: true });

    // The list marks it; the seller names it on its edit screen, and the mark goes.
    await page.goto(appUrl('/products'));
    const row = page.getByTestId('product-row').filter({ hasText: 'eMAG DZ9Y8X7WM' });
    await row.getByText('Needs a title').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('needs-title').count()).toBe(1);
    await row.getByRole('link', { name: 'Edit eMAG DZ9Y8X7WM' }).click();
    await page.waitForURL((url) => url.pathname === `/edit/${mugs.id}`);
    await page.getByTestId('needs-title-note').waitFor();
    await page.getByPlaceholder('Enter product title').fill('Set 2 căni ceramice Ecosa, 350 ml');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await page.getByText('Product updated successfully', { exact: true }).first().waitFor();
    await page.getByTestId('needs-title-note').waitFor({ state: 'hidden' });
    const renamed = await adminDb().doc(`products/${mugs.id}`).get();
    expect(renamed.get('title')).toBe('Set 2 căni ceramice Ecosa, 350 ml');
    expect(renamed.data()).not.toHaveProperty('needsTitle');
    await page.getByRole('link', { name: 'Back to products' }).click();
    await page
      .getByTestId('product-row')
      .filter({ hasText: 'Set 2 căni ceramice Ecosa' })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('needs-title').count()).toBe(0);
  });
});
