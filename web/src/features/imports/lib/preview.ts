import {
  findDuplicateRows,
  ImportProductIndex,
  importLookupKeys,
  importTemplateIndex,
  planImportRow,
  readImportRow,
  type ImportAction,
  type ImportCardTexts,
  type ImportIssue,
  type ImportRow,
  type ImportTemplate,
  type ImportTitleMode,
  type IndexedProduct,
  type ReadImportRow,
} from '@shared';

/** What confirming would do: counts, and every rejected row with its reasons. */
export interface ImportPreview {
  counts: Record<ImportAction, number>;
  rejected: { row: number; issues: ImportIssue[] }[];
  /** Rows imported as new products titled by their code (codeTitle), marked as needing a title. */
  untitled: { row: number; title: string }[];
}

/** The rows read (import-rows.ts) and what to look up for them. */
export function prepareRows(rows: readonly ImportRow[]) {
  const reads = rows.map((row) => readImportRow(row.row, row.cells, row.variantSkus));
  return { reads, keys: importLookupKeys(reads) };
}

/**
 * Plans every row with the function's own planner (import-plan.ts), in file order, against the
 * seller's products the lookups found: the counts the import will report, unless the products
 * change in between.
 */
export function planPreview(
  reads: readonly ReadImportRow[],
  products: readonly IndexedProduct[],
  templates: readonly ImportTemplate[],
  cardTexts: ImportCardTexts,
  /** The seller's choice for titles of products already there, as the job will get it. */
  titles: ImportTitleMode = 'keep',
): ImportPreview {
  const index = new ImportProductIndex();
  for (const product of products) index.add(product);
  const context = {
    index,
    templates: importTemplateIndex(templates),
    cardTexts,
    duplicates: findDuplicateRows(reads),
    titles,
    // Preview ids never reach Firestore; they only tell planned products apart.
    newProductId: (row: number) => `preview-${row}`,
  };
  const preview: ImportPreview = {
    counts: { created: 0, updated: 0, unchanged: 0, rejected: 0 },
    rejected: [],
    untitled: [],
  };
  for (const read of reads) {
    const plan = planImportRow(read, context);
    preview.counts[plan.action] += 1;
    if (plan.action === 'rejected') preview.rejected.push({ row: plan.row, issues: plan.issues });
    if (plan.action === 'created' && plan.needsTitle) {
      preview.untitled.push({ row: plan.row, title: plan.input.title });
    }
  }
  return preview;
}
