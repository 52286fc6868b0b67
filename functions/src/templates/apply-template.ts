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
import {
  TemplateInput,
  TemplateJobRequest,
  paths,
  templateDesign,
  type AppliedTemplate,
  type TemplateJobDoc,
  type TemplateJobError,
  type TemplateJobFailureReason,
} from '../shared/index.js';

/** Products per batched write (Firestore allows 500 writes per batch). */
export const APPLY_TEMPLATE_BATCH_SIZE = 50;

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,128}$/;

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

function parseJob(
  data: unknown,
): Pick<TemplateJobDoc, 'ownerId' | 'templateId' | 'productIds' | 'status'> | null {
  const job = data as Partial<TemplateJobDoc> | undefined;
  const request = v.safeParse(TemplateJobRequest, {
    templateId: job?.templateId,
    productIds: job?.productIds,
  });
  if (!request.success || typeof job?.ownerId !== 'string' || typeof job.status !== 'string') {
    return null;
  }
  return { ownerId: job.ownerId, status: job.status, ...request.output };
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
  const jobRef = db.doc(paths.templateJob(jobId));
  const jobSnap = await jobRef.get();
  if (!jobSnap.exists) return { status: 'skipped', applied: 0, failures: [] };
  const status = jobSnap.get('status');
  if (status === 'done' || status === 'failed')
    return { status: 'skipped', applied: 0, failures: [] };

  const job = parseJob(jobSnap.data());
  if (!job) return fail(jobRef, 'invalidJob');

  const templateSnap = await db.doc(paths.template(job.templateId)).get();
  if (!templateSnap.exists || templateSnap.get('ownerId') !== job.ownerId) {
    return fail(jobRef, 'templateNotFound');
  }
  const parsed = v.safeParse(TemplateInput, templateSnap.data());
  if (!parsed.success) return fail(jobRef, 'invalidTemplate');
  const template = parsed.output;
  const appliedTemplate: AppliedTemplate = {
    id: templateSnap.id,
    name: template.name,
    logoPath: template.logoPath,
    language: template.language,
  };
  const design = templateDesign(template);

  const productIds = [...new Set(job.productIds)];
  const total = productIds.length;
  const failures: Failure[] = [];
  let applied = 0;
  let processed = 0;
  await jobRef.update({ status: 'running', total, processed, applied, failures });

  for (let start = 0; start < total; start += batchSize) {
    const chunk = productIds.slice(start, start + batchSize);
    const valid: string[] = [];
    for (const id of chunk) {
      if (typeof id === 'string' && PRODUCT_ID.test(id)) valid.push(id);
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
  const templateSnap = await db.doc(paths.template(templateId)).get();
  if (!templateSnap.exists) return 0; // deleted: products keep the design they have
  const parsed = v.safeParse(TemplateInput, templateSnap.data());
  if (!parsed.success) return 0;
  const ownerId = templateSnap.get('ownerId') as string;
  const design = templateDesign(parsed.output);
  const appliedTemplate: AppliedTemplate = {
    id: templateId,
    name: parsed.output.name,
    logoPath: parsed.output.logoPath,
    language: parsed.output.language,
  };
  const products = await db
    .collection(paths.products())
    .where('ownerId', '==', ownerId)
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
