/**
 * Apply Template: works one templateJobs/{id} document. The seller's browser creates the job
 * (rules check the template is theirs) naming either selected products or "all matching" a list
 * filter, and watches it; this code copies the template's design into each product in chunks and
 * writes progress and per-product failures back to the job. Products that are missing or belong
 * to someone else are reported as 'notFound' and untouched. Re-running a job is harmless: a
 * finished job is left alone, an interrupted one continues after the last chunk it saved.
 */
import * as v from 'valibot';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { converters, validData } from '../firestore.js';
import { finishedFields, requestFields, workJob, type WorkOptions } from '../products/bulk-job.js';
import { withinRunningJobs } from '../products/running-jobs.js';
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

export type ApplyTemplateOptions = Omit<WorkOptions, 'jobId'>;

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
  const jobRef = db.doc(paths.templateJob(jobId)).withConverter(converters.templateJob);
  const jobSnap = await jobRef.get();
  if (!jobSnap.exists) return { status: 'skipped', applied: 0, failures: [] };
  const job = validData(jobSnap);
  if (job?.status === 'done' || job?.status === 'failed') {
    return { status: 'skipped', applied: 0, failures: [] };
  }
  const request =
    job &&
    v.safeParse(
      TemplateJobRequest,
      requestFields(job, ['templateId', 'productIds', 'filter', 'expected']),
    );
  if (!job || !request?.success) return fail(jobRef, 'invalidJob');
  if (job.status === 'queued' && !(await withinRunningJobs(db, job.ownerId, job.createdAt))) {
    return fail(jobRef, 'runningJobsLimit');
  }

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

  // The stored Timestamp itself (not the schema's structural type): list queries compare with it.
  const createdAt: unknown = jobSnap.get('createdAt');
  const outcome = await workJob<Failure>(
    db,
    jobRef,
    job,
    request.output,
    createdAt instanceof Timestamp ? createdAt : null,
    'applied',
    async (products) => {
      const batch = db.batch();
      for (const snapshot of products) {
        batch.update(snapshot.ref, {
          card: design.card,
          qrStyle: design.qrStyle,
          appliedTemplate,
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      try {
        await batch.commit();
        return { changed: products.length, failed: [] };
      } catch {
        return {
          changed: 0,
          failed: products.map((p) => ({ productId: p.id, reason: 'writeFailed' as const })),
        };
      }
    },
    { ...options, jobId },
  );
  return {
    status: 'done',
    applied: outcome.changed,
    failures: outcome.failures,
    failedCount: outcome.failedCount,
  };
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
