import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { converters } from '../../src/platform/firestore.js';
import { runImportJob, undoImportJob } from '../support/run-jobs.js';
import { IMPORT_SLICE_ROWS } from '../../src/domains/imports/run-import.js';
import { lookupImportProducts } from '../../src/domains/imports/lookup-products.js';
import { indexProduct } from '../../src/domains/products/index-product.js';
import {
  COLLECTIONS,
  DEFAULT_CARD_DESIGN,
  IMPORT_CHUNK_MAX_ROWS,
  ImportIssueCode,
  PRODUCT_COUNT_FIELD,
  REMOVED_FROM_PRODUCT_COUNT,
  ValidationMessage,
  importResultId,
  importUndoRequest,
  newProductDoc,
  newProductInput,
  parseSearch,
  paths,
  productIndexFields,
  readImportRow,
  storagePaths,
  type ImportCells,
  type ImportRow,
  type ProductInput,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { CARD_TEXTS, sheetRows, uploadImport } from './upload.js';

/** The import function's domain code against the real Firestore emulator (own project id). */
const { db } = useAdminFirestore('demo-qr-reviews-imports');
const OWNER = 'seller-owner';
const OTHER = 'seller-other';

const AMAZON = 'https://www.amazon.de/dp/B07PGL2ZSL';
const EMAG = 'https://www.emag.ro/tocator-bambus/pd/DQ5B1FMBM/';

/** A file with aliases' worth of fields: 3 good rows, 2 bad ones. */
const FILE: ImportCells[] = [
  { title: 'Bamboo board', sku: 'BB-1', amazonUrl: AMAZON, minRating: '5' },
  { title: 'Olive bowl', sku: 'OB-1', emagUrl: EMAG, complianceMode: 'no' },
  { title: 'Bread knife', asin: 'B000000001', amazonMarketplace: 'amazon.co.uk' },
  { title: '', minRating: '4' },
  { title: 'Broken', sku: 'BR-1', amazonUrl: 'http://amazon.de/dp/B07PGL2ZSL', minRating: '9' },
];

async function productsOf(ownerId: string) {
  const snapshot = await db.collection(paths.products()).where('ownerId', '==', ownerId).get();
  return snapshot.docs;
}

async function resultsOf(jobId: string) {
  const snapshot = await db
    .collection(paths.importResults(jobId))
    .withConverter(converters.importResult)
    .orderBy('row')
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

async function productCount(ownerId: string) {
  return (await db.doc(paths.seller(ownerId)).get()).get(PRODUCT_COUNT_FIELD) as number | undefined;
}

async function seedProduct(
  db: Firestore,
  id: string,
  ownerId: string,
  input: Partial<ProductInput>,
) {
  await db
    .doc(paths.product(id))
    .set(newProductDoc({ ...newProductInput(), ...input }, ownerId, FieldValue.serverTimestamp()));
  // As the processProductWrite trigger would: list fields and the count.
  await indexProduct(db, id);
}

/** productSearch/{id} as stored. */
const searchOf = (id: string) => db.doc(paths.productSearch(id)).get();

/** Each product's search document holds what the index computes from it; the product no keys. */
async function expectSearchDocuments(products: { id: string; data(): Record<string, unknown> }[]) {
  for (const product of products) {
    const data = product.data();
    expect((data.derived as Record<string, unknown>).search).toBeUndefined();
    const fields = productIndexFields(product.id, data.ownerId as string, data as ProductInput);
    expect((await searchOf(product.id)).data()).toEqual(fields.search);
  }
}

async function requestUndo(jobId: string) {
  await db.doc(paths.importJob(jobId)).update(importUndoRequest(FieldValue.serverTimestamp()));
}

async function job(jobId: string) {
  return (await db.doc(paths.importJob(jobId)).get()).data()!;
}

describe('runImportJob', () => {
  it('creates the good rows, rejects the bad ones with their reasons, and says so per row', async () => {
    const jobId = await uploadImport(db, OWNER, sheetRows(FILE));
    const summary = await runImportJob(db, jobId);
    expect(summary).toMatchObject({
      status: 'done',
      created: 3,
      updated: 0,
      unchanged: 0,
      rejected: 2,
    });

    expect(await job(jobId)).toMatchObject({
      status: 'done',
      processedRows: 5,
      created: 3,
      updated: 0,
      unchanged: 0,
      rejected: 2,
    });
    const products = await productsOf(OWNER);
    expect(products.map((p): unknown => p.get('title')).sort()).toEqual([
      'Bamboo board',
      'Bread knife',
      'Olive bowl',
    ]);
    const board = products.find((p) => p.get('sku') === 'BB-1')!;
    expect(board.data()).toMatchObject({
      ownerId: OWNER,
      links: { amazon: AMAZON, emag: '', shopify: '' },
      minRating: 5,
      complianceMode: true,
      card: { ...DEFAULT_CARD_DESIGN, ...CARD_TEXTS },
      stats: { reviewCount: 0 },
      inProductCount: true,
    });
    const knife = products.find((p) => p.get('title') === 'Bread knife')!;
    expect(knife.get('links.amazon')).toBe('https://www.amazon.co.uk/dp/B000000001');
    // The list fields and search documents are the trigger's exactly: it finds nothing to write.
    await expectSearchDocuments(products);
    expect((await searchOf(board.id)).data()).toMatchObject({
      ownerId: OWNER,
      title: 'Bamboo board',
      sku: 'BB-1',
      derived: { search: { bamboo: true, bb1: true, b07pgl2zsl: true }, hasAmazon: true },
    });
    expect((await db.collection(COLLECTIONS.productSearch).count().get()).data().count).toBe(3);
    for (const product of products) expect(await indexProduct(db, product.id)).toBe('unchanged');
    expect(await productCount(OWNER)).toBe(3);
    // The review page works at once: the mirrors are written with the products.
    const mirror = await db.doc(paths.publicProduct(board.id)).get();
    expect(mirror.data()).toMatchObject({ title: 'Bamboo board', minRating: 5 });

    const results = await resultsOf(jobId);
    expect(results.map((r) => [r.row, r.action])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'created'],
      [5, 'rejected'],
      [6, 'rejected'],
    ]);
    expect(results[0]!.productId).toBe(board.id);
    expect(results[3]).toMatchObject({
      issues: [
        { field: 'sku', code: ImportIssueCode.keyRequired },
        { field: 'title', code: ValidationMessage.titleRequired },
      ],
      cells: { title: '', minRating: '4' },
    });
    expect(results[4]!.issues).toEqual([
      { field: 'minRating', code: ValidationMessage.minRatingRange },
      { field: 'amazonUrl', code: ValidationMessage.urlNotHttps },
    ]);
  });

  it('imports the same file again without creating anything, and updates what changed', async () => {
    await runImportJob(db, await uploadImport(db, OWNER, sheetRows(FILE)));
    const again = await runImportJob(db, await uploadImport(db, OWNER, sheetRows(FILE)));
    expect(again).toMatchObject({
      status: 'done',
      created: 0,
      updated: 0,
      unchanged: 3,
      rejected: 2,
    });
    expect(await productsOf(OWNER)).toHaveLength(3);
    expect(await productCount(OWNER)).toBe(3);
    const searchesWritten = new Map(
      await Promise.all(
        (await productsOf(OWNER)).map(
          async (p) => [p.id, (await searchOf(p.id)).updateTime?.toMillis()] as const,
        ),
      ),
    );

    const edited = FILE.map((row) =>
      row.sku === 'BB-1' ? { ...row, title: 'Bamboo board XL' } : row,
    );
    const third = await runImportJob(db, await uploadImport(db, OWNER, sheetRows(edited)));
    expect(third).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const board = (await productsOf(OWNER)).find((p) => p.get('sku') === 'BB-1')!;
    expect(board.get('title')).toBe('Bamboo board XL');
    expect(board.get('derived.titleKey')).toBe('bamboo board xl');
    expect((await db.doc(paths.publicProduct(board.id)).get()).get('title')).toBe(
      'Bamboo board XL',
    );
    // The updated row's search document is rewritten with it; the unchanged rows' are not.
    await expectSearchDocuments(await productsOf(OWNER));
    expect((await searchOf(board.id)).get('title')).toBe('Bamboo board XL');
    for (const product of await productsOf(OWNER)) {
      const written = (await searchOf(product.id)).updateTime?.toMillis();
      if (product.id === board.id) expect(written).not.toBe(searchesWritten.get(product.id));
      else expect(written).toBe(searchesWritten.get(product.id));
    }
    expect(await indexProduct(db, board.id)).toBe('unchanged');
  });

  it('matches by SKU, then by link, and never touches another seller’s product with the same SKU', async () => {
    await seedProduct(db, 'mine', OWNER, { title: 'Old title', sku: 'SKU-1' });
    await seedProduct(db, 'no-sku', OWNER, {
      title: 'Bowl',
      links: { amazon: '', emag: EMAG, shopify: '' },
    });
    await seedProduct(db, 'theirs', OTHER, { title: 'Theirs', sku: 'SKU-2' });
    const jobId = await uploadImport(
      db,
      OWNER,
      sheetRows([
        { sku: 'sku-1', title: 'New title' },
        { sku: 'BOWL-1', emagUrl: 'https://emag.ro/other-words/pd/dq5b1fmbm?ref=x' },
        { sku: 'SKU-2', title: 'Mine now' },
      ]),
    );
    expect(await runImportJob(db, jobId)).toMatchObject({ created: 1, updated: 2 });
    expect((await db.doc(paths.product('mine')).get()).data()).toMatchObject({
      title: 'New title',
      sku: 'SKU-1',
    });
    expect((await db.doc(paths.product('no-sku')).get()).data()).toMatchObject({
      title: 'Bowl',
      sku: 'BOWL-1',
      links: { emag: 'https://emag.ro/other-words/pd/dq5b1fmbm?ref=x' },
    });
    expect((await db.doc(paths.product('theirs')).get()).data()).toMatchObject({
      title: 'Theirs',
      ownerId: OTHER,
    });
    // Updated rows' search documents follow their products.
    expect((await searchOf('mine')).data()).toMatchObject({ title: 'New title', ownerId: OWNER });
    expect((await searchOf('no-sku')).get('derived.search.bowl1')).toBe(true);
    expect((await searchOf('theirs')).data()).toMatchObject({ title: 'Theirs', ownerId: OTHER });
    await expectSearchDocuments(await productsOf(OWNER));
    expect((await productsOf(OWNER)).map((p): unknown => p.get('title'))).toContain('Mine now');
    const results = await resultsOf(jobId);
    expect(results[0]).toMatchObject({
      action: 'updated',
      productId: 'mine',
      before: { title: 'Old title' },
      after: { title: 'New title' },
    });
  });

  it('titles a product its row names nowhere by its code, marked, until a file or the seller names it', async () => {
    const first = await uploadImport(
      db,
      OWNER,
      sheetRows([
        { sku: 'BCB-45 (L)', emagUrl: 'https://www.emag.ro/preview/pd/DQ5B1FMBM/' },
        { sku: 'MUG-1', title: 'Stoneware mug' },
      ]),
    );
    expect(await runImportJob(db, first)).toMatchObject({ created: 2, rejected: 0 });
    const board = (await productsOf(OWNER)).find((p) => p.get('sku') === 'BCB-45 (L)')!;
    expect(board.data()).toMatchObject({ title: 'eMAG DQ5B1FMBM', needsTitle: true });
    expect(
      (await productsOf(OWNER)).find((p) => p.get('sku') === 'MUG-1')!.data(),
    ).not.toHaveProperty('needsTitle');
    // The product is written whole: the trigger finds nothing to add.
    expect(await indexProduct(db, board.id)).toBe('unchanged');

    // A later file that names it replaces the made-up title, though titles are kept by default.
    const named = await uploadImport(
      db,
      OWNER,
      sheetRows([{ sku: 'bcb-45 (l)', title: 'Bamboo cutting board 45 x 30 cm' }]),
      { titles: 'keep' },
    );
    expect(await runImportJob(db, named)).toMatchObject({ updated: 1 });
    const renamed = await db.doc(paths.product(board.id)).get();
    expect(renamed.get('title')).toBe('Bamboo cutting board 45 x 30 cm');
    expect(renamed.data()).not.toHaveProperty('needsTitle');
    expect((await db.doc(paths.publicProduct(board.id)).get()).get('title')).toBe(
      'Bamboo cutting board 45 x 30 cm',
    );
    expect((await resultsOf(named))[0]).toMatchObject({
      before: { title: 'eMAG DQ5B1FMBM', needsTitle: true },
      after: { title: 'Bamboo cutting board 45 x 30 cm', needsTitle: null },
    });

    // Undo puts the code title and its mark back.
    await requestUndo(named);
    expect(await undoImportJob(db, named)).toMatchObject({ status: 'undone', restored: 1 });
    expect((await db.doc(paths.product(board.id)).get()).data()).toMatchObject({
      title: 'eMAG DQ5B1FMBM',
      needsTitle: true,
    });
  });

  it('keeps every SKU of a product: a later file with a variant’s SKU finds it, and so does search', async () => {
    // More products than rows: the import looks them up by key, not by reading the catalogue.
    for (let i = 0; i < 4; i++) {
      await seedProduct(db, `filler${i}`, OWNER, { title: `Filler ${i}`, sku: `F-${i}` });
    }
    // A Shopify export's product with three sizes, folded into one row (import-sources.ts).
    const shopify = await uploadImport(db, OWNER, [
      {
        row: 2,
        cells: {
          title: 'Organic T-shirt',
          sku: 'TSHIRT-S',
          shopifyUrl: 'https://shop.example.com/products/organic-tshirt',
        },
        variantSkus: ['TSHIRT-M', 'tshirt (l)'],
      },
    ]);
    expect(await runImportJob(db, shopify)).toMatchObject({ created: 1 });
    const [tshirt] = (await productsOf(OWNER)).filter((p) => p.get('sku') === 'TSHIRT-S');
    expect(tshirt!.get('variantSkus')).toEqual(['TSHIRT-M', 'tshirt (l)']);
    expect(tshirt!.get('derived.variantSkuKeys')).toEqual(['TSHIRT-M', 'TSHIRT (L)']);

    // eMAG lists each size as an offer of its own: the M offer's part_number is a variant's SKU.
    const emagRow = readImportRow(2, {
      sku: 'tshirt-m',
      title: 'Tricou organic, mărimea M',
      emagUrl: 'https://www.emag.ro/preview/pd/DTSHIRTM1/',
    });
    const lookup = await lookupImportProducts(db, OWNER, [emagRow]);
    expect(lookup.strategy).toBe('keys');
    expect([...lookup.products.keys()]).toEqual([tshirt!.id]);
    const emag = await uploadImport(db, OWNER, sheetRows([emagRow.cells]), { titles: 'keep' });
    expect(await runImportJob(db, emag)).toMatchObject({ created: 0, updated: 1 });
    const after = await db.doc(paths.product(tshirt!.id)).get();
    expect(after.data()).toMatchObject({
      title: 'Organic T-shirt',
      sku: 'TSHIRT-S',
      links: { emag: 'https://www.emag.ro/preview/pd/DTSHIRTM1/' },
    });
    expect(await productsOf(OWNER)).toHaveLength(5);

    // Search finds the product by any size's SKU: the server's keys are in its search document.
    const search = (await searchOf(tshirt!.id)).data()!;
    expect(search.variantSkus).toEqual(['TSHIRT-M', 'tshirt (l)']);
    for (const query of ['TSHIRT-M', 'tshirt (L)', 'tshirtl']) {
      let found = db.collection(COLLECTIONS.productSearch).where('ownerId', '==', OWNER);
      for (const key of parseSearch(query).serverKeys) {
        found = found.where(new FieldPath('derived', 'search', key), '==', true);
      }
      expect((await found.get()).docs.map((doc) => doc.id)).toEqual([tshirt!.id]);
    }
  });

  it('rejects rows that repeat an earlier row, or match several products', async () => {
    await seedProduct(db, 'a', OWNER, { title: 'A', sku: 'TWIN' });
    await seedProduct(db, 'b', OWNER, { title: 'B', sku: 'twin' });
    const jobId = await uploadImport(
      db,
      OWNER,
      sheetRows([
        { sku: 'ONE', title: 'One' },
        { sku: 'one', title: 'One again' },
        { sku: 'TWIN', title: 'Which?' },
        { title: 'No key at all' },
      ]),
    );
    expect(await runImportJob(db, jobId)).toMatchObject({ created: 1, rejected: 3 });
    const results = await resultsOf(jobId);
    expect(results.slice(1).map((r) => r.issues)).toEqual([
      [{ field: 'sku', code: ImportIssueCode.duplicateInFile, row: 2 }],
      [{ field: 'sku', code: ImportIssueCode.skuAmbiguous }],
      [{ field: 'sku', code: ImportIssueCode.keyRequired }],
    ]);
  });

  it('applies a template by name, only the seller’s own', async () => {
    const template = {
      name: 'Spring sale',
      card: { ...DEFAULT_CARD_DESIGN, accentColor: '#2e7d32', headline: 'Mulțumim!' },
      qrStyle: { foreground: '#1b5e20', background: '#ffffff', errorCorrection: 'Q' },
      logoPath: storagePaths.logo(OWNER, 'logo.png'),
      language: 'ro',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    await db.doc(paths.template('t-mine')).set({ ...template, ownerId: OWNER });
    await db.doc(paths.template('t-theirs')).set({ ...template, name: 'Theirs', ownerId: OTHER });
    const jobId = await uploadImport(
      db,
      OWNER,
      sheetRows([
        { sku: 'T-1', title: 'Themed', templateName: 'spring SALE' },
        { sku: 'T-2', title: 'Not mine', templateName: 'Theirs' },
      ]),
    );
    expect(await runImportJob(db, jobId)).toMatchObject({ created: 1, rejected: 1 });
    const [themed] = await productsOf(OWNER);
    expect(themed!.data()).toMatchObject({
      card: template.card,
      qrStyle: template.qrStyle,
      appliedTemplate: { id: 't-mine', name: 'Spring sale', language: 'ro' },
      derived: { templateId: 't-mine' },
    });
    expect((await resultsOf(jobId))[1]!.issues).toEqual([
      { field: 'templateName', code: ImportIssueCode.templateNotFound },
    ]);
  });

  it('continues after a failed slice without writing a row twice, and a task delivered twice at once writes it once', async () => {
    const rows = sheetRows(
      Array.from({ length: IMPORT_CHUNK_MAX_ROWS + 120 }, (_, i) => ({
        title: `Product ${i}`,
        sku: `P-${i}`,
      })),
    );
    const jobId = await uploadImport(db, OWNER, rows);
    await expect(
      runImportJob(db, jobId, {
        // Rows of 5 writes each (product, mirror, search document, result, SKU key): 60 a commit.
        sliceRows: 60,
        onProgress: (processed) => {
          if (processed >= 300) throw new Error('the instance stopped');
        },
      }),
    ).rejects.toThrow('the instance stopped');
    expect(await job(jobId)).toMatchObject({ status: 'running', processedRows: 300, created: 300 });

    // The retried task, delivered twice at the same time: one claims the job, the other finds
    // it busy (Cloud Tasks would retry it later) or its slice already checkpointed.
    await Promise.all([
      runImportJob(db, jobId, { sliceRows: 100 }),
      runImportJob(db, jobId, { sliceRows: 100 }),
    ]);
    expect(await job(jobId)).toMatchObject({
      status: 'done',
      processedRows: rows.length,
      created: rows.length,
    });
    expect(await productsOf(OWNER)).toHaveLength(rows.length);
    expect(await productCount(OWNER)).toBe(rows.length);
    expect((await db.collection(paths.importResults(jobId)).count().get()).data().count).toBe(
      rows.length,
    );
    // A finished job is left alone.
    expect((await runImportJob(db, jobId)).outcomes).toEqual(['ended']);
  });

  it('writes a file of more than ten commits in one task, so its products are looked up once', async () => {
    // Before, a task wrote 10 commits and the next looked the rest up by key against a
    // catalogue the import itself had grown (docs/benchmarks/imports.md).
    const rows = sheetRows(
      Array.from({ length: 10 * IMPORT_SLICE_ROWS + 1 }, (_, i) => ({
        title: `Board ${i}`,
        sku: `BD-${i}`,
      })),
    );
    const ran = await runImportJob(db, await uploadImport(db, OWNER, rows));
    expect(ran).toMatchObject({ status: 'done', processedRows: rows.length, created: rows.length });
    expect(ran.outcomes).toEqual(['done']);
    expect(await productCount(OWNER)).toBe(rows.length);
  });

  it('hands the rest to the next task when its time is up; later tasks find what earlier ones created, and a stop mid-way resumes exactly', async () => {
    const amazon = 'https://www.amazon.de/dp/B000000042';
    const rows: ImportRow[] = [
      { row: 2, cells: { title: 'T-shirt', sku: 'TEE-S' }, variantSkus: ['TEE-M'] },
      ...sheetRows(
        Array.from({ length: 4 }, (_, i) => ({ title: `Mug ${i}`, sku: `MUG-${i}` })),
      ).map((row) => ({ ...row, row: row.row + 1 })),
      // In a later task: the first row's product, found by its variant's SKU.
      { row: 7, cells: { title: 'T-shirt, size M', sku: 'TEE-M', amazonUrl: amazon } },
      { row: 8, cells: { title: 'Bowl', sku: 'BOWL-1' } },
    ];
    const jobId = await uploadImport(db, OWNER, rows);
    // Out of time after every commit of 2 rows; the instance stops after the second commit.
    const options = { sliceRows: 2, taskMs: 0 };
    await expect(
      runImportJob(db, jobId, {
        ...options,
        onProgress: (processed) => {
          if (processed >= 4) throw new Error('the instance stopped');
        },
      }),
    ).rejects.toThrow('the instance stopped');
    expect(await job(jobId)).toMatchObject({ status: 'running', processedRows: 4, created: 4 });

    const resumed = await runImportJob(db, jobId, options);
    // Slice 0's task again (already checkpointed: it queues slice 1), then one commit a task.
    expect(resumed.outcomes).toEqual(['replayed', 'continued', 'done']);
    expect(resumed).toMatchObject({
      status: 'done',
      processedRows: 7,
      created: 6,
      updated: 1,
      unchanged: 0,
      rejected: 0,
    });
    const products = await productsOf(OWNER);
    expect(products).toHaveLength(6);
    expect(await productCount(OWNER)).toBe(6);
    const shirt = products.find((p) => p.get('sku') === 'TEE-S')!;
    expect(shirt.get('links.amazon')).toBe(amazon);
    expect((await resultsOf(jobId)).map((r) => [r.row, r.action])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'created'],
      [5, 'created'],
      [6, 'created'],
      [7, 'updated'],
      [8, 'created'],
    ]);
    for (const product of products) {
      const mirror = await db.doc(paths.publicProduct(product.id)).get();
      expect(mirror.get('title')).toBe(product.get('title'));
    }
    await expectSearchDocuments(products);
  });

  it('counts once when the confirm is delivered twice at the same time', async () => {
    const rows = sheetRows(
      Array.from({ length: 200 }, (_, i) => ({ title: `T ${i}`, sku: `T-${i}` })),
    );
    const jobId = await uploadImport(db, OWNER, rows);
    await Promise.all([
      runImportJob(db, jobId, { sliceRows: 50 }),
      runImportJob(db, jobId, { sliceRows: 50 }),
    ]);
    expect(await job(jobId)).toMatchObject({ status: 'done', processedRows: 200, created: 200 });
    expect(await productsOf(OWNER)).toHaveLength(200);
    expect(await productCount(OWNER)).toBe(200);
  });

  it('fails an upload that is incomplete or forged, and rejects rows it cannot read', async () => {
    const incomplete = db.collection(paths.importJobs()).doc();
    await incomplete.set({
      ownerId: OWNER,
      status: 'queued',
      fileName: 'x.csv',
      rowCount: 2,
      chunkCount: 2,
      cardTexts: CARD_TEXTS,
      createdAt: FieldValue.serverTimestamp(),
    });
    await db.doc(paths.importChunk(incomplete.id, 0)).set({
      ownerId: OWNER,
      index: 0,
      rows: [{ row: 2, cells: { title: 'A', sku: 'A' } }],
    });
    expect(await runImportJob(db, incomplete.id)).toMatchObject({
      status: 'failed',
      error: 'incompleteUpload',
    });

    const forged = await uploadImport(db, OWNER, [
      { row: 2, cells: { title: 'Fine', sku: 'F-1' } },
      // Cells the schema does not know (server-only fields) and a row that is no row.
      { row: 3, cells: { title: 'Sneaky', sku: 'S-1', ownerId: OTHER, stats: 1 } as ImportCells },
      { row: 4, cells: 'not cells' as unknown as ImportCells },
    ]);
    expect(await runImportJob(db, forged)).toMatchObject({ created: 1, rejected: 2 });
    expect((await resultsOf(forged)).slice(1).map((r) => r.issues)).toEqual([
      [{ field: null, code: ImportIssueCode.rowInvalid }],
      [{ field: null, code: ImportIssueCode.rowInvalid }],
    ]);
    expect((await productsOf(OTHER)).length).toBe(0);

    const disordered = await uploadImport(db, OWNER, [
      { row: 5, cells: { title: 'B', sku: 'B' } },
      { row: 3, cells: { title: 'C', sku: 'C' } },
    ]);
    expect(await runImportJob(db, disordered)).toMatchObject({
      status: 'failed',
      error: 'incompleteUpload',
    });
  });
});

describe('lookupImportProducts', () => {
  const rows = [
    readImportRow(2, { sku: 'k-1' }),
    readImportRow(3, { amazonUrl: `${AMAZON}?tag=x` }),
    readImportRow(4, { emagUrl: 'https://m.emag.ro/x/pd/DQ5B1FMBM' }),
  ];

  it('reads nothing for a seller without products', async () => {
    await seedProduct(db, 'theirs', OTHER, { title: 'Theirs', sku: 'K-1' });
    expect(await lookupImportProducts(db, OWNER, rows)).toMatchObject({ strategy: 'none' });
  });

  it('reads a catalogue no larger than the file whole, a larger one by key, the seller’s only', async () => {
    await seedProduct(db, 'by-sku', OWNER, { title: 'A', sku: 'K-1' });
    await seedProduct(db, 'by-link', OWNER, {
      title: 'B',
      links: { amazon: AMAZON, emag: '', shopify: '' },
    });
    await seedProduct(db, 'theirs', OTHER, { title: 'Theirs', sku: 'K-1' });
    const small = await lookupImportProducts(db, OWNER, rows);
    expect(small.strategy).toBe('catalogue');
    expect(small.index.bySku('K-1').map((p) => p.id)).toEqual(['by-sku']);

    for (const id of ['x1', 'x2']) await seedProduct(db, id, OWNER, { title: id, sku: id });
    await seedProduct(db, 'by-emag', OWNER, {
      title: 'C',
      links: { amazon: '', emag: EMAG, shopify: '' },
    });
    const large = await lookupImportProducts(db, OWNER, rows);
    expect(large.strategy).toBe('keys');
    expect(large.index.size).toBe(3);
    expect(large.index.bySku('K-1').map((p) => p.id)).toEqual(['by-sku']);
    expect(large.index.byLinks(rows[1]!.linkKeys).map((p) => p.id)).toEqual(['by-link']);
    expect(large.index.byLinks(rows[2]!.linkKeys).map((p) => p.id)).toEqual(['by-emag']);
    expect(large.products.get('by-sku')?.updateTime).toBeDefined();
  });
});

describe('undoImportJob', () => {
  it('deletes what the import created and restores what it updated, unless changed since', async () => {
    await seedProduct(db, 'updated', OWNER, { title: 'Before', sku: 'U-1', minRating: 2 });
    await seedProduct(db, 'edited', OWNER, { title: 'Before too', sku: 'U-2' });
    const jobId = await uploadImport(
      db,
      OWNER,
      sheetRows([
        { sku: 'U-1', title: 'After', minRating: '5' },
        { sku: 'U-2', title: 'After too' },
        { sku: 'C-1', title: 'Created' },
        { sku: 'C-2', title: 'Created, then reviewed' },
        { sku: 'C-3', title: 'Created, then edited' },
        { sku: 'C-4', title: 'Created, then deleted' },
      ]),
    );
    await runImportJob(db, jobId);
    expect(await productCount(OWNER)).toBe(6);
    const ids = Object.fromEntries(
      (await resultsOf(jobId)).map((r) => [r.row, r.productId as string]),
    );
    // What the seller and the customers did after the import.
    // (A seller's save always sets updatedAt: firestore.rules require it; a review does not.)
    const now = FieldValue.serverTimestamp();
    await db.doc(paths.product('edited')).update({ title: 'Seller’s own title', updatedAt: now });
    await db.doc(paths.product(ids[5]!)).update({ 'stats.reviewCount': 1 });
    await db.doc(paths.product(ids[6]!)).update({ minRating: 1, updatedAt: now });
    await db.doc(paths.product(ids[7]!)).delete();

    await requestUndo(jobId);
    expect(await undoImportJob(db, jobId)).toMatchObject({
      status: 'undone',
      deleted: 1,
      restored: 1,
      skipped: 4,
    });
    expect((await db.doc(paths.product('updated')).get()).data()).toMatchObject({
      title: 'Before',
      minRating: 2,
      derived: { titleKey: 'before' },
    });
    expect((await db.doc(paths.publicProduct('updated')).get()).get('title')).toBe('Before');
    expect((await searchOf('updated')).get('title')).toBe('Before');
    expect((await searchOf('updated')).get('derived.search.after')).toBeUndefined();
    expect(await indexProduct(db, 'updated')).toBe('unchanged');
    expect((await db.doc(paths.product('edited')).get()).get('title')).toBe('Seller’s own title');
    const created = await db.doc(paths.product(ids[4]!)).get();
    expect(created.exists).toBe(false);
    const tombstone = await db.doc(paths.deletedProduct(ids[4]!)).get();
    expect(tombstone.data()).toMatchObject({ ownerId: OWNER, [REMOVED_FROM_PRODUCT_COUNT]: true });
    expect((await db.doc(paths.product(ids[5]!)).get()).exists).toBe(true);
    expect((await db.doc(paths.product(ids[6]!)).get()).exists).toBe(true);
    // 6 counted − 1 deleted by undo (the Admin-SDK delete of row 7 had no trigger here).
    expect(await productCount(OWNER)).toBe(5);

    expect((await resultsOf(jobId)).map((r) => r.undo)).toEqual([
      'restored',
      'changedSince',
      'deleted',
      'hasReviews',
      'changedSince',
      'missing',
    ]);
    expect(await job(jobId)).toMatchObject({
      status: 'undone',
      undoProcessed: 6,
      undoDeleted: 1,
      undoRestored: 1,
      undoSkipped: 4,
    });
    // Asked again: nothing more happens.
    expect((await undoImportJob(db, jobId)).outcomes).toEqual(['ended']);
  });

  it('re-importing after an undo creates the products again, under new ids', async () => {
    const first = await uploadImport(db, OWNER, sheetRows(FILE));
    await runImportJob(db, first);
    const before = (await productsOf(OWNER)).map((p) => p.id);
    await requestUndo(first);
    await undoImportJob(db, first);
    expect(await productsOf(OWNER)).toHaveLength(0);
    const again = await runImportJob(db, await uploadImport(db, OWNER, sheetRows(FILE)));
    expect(again.created).toBe(3);
    const after = (await productsOf(OWNER)).map((p) => p.id);
    expect(after.some((id) => before.includes(id))).toBe(false);
    expect(
      (await db.collection(COLLECTIONS.deletedProducts).where('ownerId', '==', OWNER).get()).size,
    ).toBe(3);
  });

  it('settles a delete that committed before the run stopped, once', async () => {
    const jobId = await uploadImport(db, OWNER, sheetRows([{ sku: 'X', title: 'X' }]));
    await runImportJob(db, jobId);
    const resultRef = db.doc(paths.importResult(jobId, importResultId(2)));
    const productId = (await resultRef.get()).get('productId') as string;
    // The state a crash between the delete and its bookkeeping leaves.
    await requestUndo(jobId);
    await db.doc(paths.importJob(jobId)).update({
      status: 'undoing',
      undoProcessed: 0,
      undoDeleted: 0,
      undoRestored: 0,
      undoSkipped: 0,
    });
    await resultRef.update({ undo: 'pending' });
    await db.doc(paths.product(productId)).delete();
    expect(await undoImportJob(db, jobId)).toMatchObject({ deleted: 1, skipped: 0 });
    expect((await resultRef.get()).get('undo')).toBe('deleted');
  });
});
