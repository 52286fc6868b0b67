/**
 * Apply Template: works one templateJobs/{id} document. The seller's browser creates the job
 * (rules check the template is theirs) naming either selected products or "all matching" a list
 * filter, and watches it; this code copies the template's design into each product in chunks and
 * writes progress and per-product failures back to the job. Products that are missing or belong
 * to someone else are reported as 'notFound' and untouched. Re-running a job is harmless: a
 * finished job is left alone, an interrupted one continues after the last chunk it saved.
 */
import * as v from 'valibot';
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { converters, validData } from '../firestore.js';
import {
  JobContinues,
  finishedFields,
  resumedProgress,
  saveProgress,
  selectedProducts,
} from '../products/bulk-job.js';
import {
  TemplateJobRequest,
  paths,
  templateDesign,
  type AppliedTemplate,
  type TemplateDoc,
  type TemplateJobError,
  type TemplateJobFailureReason,
} from '../shared/index.js';

export { FINISHED_JOB_RETENTION_MS } from '../products/bulk-job.js';

export interface ApplyTemplateOptions {
  /** Products per chunk (one read, one commit, one progress write). */
  batchSize?: number;
  /** Called after each chunk; tests use it to observe progress. */
  onProgress?: (processed: number, total: number | null) => void;
  /** Stop starting chunks after this many ms and throw JobContinues (the event is retried). */
  budgetMs?: number;
}

type Failure = { productId: string; reason: TemplateJobFailureReason };

export interface TemplateJobSummary {
  status: 'done' | 'failed' | 'skipped';
  applied: number;
  failures: Failure[];
  failedCount?: number;
  error?: TemplateJobError;
}

/** What a template applies to a product besides its design. */
function appliedTemplateOf(id: string, template: TemplateDoc): AppliedTemplate {
  return { id, name: template.name, logoPath: template.logoPath, language: template.language };
}

async function fail(
  jobRef: DocumentReference,
  error: TemplateJobError,
): Promise<TemplateJobSummary> {
  await jobRef.update({ status: 'failed', error, ...finishedFields() });
  return { status: 'failed', applied: 0, failures: [], error };
}

export async function runTemplateJob(
  db: Firestore,
  jobId: string,
  options: ApplyTemplateOptions = {},
): Promise<TemplateJobSummary> {
  const startedAt = Date.now();
  const jobRef = db.doc(paths.templateJob(jobId)).withConverter(converters.templateJob);
  const jobSnap = await jobRef.get();
  if (!jobSnap.exists) return { status: 'skipped', applied: 0, failures: [] };
  const job = validData(jobSnap);
  if (job?.status === 'done' || job?.status === 'failed') {
    return { status: 'skipped', applied: 0, failures: [] };
  }
  const request = job && v.safeParse(TemplateJobRequest, pickRequest(job));
  if (!job || !request?.success) return fail(jobRef, 'invalidJob');

  const templateRef = db.doc(paths.template(request.output.templateId));
  const templateSnap = await templateRef.withConverter(converters.template).get();
  // Checked before the schema: another seller's template is 'not found' whatever it holds.
  if (!templateSnap.exists || templateSnap.get('ownerId') !== job.ownerId) {
    return fail(jobRef, 'templateNotFound');
  }
  const template = validData(templateSnap);
  if (!template) return fail(jobRef, 'invalidTemplate');
  const appliedTemplate = appliedTemplateOf(templateSnap.id, template);
  const design = templateDesign(template);

  const selection = request.output;
  const total = 'productIds' in selection ? new Set(selection.productIds).size : selection.expected;
  const progress = resumedProgress<Failure>(job);
  let applied = job.status === 'running' ? (job.applied ?? 0) : 0;
  if (job.status !== 'running') {
    await jobRef.update({
      status: 'running',
      ...(total !== null ? { total } : {}),
      processed: 0,
      applied: 0,
      failures: [],
      failedCount: 0,
    });
  }

  const chunks = selectedProducts(db, selection, {
    ownerId: job.ownerId,
    resumeAfter: progress.resumeAfter,
    chunkSize: options.batchSize,
    createdUpTo: 'filter' in selection ? (jobSnap.get('createdAt') ?? null) : null,
  });
  for await (const chunk of chunks) {
    for (const failure of chunk.failures) progress.failures.add(failure);
    if (chunk.products.length > 0) {
      const batch = db.batch();
      for (const snapshot of chunk.products) {
        batch.update(snapshot.ref, {
          card: design.card,
          qrStyle: design.qrStyle,
          appliedTemplate,
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      try {
        await batch.commit();
        applied += chunk.products.length;
      } catch {
        for (const snapshot of chunk.products) {
          progress.failures.add({ productId: snapshot.id, reason: 'writeFailed' });
        }
      }
    }
    progress.processed += chunk.processed;
    progress.resumeAfter = chunk.resumeAfter;
    await saveProgress(jobRef, progress, { applied });
    options.onProgress?.(progress.processed, total);
    if (Date.now() - startedAt > (options.budgetMs ?? Number.POSITIVE_INFINITY)) {
      throw new JobContinues(jobId);
    }
  }

  await jobRef.update({ status: 'done', ...finishedFields() });
  return {
    status: 'done',
    applied,
    failures: progress.failures.listed,
    failedCount: progress.failures.count,
  };
}

/** The request fields of a stored job (what the seller wrote besides ownerId/status/createdAt). */
function pickRequest(stored: object): Record<string, unknown> {
  const fields = ['templateId', 'productIds', 'filter', 'expected'];
  return Object.fromEntries(Object.entries(stored).filter(([key]) => fields.includes(key)));
}

/**
 * A template changed: products that carry it get the new design (their card then re-renders
 * through the product trigger). Returns how many products were updated.
 */
export async function syncTemplateToProducts(
  db: Firestore,
  templateId: string,
  batchSize = 400,
): Promise<number> {
  const templateSnap = await db
    .doc(paths.template(templateId))
    .withConverter(converters.template)
    .get();
  // Deleted (products keep the design they have) or not a valid template: nothing to copy.
  const template = validData(templateSnap);
  if (!template) return 0;
  const design = templateDesign(template);
  const appliedTemplate = appliedTemplateOf(templateId, template);
  const products = await db
    .collection(paths.products())
    .where('ownerId', '==', template.ownerId)
    .where('appliedTemplate.id', '==', templateId)
    .get();
  let updated = 0;
  for (let start = 0; start < products.docs.length; start += batchSize) {
    const batch = db.batch();
    for (const doc of products.docs.slice(start, start + batchSize)) {
      batch.update(doc.ref, {
        card: design.card,
        qrStyle: design.qrStyle,
        appliedTemplate,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
    updated += Math.min(batchSize, products.docs.length - start);
  }
  return updated;
}
