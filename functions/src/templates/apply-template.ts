/**
 * Apply Template: works one templateJobs/{id} document. The seller's browser creates the job
 * (rules check the template is theirs) and watches it; this code copies the template's design into
 * each named product in batches and writes progress and per-product failures back to the job.
 * Products that are missing or belong to someone else are reported as 'notFound' and untouched.
 * Re-running a job is harmless: a finished job is left alone, an interrupted one starts over and
 * writes the same values again.
 */
import * as v from 'valibot';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { converters, validData } from '../firestore.js';
import {
  PRODUCT_ID_PATTERN,
  TemplateJobRequest,
  paths,
  templateDesign,
  type AppliedTemplate,
  type TemplateDoc,
  type TemplateJobError,
  type TemplateJobFailureReason,
} from '../shared/index.js';

/** Products per batched write (Firestore allows 500 writes per batch). */
const APPLY_TEMPLATE_BATCH_SIZE = 50;

/**
 * A finished job only feeds the dialog that started it; after this long a TTL policy on
 * `expiresAt` deletes it (docs/data-model.md).
 */
export const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The fields every finished job gets, whatever its outcome. */
function finishedFields() {
  return {
    finishedAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + FINISHED_JOB_RETENTION_MS),
  };
}

export interface ApplyTemplateOptions {
  batchSize?: number;
  /** Called after each batch; tests use it to observe progress. */
  onProgress?: (processed: number, total: number) => void;
}

type Failure = { productId: string; reason: TemplateJobFailureReason };

export interface TemplateJobSummary {
  status: 'done' | 'failed' | 'skipped';
  applied: number;
  failures: Failure[];
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
  const batchSize = options.batchSize ?? APPLY_TEMPLATE_BATCH_SIZE;
  const jobRef = db.doc(paths.templateJob(jobId)).withConverter(converters.templateJob);
  const jobSnap = await jobRef.get();
  if (!jobSnap.exists) return { status: 'skipped', applied: 0, failures: [] };
  const job = validData(jobSnap);
  if (job?.status === 'done' || job?.status === 'failed') {
    return { status: 'skipped', applied: 0, failures: [] };
  }
  const request = job && v.safeParse(TemplateJobRequest, job);
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

  // "All matching" (a filter, issue 15) is not worked here yet.
  if (!('productIds' in request.output)) return fail(jobRef, 'invalidJob');
  const productIds = [...new Set(request.output.productIds)];
  const total = productIds.length;
  const failures: Failure[] = [];
  let applied = 0;
  let processed = 0;
  await jobRef.update({ status: 'running', total, processed, applied, failures });

  for (let start = 0; start < total; start += batchSize) {
    const chunk = productIds.slice(start, start + batchSize);
    const valid: string[] = [];
    for (const id of chunk) {
      if (PRODUCT_ID_PATTERN.test(id)) valid.push(id);
      else failures.push({ productId: String(id).slice(0, 128), reason: 'invalidProduct' });
    }
    const refs = valid.map((id) => db.doc(paths.product(id)));
    const snaps = refs.length ? await db.getAll(...refs) : [];
    const batch = db.batch();
    const writing: string[] = [];
    snaps.forEach((snap, i) => {
      const id = valid[i]!;
      // Another seller's product is reported exactly like a missing one: no existence probing.
      if (!snap.exists || snap.get('ownerId') !== job.ownerId) {
        failures.push({ productId: id, reason: 'notFound' });
        return;
      }
      batch.update(snap.ref, {
        card: design.card,
        qrStyle: design.qrStyle,
        appliedTemplate,
        updatedAt: FieldValue.serverTimestamp(),
      });
      writing.push(id);
    });
    if (writing.length) {
      try {
        await batch.commit();
        applied += writing.length;
      } catch {
        for (const id of writing) failures.push({ productId: id, reason: 'writeFailed' });
      }
    }
    processed += chunk.length;
    await jobRef.update({ processed, applied, failures });
    options.onProgress?.(processed, total);
  }

  await jobRef.update({ status: 'done', ...finishedFields() });
  return { status: 'done', applied, failures };
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
