import * as v from 'valibot';
import { URL_MAX_LENGTH } from '../constants.js';
import { isOneOf, recordOf } from '../narrow.js';
import { StoredCount, StoredTime } from '../stored-doc.js';
import { ValidationMessage, type ValidationMessageKey } from '../validation-messages.js';
import { CARD_TEXT_MAX_LENGTH } from './product.js';

/**
 * Product imports (docs/decisions.md, "Imports"). The seller's browser parses the file, maps its columns to
 * IMPORT_FIELDS and previews every row; on confirm it creates importJobs/{id} ('uploading'),
 * writes the mapped rows into chunks (importJobs/{id}/chunks/{index}) and sets the job 'queued'.
 * The runImportJob function then validates every row again, upserts products (import-plan.ts),
 * writes one result per row (importJobs/{id}/results/{row}) and keeps progress on the job.
 * docs/data-model.md describes every field; firestore.rules repeats the limits below.
 */

/** Limits stated on the screen (firestore.rules repeats IMPORT_MAX_ROWS). */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Rows per chunk document (firestore.rules repeats it). */
export const IMPORT_CHUNK_MAX_ROWS = 500;
/**
 * A cell is stored cut to this many characters: one more than the longest value any field
 * accepts (a 2,048-character link), so a longer cell still fails its field's "too long" check.
 */
export const IMPORT_CELL_MAX_LENGTH = URL_MAX_LENGTH + 1;
export const IMPORT_FILE_NAME_MAX_LENGTH = 255;

const HOUR_MS = 3_600_000;
/**
 * Lifetimes (docs/decisions.md, "Lifetimes"). An upload the seller never confirmed, or a queued
 * job nothing ran, is deleted with its chunks this long after it was created: the browser stamps
 * `expiresAt` on the job and its chunks, the rules accept it up to IMPORT_UPLOAD_EXPIRY_MAX_MS
 * after the server's time (clocks drift), a TTL policy deletes them in production and the
 * lifetime sweep (functions/src/lifetimes) everywhere.
 */
export const IMPORT_UPLOAD_LIFETIME_MS = 24 * HOUR_MS;
export const IMPORT_UPLOAD_EXPIRY_MAX_MS = 48 * HOUR_MS;
/**
 * A running job's expiry: beyond the 7 days Cloud Functions retries its event, so only a run that
 * can never finish reaches it. Finishing sets the finished job's own expiry.
 */
export const IMPORT_RUNNING_LIFETIME_MS = 8 * 24 * HOUR_MS;
/**
 * A result's expiry, set when it is written: longer than any job can live (running, 30 days to
 * undo, 30 days after the undo), so TTL only ever deletes results whose job is gone. The sweep
 * deletes a job's results together with the job.
 */
export const IMPORT_RESULT_LIFETIME_MS = 70 * 24 * HOUR_MS;

/** When an upload created at `nowMs` (the browser's clock) expires. */
export function importUploadExpiry(nowMs: number): Date {
  return new Date(nowMs + IMPORT_UPLOAD_LIFETIME_MS);
}

/** What a column can be mapped to. Unmapped columns are ignored. */
export const IMPORT_FIELDS = [
  'title',
  'sku',
  'variantSkus',
  'amazonUrl',
  'asin',
  'amazonMarketplace',
  'emagUrl',
  'shopifyUrl',
  'minRating',
  'complianceMode',
  'templateName',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The mapped cells of one row: only mapped fields, as trimmed text ('' = empty cell). */
export type ImportCells = Partial<Record<ImportField, string>>;

const Cell = v.pipe(v.string(), v.maxLength(IMPORT_CELL_MAX_LENGTH));

/** A product row folded from a marketplace's variant rows keeps at most this many variant SKUs. */
export const IMPORT_VARIANT_SKUS_MAX = 100;

/**
 * One product as the browser uploads it: its (first) row number as the spreadsheet shows it, its
 * mapped cells and, for a product folded from variant rows (import-sources.ts), the variants'
 * other SKUs, by any of which it matches a product already there.
 */
export const ImportRow = v.strictObject({
  row: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000)),
  cells: v.strictObject(recordOf(IMPORT_FIELDS, () => v.optional(Cell))),
  variantSkus: v.optional(v.pipe(v.array(Cell), v.maxLength(IMPORT_VARIANT_SKUS_MAX))),
});
export type ImportRow = v.InferOutput<typeof ImportRow>;

/** importJobs/{id}/chunks/{index} (document id = String(index)), written once by the browser. */
export const ImportChunkDoc = v.object({
  ownerId: v.string(),
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Checked row by row by the function: a malformed row is rejected, not the whole chunk. */
  rows: v.pipe(v.array(v.unknown()), v.minLength(1), v.maxLength(IMPORT_CHUNK_MAX_ROWS)),
  /** Functions only: rows of this chunk already worked (a retried run continues after them). */
  processedRows: v.optional(StoredCount),
  /** The job's upload expiry (IMPORT_UPLOAD_LIFETIME_MS); the run deletes chunks when it ends. */
  expiresAt: v.optional(StoredTime),
});
export type ImportChunkDoc = v.InferOutput<typeof ImportChunkDoc>;

/**
 * The card texts a product created by the import starts with: the translated defaults of the
 * page's language, exactly what the edit screen gives a new product.
 */
export const ImportCardTexts = v.strictObject({
  headline: v.pipe(v.string(), v.maxLength(CARD_TEXT_MAX_LENGTH)),
  callToAction: v.pipe(v.string(), v.maxLength(CARD_TEXT_MAX_LENGTH)),
});
export type ImportCardTexts = v.InferOutput<typeof ImportCardTexts>;

export const IMPORT_TITLE_MODES = ['keep', 'overwrite'] as const;
export type ImportTitleMode = (typeof IMPORT_TITLE_MODES)[number];

/** importJobs/{id} as the browser creates it, besides ownerId, status and createdAt. */
export const ImportJobRequest = v.strictObject({
  fileName: v.pipe(
    v.string(ValidationMessage.requestInvalid),
    v.minLength(1, ValidationMessage.requestInvalid),
    v.maxLength(IMPORT_FILE_NAME_MAX_LENGTH, ValidationMessage.requestInvalid),
  ),
  rowCount: v.pipe(
    v.number(ValidationMessage.requestInvalid),
    v.integer(ValidationMessage.requestInvalid),
    v.minValue(1, ValidationMessage.requestInvalid),
    v.maxValue(IMPORT_MAX_ROWS, ValidationMessage.requestInvalid),
  ),
  chunkCount: v.pipe(
    v.number(ValidationMessage.requestInvalid),
    v.integer(ValidationMessage.requestInvalid),
    v.minValue(1, ValidationMessage.requestInvalid),
    v.maxValue(IMPORT_MAX_ROWS, ValidationMessage.requestInvalid),
  ),
  cardTexts: ImportCardTexts,
  /**
   * What a row's title does to a product already there: 'keep' (the default on the mapping
   * step: a later marketplace's file adds links, never renames) or 'overwrite' (the seller's
   * explicit choice). Jobs without it (made before the choice existed) overwrite.
   */
  titles: v.optional(v.picklist(IMPORT_TITLE_MODES, ValidationMessage.requestInvalid)),
});
export type ImportJobRequest = v.InferOutput<typeof ImportJobRequest>;

/**
 * uploading → queued (the seller confirmed, every chunk is written) → running → done | failed;
 * done → undoQueued (the seller asked for undo) → undoing → undone.
 */
export const IMPORT_JOB_STATUSES = [
  'uploading',
  'queued',
  'running',
  'done',
  'failed',
  'undoQueued',
  'undoing',
  'undone',
] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** Why a whole job failed (the web app translates each). */
export const IMPORT_JOB_ERRORS = [
  'invalidJob',
  'incompleteUpload',
  'dailyRowLimit',
  'runningJobsLimit',
  'unconfirmedUploadsLimit',
] as const;
export type ImportJobError = (typeof IMPORT_JOB_ERRORS)[number];

/** importJobs/{id} as stored: the request, then what the function writes as it works. */
export const ImportJobDoc = v.object({
  ownerId: v.string(),
  /** The member who started it (their uid; the rules check it is the writer's own). */
  createdBy: v.optional(v.string()),
  status: v.picklist(IMPORT_JOB_STATUSES),
  fileName: v.string(),
  rowCount: StoredCount,
  chunkCount: StoredCount,
  cardTexts: v.optional(v.object({ headline: v.string(), callToAction: v.string() })),
  titles: v.optional(v.picklist(IMPORT_TITLE_MODES)),
  createdAt: StoredTime,
  /** Set by the browser with the confirm (status 'queued'). */
  queuedAt: v.optional(StoredTime),
  /** Functions only, from here on. */
  startedAt: v.optional(StoredTime),
  processedRows: v.optional(StoredCount),
  created: v.optional(StoredCount),
  updated: v.optional(StoredCount),
  unchanged: v.optional(StoredCount),
  rejected: v.optional(StoredCount),
  error: v.optional(v.picklist(IMPORT_JOB_ERRORS)),
  finishedAt: v.optional(StoredTime),
  /** Set by the browser with the undo request (status 'undoQueued'). */
  undoRequestedAt: v.optional(StoredTime),
  /** Undo progress (functions only): the last result row worked on, and what became of them. */
  undoAfterRow: v.optional(StoredCount),
  undoProcessed: v.optional(StoredCount),
  undoDeleted: v.optional(StoredCount),
  undoRestored: v.optional(StoredCount),
  undoSkipped: v.optional(StoredCount),
  undoFinishedAt: v.optional(StoredTime),
  /**
   * While uploading or queued: creation + IMPORT_UPLOAD_LIFETIME_MS (stamped by the browser);
   * while running: start + IMPORT_RUNNING_LIFETIME_MS; then finishedAt (or undoFinishedAt) +
   * 30 days. A Firestore TTL policy and the lifetime sweep delete the job then.
   */
  expiresAt: v.optional(StoredTime),
});
export type ImportJobDoc = v.InferOutput<typeof ImportJobDoc>;

/** Codes of what can be wrong with a row besides the product schema's own messages. */
export const ImportIssueCode = {
  /** The ASIN column holds something other than 10 letters and digits. */
  asinInvalid: 'import.asinInvalid',
  /** An ASIN without a marketplace to build its link on. */
  marketplaceRequired: 'import.marketplaceRequired',
  marketplaceUnknown: 'import.marketplaceUnknown',
  /** The Amazon link names another ASIN than the ASIN column. */
  asinMismatch: 'import.asinMismatch',
  /** Compliance mode other than yes / no (in any of the app's languages). */
  complianceInvalid: 'import.complianceInvalid',
  templateNotFound: 'import.templateNotFound',
  /** Several of the seller's templates have this name. */
  templateAmbiguous: 'import.templateAmbiguous',
  /** An earlier row of the file has the same SKU (or, without SKUs, the same link): `row`. */
  duplicateInFile: 'import.duplicateInFile',
  /** Several of the seller's products have this SKU. */
  skuAmbiguous: 'import.skuAmbiguous',
  /** A row with neither a SKU nor a link: importing it again would create it again. */
  keyRequired: 'import.keyRequired',
  /** The row's links match several different products. */
  linkAmbiguous: 'import.linkAmbiguous',
  /** A stored row the function cannot read (only a forged upload can hold one). */
  rowInvalid: 'import.rowInvalid',
  /** The row would create a product beyond MAX_PRODUCTS_PER_SELLER (`max`). */
  productLimit: 'import.productLimit',
} as const;
export type ImportIssueCode = (typeof ImportIssueCode)[keyof typeof ImportIssueCode];

/** One reason a row is rejected: the column's field (null: the row as a whole). */
export interface ImportIssue {
  field: ImportField | null;
  code: ValidationMessageKey | ImportIssueCode;
  /** The limit of a "too long" message. */
  max?: number;
  /** duplicateInFile: the earlier row. */
  row?: number;
}

const ISSUE_CODES = [...Object.values(ValidationMessage), ...Object.values(ImportIssueCode)];

export const StoredImportIssue = v.object({
  field: v.nullable(v.picklist(IMPORT_FIELDS)),
  code: v.custom<ImportIssue['code']>((code) => isOneOf(ISSUE_CODES, code)),
  max: v.optional(v.number()),
  row: v.optional(v.number()),
});

export const IMPORT_ACTIONS = ['created', 'updated', 'unchanged', 'rejected'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/**
 * What undo did with a row's product: 'pending' while its delete is under way; the rest are final.
 * changedSince: the seller (or a template, or another import) changed it after this import
 * (its updatedAt moved on); hasReviews: a created
 * product that has reviews by now; missing: deleted since.
 */
export const IMPORT_UNDO_OUTCOMES = [
  'pending',
  'deleted',
  'restored',
  'changedSince',
  'hasReviews',
  'missing',
] as const;
export type ImportUndoOutcome = (typeof IMPORT_UNDO_OUTCOMES)[number];
/** The outcomes that leave a product as it is: what undo reports it could not undo. */
export const IMPORT_UNDO_SKIPPED: readonly ImportUndoOutcome[] = [
  'changedSince',
  'hasReviews',
  'missing',
];

/**
 * Field values by product path ('title', 'links.amazon', 'card'…): what the import wrote, and for
 * updates what was there before (null: the field did not exist).
 */
export const ImportFieldValues = v.record(v.string(), v.unknown());
export type ImportFieldValues = Record<string, unknown>;

/** importJobs/{id}/results/{row, zero-padded}: written by the function only. */
export const ImportResultDoc = v.object({
  ownerId: v.string(),
  row: StoredCount,
  action: v.picklist(IMPORT_ACTIONS),
  /** The product created, updated or found unchanged. */
  productId: v.optional(v.string()),
  /** Rejected rows: why, and the row's mapped cells (for "Download rejected rows"). */
  issues: v.optional(v.array(StoredImportIssue)),
  cells: v.optional(v.record(v.picklist(IMPORT_FIELDS), v.string())),
  /** Updated rows: the changed paths' old values (null: absent), and what the import wrote. */
  before: v.optional(ImportFieldValues),
  after: v.optional(ImportFieldValues),
  /**
   * Created and updated rows: the commit's time, which is also the product's `updatedAt` then.
   * Every seller change (and Apply Template) sets a newer `updatedAt`; undo acts only while the
   * product's `updatedAt` is still this.
   */
  writtenAt: v.optional(StoredTime),
  undo: v.optional(v.picklist(IMPORT_UNDO_OUTCOMES)),
  /** Written + IMPORT_RESULT_LIFETIME_MS: a TTL backstop for results whose job is gone. */
  expiresAt: v.optional(StoredTime),
});
export type ImportResultDoc = v.InferOutput<typeof ImportResultDoc>;

/** Result document id: the row number, zero-padded so ids sort like rows. */
export function importResultId(row: number): string {
  return String(row).padStart(8, '0');
}

/**
 * The documents of an upload, as the browser writes them (firestore.rules accepts exactly these):
 * the job with `now` (the SDK's server timestamp sentinel), naming the account that owns it and
 * the member who starts it, then one chunk per index, then the confirm.
 */
export function newImportJobDoc<T, E>(
  ownerId: string,
  createdBy: string,
  request: ImportJobRequest,
  now: T,
  expiresAt: E,
) {
  return {
    ownerId,
    createdBy,
    status: 'uploading' as const,
    ...request,
    createdAt: now,
    expiresAt,
  };
}

/** `expiresAt`: the job's own (chunks expire with their upload). */
export function importChunkDoc<E>(
  ownerId: string,
  index: number,
  rows: readonly ImportRow[],
  expiresAt: E,
) {
  return { ownerId, index, rows: [...rows], expiresAt };
}

export function importConfirm<T>(now: T) {
  return { status: 'queued' as const, queuedAt: now };
}

export function importUndoRequest<T>(now: T) {
  return { status: 'undoQueued' as const, undoRequestedAt: now };
}
