/**
 * Product imports: works one importJobs/{id} the seller confirmed, a slice per task of the job
 * runner (platform/jobs/job-runner.ts). Every row is read and
 * validated again with the shared code the browser's preview used (import-rows.ts, the
 * ProductInput schema), then planned against the seller's products as they are now
 * (import-plan.ts: upsert by SKU, else by link) and written in commits of IMPORT_SLICE_ROWS rows.
 * One commit holds its products, their public mirrors and search documents, one result per row,
 * the chunk's progress marker, the job's counters and the seller's productCount change. A task
 * looks the products up once for the rows it may write (a whole file) and writes until they are
 * done or JOB_SLICE_MS has passed. A retried task continues after the last commit; the chunk
 * marker's update time is the commit's precondition, so no row is ever written twice.
 */
import { logger } from 'firebase-functions';
import * as v from 'valibot';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { converters, validData, updateTimeOf } from '../../platform/firestore.js';
import {
  JOB_SLICE_MS,
  JOB_STATUSES,
  JobFailure,
  parseJob,
  type JobKind,
} from '../../platform/jobs/job-runner.js';
import { countedProductFields, applyProductCountChange } from '../products/product-count.js';
import { toPublicProduct } from '../products/public-product.js';
import { withinRunningJobs } from '../products/running-jobs.js';
import { deleteFinishedImportLeftovers } from './import-leftovers.js';
import { productRoom, withinProductCeiling } from './product-ceiling.js';
import {
  IMPORT_MAX_ROWS,
  IMPORT_RESULT_LIFETIME_MS,
  IMPORT_RUNNING_LIFETIME_MS,
  ImportIssueCode,
  ImportJobRequest,
  ImportRow,
  deepEqual,
  emptyProductStats,
  findDuplicateRows,
  importResultId,
  importTemplateIndex,
  newProductDoc,
  paths,
  planImportRow,
  productIndexFields,
  importLookupKeys,
  readImportRow,
  type ImportAction,
  type ImportCardTexts,
  type ImportChunkDoc,
  type ImportJobDoc,
  type ImportJobError,
  type ImportPlanContext,
  type ImportRowPlan,
  type ImportTemplateIndex,
  type ProductInput,
  type ProductStats,
  type ImportTitleMode,
  type ReadImportRow,
  withImportValues,
} from '../../shared/index.js';
import { lookupImportProducts, mostKeysOfLookedUp, type ProductLookup } from './lookup-products.js';
import { writeProductKeyChanges } from '../products/product-keys.js';
import { startWithinDailyRows } from './daily-row-ceiling.js';
import { recordFinishedJob } from '../activity/record-activity.js';
import { isFailedPrecondition, isRecord } from '../../shared/narrow.js';

/**
 * Rows per commit: each writes at most 4 documents (product, mirror, search document, result)
 * and its lookup index entries (product-keys.ts), + 3 per commit. A commit also ends early when
 * one more row could take it past COMMIT_WRITES.
 */
export const IMPORT_SLICE_ROWS = 120;
/** Firestore's writes per commit. */
const COMMIT_WRITES = 500;
/**
 * Rows one task may write, and looks products up for at once: a whole file. Each task's lookup
 * queries the catalogue for its rows' keys, so a file cut into many tasks would pay for as many
 * lookups, each against a catalogue the earlier tasks have grown (docs/benchmarks/imports.md).
 */
export const IMPORT_ROWS_PER_TASK = IMPORT_MAX_ROWS;
/** A commit refused this often in a row, with no progress in between, fails the slice (retried). */
const SLICE_ATTEMPTS = 5;

export interface RunImportOptions {
  sliceRows?: number;
  rowsPerTask?: number;
  /** How long a task writes before it hands the rest to the next task (JOB_SLICE_MS). */
  taskMs?: number;
  now?: () => number;
  /** Called after each commit; tests use it to observe (or interrupt) progress. */
  onProgress?: (processedRows: number, rowCount: number) => void | Promise<void>;
}

type Counts = Record<ImportAction, number>;
const noCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0, rejected: 0 });

/** A row as loaded from a chunk: read, or refused by the ImportRow schema (a forged upload). */
interface LoadedRow {
  read: ReadImportRow;
  malformed: boolean;
}

interface LoadedChunk {
  ref: DocumentReference;
  updateTime: Timestamp;
  processedRows: number;
  rows: LoadedRow[];
}

/**
 * The job's chunks, checked: every index 0…chunkCount-1 once, all the seller's, row numbers
 * increasing through the file and as many rows as the job says. null: the upload is incomplete
 * or not the browser's (the job fails as 'incompleteUpload').
 */
async function loadChunks(
  db: Firestore,
  jobId: string,
  job: ImportJobDoc,
): Promise<LoadedChunk[] | null> {
  const snapshot = await db
    .collection(paths.importChunks(jobId))
    .withConverter(converters.importChunk)
    .get();
  const chunks = new Array<LoadedChunk | undefined>(job.chunkCount);
  for (const doc of snapshot.docs) {
    const chunk: ImportChunkDoc | null = validData(doc);
    if (!chunk || chunk.ownerId !== job.ownerId || doc.id !== String(chunk.index)) return null;
    if (chunk.index >= job.chunkCount || chunks[chunk.index]) return null;
    chunks[chunk.index] = {
      ref: doc.ref,
      updateTime: doc.updateTime,
      processedRows: chunk.processedRows ?? 0,
      rows: chunk.rows.map(loadRow),
    };
  }
  const loaded: LoadedChunk[] = [];
  for (let index = 0; index < job.chunkCount; index++) {
    const chunk = chunks[index];
    if (!chunk) return null;
    loaded.push(chunk);
  }
  let previous = 0;
  let total = 0;
  for (const { rows } of loaded) {
    for (const { read } of rows) {
      if (read.row <= previous) return null;
      previous = read.row;
      total += 1;
    }
  }
  return total === job.rowCount ? loaded : null;
}

function loadRow(raw: unknown): LoadedRow {
  const parsed = v.safeParse(ImportRow, raw);
  if (parsed.success) {
    const { row: number, cells, variantSkus } = parsed.output;
    return { read: readImportRow(number, cells, variantSkus), malformed: false };
  }
  const row = isRecord(raw) ? raw.row : undefined;
  // A row number that is no row number makes loadChunks refuse the upload.
  return {
    read: readImportRow(typeof row === 'number' && Number.isInteger(row) && row > 0 ? row : 0, {}),
    malformed: true,
  };
}

async function loadTemplates(db: Firestore, ownerId: string, rows: LoadedRow[]) {
  if (!rows.some(({ read }) => read.values.templateName !== undefined))
    return importTemplateIndex([]);
  const snapshot = await db
    .collection(paths.templates())
    .withConverter(converters.template)
    .where('ownerId', '==', ownerId)
    .get();
  const templates = snapshot.docs.flatMap((doc) => {
    const template = validData(doc);
    return template ? [{ ...template, id: doc.id }] : [];
  });
  return importTemplateIndex(templates);
}

interface ImportRun {
  ownerId: string;
  job: ImportJobDoc;
  request: ImportJobRequest;
}

const failure = (reason: ImportJobError) => new JobFailure(reason);

/** The import for the job runner. */
export function importJobKind(options: RunImportOptions = {}): JobKind<ImportRun> {
  return {
    name: 'importJob',
    path: paths.importJob,
    ...JOB_STATUSES,
    ceiling: (db, job, createdAt) => withinRunningJobs(db, job.ownerId, createdAt),
    parse(snapshot) {
      const job = parseJob(converters.importJob, snapshot);
      const request =
        job &&
        v.safeParse(ImportJobRequest, {
          fileName: job.fileName,
          rowCount: job.rowCount,
          chunkCount: job.chunkCount,
          cardTexts: job.cardTexts,
          ...(job.titles ? { titles: job.titles } : {}),
        });
      return job && request?.success
        ? { ownerId: job.ownerId, job, request: request.output }
        : null;
    },
    async start({ db, ref }, { job }) {
      // Only within the seller's import rows for today (docs/decisions.md, "Ceilings").
      const start = await startWithinDailyRows(db, ref, job.ownerId, job.rowCount, {
        status: 'running',
        startedAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(Date.now() + IMPORT_RUNNING_LIFETIME_MS),
        processedRows: 0,
        ...noCounts(),
      });
      if (start === 'overDailyRows') return failure('dailyRowLimit');
      return start === 'endedElsewhere' ? 'endedElsewhere' : 'started';
    },
    slice: (ctx, run) => importSlice(ctx.db, ctx.ref, run, options),
    ended: async (ctx) => {
      await deleteFinishedImportLeftovers(ctx.db, ctx.jobId);
      // One entry for the file (docs/decisions.md, "Who did what").
      await recordFinishedJob(ctx, (job, actorUid) => ({
        kind: 'import.done',
        actorUid,
        subject: { type: 'import', id: ctx.jobId, name: String(job.get('fileName') ?? '') },
        count: Number(job.get('created') ?? 0) + Number(job.get('updated') ?? 0),
      }));
    },
  };
}

/**
 * Writes up to rowsPerTask more rows, until taskMs has passed (at least one commit, so every task
 * makes progress); done once every row of the file is written.
 */
async function importSlice(
  db: Firestore,
  jobRef: DocumentReference,
  { job, request }: ImportRun,
  options: RunImportOptions,
) {
  const now = options.now ?? Date.now;
  const chunks = await loadChunks(db, jobRef.id, job);
  if (!chunks) return failure('incompleteUpload');
  const allRows = chunks.flatMap((chunk) => chunk.rows);
  const writer: SliceWriter = {
    db,
    jobRef,
    ownerId: job.ownerId,
    cardTexts: request.cardTexts,
    titles: request.titles ?? 'overwrite',
    duplicates: findDuplicateRows(allRows.filter((r) => !r.malformed).map((r) => r.read)),
    templates: await loadTemplates(db, job.ownerId, allRows),
    productRoom: await productRoom(db, job.ownerId),
    rowsLeft: options.rowsPerTask ?? IMPORT_ROWS_PER_TASK,
    now,
    until: now() + (options.taskMs ?? JOB_SLICE_MS),
    commits: 0,
  };

  const processed = () => chunks.reduce((sum, chunk) => sum + chunk.processedRows, 0);
  let attempts = 0;
  while (processed() < job.rowCount && mayWrite(writer)) {
    try {
      await writeRows(
        writer,
        chunks,
        options.sliceRows ?? IMPORT_SLICE_ROWS,
        options,
        job.rowCount,
      );
    } catch (error) {
      if (!isFailedPrecondition(error)) throw error;
      // A product changed under a commit: read the chunks' markers again and plan what is left
      // against the products as they are now. Only failures in a row count against the attempts.
      const before = processed();
      await Promise.all(chunks.map(refreshChunk));
      attempts = processed() > before ? 0 : attempts + 1;
      if (attempts >= SLICE_ATTEMPTS) throw error;
    }
  }
  return { done: processed() >= job.rowCount, checkpoint: {} };
}

async function refreshChunk(chunk: LoadedChunk) {
  const snapshot = await chunk.ref.get();
  chunk.updateTime = updateTimeOf(snapshot);
  const processed: unknown = snapshot.get('processedRows');
  chunk.processedRows = typeof processed === 'number' ? processed : 0;
}

interface SliceWriter {
  db: Firestore;
  jobRef: DocumentReference;
  ownerId: string;
  cardTexts: ImportCardTexts;
  titles: ImportTitleMode;
  duplicates: ReadonlyMap<number, number>;
  templates: ImportTemplateIndex;
  /** Products the seller may still create (product-ceiling.ts). */
  productRoom: { left: number };
  /** Rows this task may still write. */
  rowsLeft: number;
  now: () => number;
  /** When this task stops starting commits. */
  until: number;
  /** Commits this task made. */
  commits: number;
}

/** Whether the task may start another commit: rows left, and time left or nothing written yet. */
function mayWrite(writer: SliceWriter): boolean {
  return writer.rowsLeft > 0 && (writer.commits === 0 || writer.now() < writer.until);
}

/**
 * Looks up the products the rows this task may still write could be about, then writes them
 * chunk by chunk, commit by commit, planning each against what the earlier rows did.
 */
async function writeRows(
  writer: SliceWriter,
  chunks: LoadedChunk[],
  sliceRows: number,
  options: RunImportOptions,
  rowCount: number,
) {
  const { db } = writer;
  const remaining = chunks
    .flatMap((chunk) => chunk.rows.slice(chunk.processedRows))
    .slice(0, writer.rowsLeft)
    .filter((r) => !r.malformed);
  const lookup = await lookupImportProducts(
    db,
    writer.ownerId,
    remaining.map((r) => r.read),
  );
  if (lookup.invalid.length > 0) {
    logger.warn('Import: products that do not match the schema were left alone', {
      jobId: writer.jobRef.id,
      productIds: lookup.invalid.slice(0, 20),
    });
  }
  const context: ImportPlanContext = {
    index: lookup.index,
    templates: writer.templates,
    cardTexts: writer.cardTexts,
    titles: writer.titles,
    duplicates: writer.duplicates,
    newProductId: () => db.collection(paths.products()).doc().id,
  };
  for (const chunk of chunks) {
    if (!mayWrite(writer)) return;
    await writeChunk(writer, chunk, lookup, context, sliceRows, options, rowCount);
  }
}

/** Writes a chunk's remaining rows, one commit per slice. */
async function writeChunk(
  writer: SliceWriter,
  chunk: LoadedChunk,
  lookup: ProductLookup,
  context: ImportPlanContext,
  sliceRows: number,
  options: RunImportOptions,
  rowCount: number,
) {
  const { db } = writer;
  const mostExisting = mostKeysOfLookedUp(lookup);
  while (chunk.processedRows < chunk.rows.length && mayWrite(writer)) {
    let end = Math.min(
      chunk.processedRows + Math.min(sliceRows, writer.rowsLeft),
      chunk.rows.length,
    );
    const batch = db.batch();
    const counts = noCounts();
    const written: string[] = [];
    // Job, chunk and count, then each row's writes; a row writes at most its documents, its own
    // keys and, when it updates a product, that product's keys twice (added and removed).
    let writes = 3;
    for (let index = chunk.processedRows; index < end; index += 1) {
      const entry = chunk.rows[index];
      if (!entry) {
        end = index;
        break;
      }
      const { read, malformed } = entry;
      const { skuKeys, linkSearchKeys } = importLookupKeys([read]);
      const rowMost = 4 + skuKeys.length + linkSearchKeys.length + 2 * mostExisting;
      if (index > chunk.processedRows && writes + rowMost > COMMIT_WRITES) {
        end = index;
        break;
      }
      const plan: ImportRowPlan = malformed
        ? {
            action: 'rejected',
            row: read.row,
            issues: [{ field: null, code: ImportIssueCode.rowInvalid }],
          }
        : withinProductCeiling(planImportRow(read, context), writer.productRoom);
      counts[plan.action] += 1;
      const productWrites = writeProduct(writer, batch, lookup, plan);
      if (productWrites > 0 && plan.action !== 'rejected') written.push(plan.productId);
      writes += 1 + productWrites;
      batch.set(
        db.doc(paths.importResult(writer.jobRef.id, importResultId(read.row))),
        resultDoc(writer.ownerId, plan, read),
      );
    }
    batch.update(chunk.ref, { processedRows: end }, { lastUpdateTime: chunk.updateTime });
    batch.update(writer.jobRef, {
      processedRows: FieldValue.increment(end - chunk.processedRows),
      created: FieldValue.increment(counts.created),
      updated: FieldValue.increment(counts.updated),
      unchanged: FieldValue.increment(counts.unchanged),
      rejected: FieldValue.increment(counts.rejected),
    });
    applyProductCountChange(db, batch, writer.ownerId, counts.created);
    const [first] = await batch.commit();
    // Every document of one commit gets the commit's time as its update time: the next slice's
    // preconditions (the chunk marker, a product written again) start from it.
    if (!first) throw new Error(`Import ${writer.jobRef.id}: a commit without write results`);
    chunk.updateTime = first.writeTime;
    for (const id of written) {
      const product = lookup.products.get(id);
      if (product) product.updateTime = chunk.updateTime;
    }
    writer.rowsLeft -= end - chunk.processedRows;
    writer.commits += 1;
    chunk.processedRows = end;
    if (options.onProgress) await options.onProgress(await processedSoFar(writer), rowCount);
  }
}

async function processedSoFar(writer: SliceWriter): Promise<number> {
  const processed: unknown = (await writer.jobRef.get()).get('processedRows');
  return typeof processed === 'number' ? processed : 0;
}

/**
 * The stored fields derived from a product and its search document (indexProduct then finds
 * nothing to change).
 */
function indexOf(
  writer: SliceWriter,
  id: string,
  input: ProductInput,
  stats: ProductStats,
  templateId?: string,
) {
  return productIndexFields(id, writer.ownerId, {
    ...input,
    stats,
    ...(templateId ? { appliedTemplate: { id: templateId } } : {}),
  });
}

/** Adds a row's product writes to the slice's batch; how many (0: it wrote no product). */
function writeProduct(
  writer: SliceWriter,
  batch: WriteBatch,
  lookup: ProductLookup,
  plan: ImportRowPlan,
): number {
  const { db } = writer;
  if (plan.action === 'created') {
    const stats = emptyProductStats();
    const { derived, search } = indexOf(
      writer,
      plan.productId,
      plan.input,
      stats,
      plan.appliedTemplate?.id,
    );
    batch.create(db.doc(paths.product(plan.productId)), {
      ...newProductDoc(plan.input, writer.ownerId, FieldValue.serverTimestamp()),
      ...(plan.appliedTemplate ? { appliedTemplate: plan.appliedTemplate } : {}),
      ...(plan.needsTitle ? { needsTitle: true } : {}),
      derived,
      ...countedProductFields(),
    });
    batch.set(db.doc(paths.productSearch(plan.productId)), search);
    // The review page works as soon as the import says "done", whatever the triggers' backlog.
    batch.set(db.doc(paths.publicProduct(plan.productId)), toPublicProduct(plan.input));
    const keys = writeProductKeyChanges(db, batch, writer.ownerId, plan.productId, null, derived);
    lookup.products.set(plan.productId, { updateTime: Timestamp.now(), stats, derived });
    return 3 + keys;
  }
  if (plan.action !== 'updated') return 0;
  const existing = lookup.products.get(plan.productId);
  // The plan updates only products the lookup found.
  if (!existing)
    throw new Error(`Import ${writer.jobRef.id}: product ${plan.productId} not looked up`);
  const update: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(plan.after)) {
    update[path] = value === null ? FieldValue.delete() : value;
  }
  const { derived, search } = indexOf(
    writer,
    plan.productId,
    plan.input,
    existing.stats,
    plan.appliedTemplate?.id,
  );
  update.derived = derived;
  update.updatedAt = FieldValue.serverTimestamp();
  // The import's one activity entry stands for its rows (product-activity.ts).
  update.updatedBy = FieldValue.delete();
  batch.update(db.doc(paths.product(plan.productId)), update, {
    lastUpdateTime: existing.updateTime,
  });
  batch.set(db.doc(paths.productSearch(plan.productId)), search);
  const keys = writeProductKeyChanges(
    db,
    batch,
    writer.ownerId,
    plan.productId,
    existing.derived,
    derived,
  );
  existing.derived = derived;
  const before = toPublicProduct(withImportValues(plan.input, plan.before));
  const after = toPublicProduct(plan.input);
  const mirrored = !deepEqual(before, after);
  if (mirrored) batch.set(db.doc(paths.publicProduct(plan.productId)), after);
  return 2 + keys + (mirrored ? 1 : 0);
}

/**
 * importJobs/{id}/results/{row}: what became of one row (ImportResultDoc). A written product's
 * result carries the commit's time (`writtenAt`, the same server timestamp as the product's
 * `updatedAt`), which is how undo knows the product was not changed since.
 */
function resultDoc(ownerId: string, plan: ImportRowPlan, read: ReadImportRow) {
  const base = {
    ownerId,
    row: read.row,
    action: plan.action,
    expiresAt: Timestamp.fromMillis(Date.now() + IMPORT_RESULT_LIFETIME_MS),
  };
  switch (plan.action) {
    case 'rejected':
      return { ...base, issues: plan.issues, cells: read.cells };
    case 'unchanged':
      return { ...base, productId: plan.productId };
    case 'created':
      return { ...base, productId: plan.productId, writtenAt: FieldValue.serverTimestamp() };
    case 'updated':
      return {
        ...base,
        productId: plan.productId,
        before: plan.before,
        after: plan.after,
        writtenAt: FieldValue.serverTimestamp(),
      };
  }
}
