/**
 * Apply Template: works one templateJobs/{id} document. The seller's browser creates the job
 * (rules check the template is theirs) naming either selected products or "all matching" a list
 * filter, and watches it; this code copies the template's design (and routing, when the template
 * has one: docs/decisions.md, "Templates carry the routing") into each product in chunks.
 * Products that are missing or belong to someone else are reported as 'notFound' and untouched.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { converters, validData } from '../../platform/firestore.js';
import { JobFailure } from '../../platform/jobs/job-runner.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { bulkJobKind, type BulkJobOptions } from '../products/bulk-job.js';
import {
  COLLECTIONS,
  TemplateJobRequest,
  paths,
  templateDesign,
  type AppliedTemplate,
  type TemplateDoc,
  type TemplateJobDoc,
  type TemplateJobError,
  type TemplateJobFailureReason,
} from '../../shared/index.js';

/** What a template applies to a product besides its design. */
export function appliedTemplateOf(id: string, template: TemplateDoc): AppliedTemplate {
  return { id, name: template.name, logoPath: template.logoPath, language: template.language };
}

const failure = (reason: TemplateJobError) => new JobFailure(reason);

/** For the lifetime sweep: finished Apply Template jobs past their expiresAt. */
export const expiredTemplateJobs = expiredDocuments('templateJobs', COLLECTIONS.templateJobs);

export function templateJobKind(options: BulkJobOptions = {}) {
  return bulkJobKind<
    TemplateJobDoc,
    TemplateJobRequest,
    { design: ReturnType<typeof templateDesign>; appliedTemplate: AppliedTemplate },
    { productId: string; reason: TemplateJobFailureReason }
  >(
    {
      name: 'templateJob',
      path: paths.templateJob,
      converter: converters.templateJob,
      requestSchema: TemplateJobRequest,
      requestFields: ['templateId', 'productIds', 'filter', 'expected'],
      counter: 'applied',
      async activity(job, actorUid) {
        const templateId = String(job.get('templateId') ?? '');
        const template = templateId
          ? await job.ref.firestore.doc(paths.template(templateId)).get()
          : null;
        return {
          kind: 'template.applied',
          actorUid,
          subject: { type: 'template', id: templateId, name: String(template?.get('name') ?? '') },
          count: Number(job.get('applied') ?? 0),
        };
      },
      async prepare(ctx, job) {
        const templateSnap = await ctx.db
          .doc(paths.template(job.request.templateId))
          .withConverter(converters.template)
          .get();
        // Checked before the schema: another seller's template is 'not found' whatever it holds.
        if (!templateSnap.exists || templateSnap.get('ownerId') !== job.ownerId) {
          return failure('templateNotFound');
        }
        const template = validData(templateSnap);
        if (!template) return failure('invalidTemplate');
        return {
          design: templateDesign(template),
          appliedTemplate: appliedTemplateOf(templateSnap.id, template),
        };
      },
      async work(ctx, _job, { design, appliedTemplate }, products) {
        const batch = ctx.db.batch();
        for (const snapshot of products) {
          batch.update(snapshot.ref, {
            ...design,
            appliedTemplate,
            updatedAt: FieldValue.serverTimestamp(),
            // The job's one activity entry stands for all of them (product-activity.ts).
            updatedBy: FieldValue.delete(),
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
    },
    options,
  );
}
