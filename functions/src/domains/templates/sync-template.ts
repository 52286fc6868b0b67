/**
 * Products follow their template (docs/decisions.md, "Templates are copies, products follow
 * them"): a change of a template's design starts a templateSyncJobs/{templateId}-{change} job
 * (queueTemplateSync, from the syncTemplateProducts trigger), which the job runner works in
 * slices. Each page of products carrying the template is one transaction that reads the template
 * and the job, writes the template's design into the page's products and counts them into the
 * job's progress, with the cursor: a slice killed anywhere continues after the last page
 * committed, and no product is written twice. The templates screen shows the progress.
 *
 * A newer change supersedes a sync under way: every page checks that the template's design is
 * still the one the job was started for (its `designKey`), in the transaction that writes the
 * page. When it is not, the job ends (`superseded`) and the newer change's own job gives every
 * product the newer design from the first; no page of the older design is written after the
 * change, so the newer design is what every product ends with. A deleted template ends the job
 * too; products keep the design they have.
 */
import { createHash } from 'node:crypto';
import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import {
  JOB_SLICE_MS,
  JOB_STATUSES,
  JobFailure,
  parseJob,
  queueJob,
  type JobKind,
  type JobEnvironment,
} from '../../platform/jobs/job-runner.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { appliedTemplateOf } from './apply-template.js';
import {
  COLLECTIONS,
  paths,
  stableJson,
  templateDesign,
  type TemplateSyncJobDoc,
} from '../../shared/index.js';

/** The template fields a product copies: a change of any of them starts a sync. */
export const TEMPLATE_SYNC_FIELDS = ['name', 'card', 'qrStyle', 'logoPath', 'language'] as const;

/** Products per page: one transaction writes them and the job's progress. */
export const SYNC_PAGE_SIZE = 400;

/** Pages per slice (one task), unless JOB_SLICE_MS passes first. */
export const SYNC_PAGES_PER_SLICE = 25;

/** An unfinished job is deleted after this (past the 7 days a slice is retried). */
export const UNFINISHED_SYNC_LIFETIME_MS = 8 * 24 * 60 * 60 * 1000;

/** The kind's name and document path (the trigger queues it, the runner works it). */
export const TEMPLATE_SYNC_JOB = { name: 'templateSync', path: paths.templateSyncJob } as const;

/** For the lifetime sweep: sync jobs past their expiresAt. */
export const expiredTemplateSyncJobs = expiredDocuments(
  'templateSyncJobs',
  COLLECTIONS.templateSyncJobs,
);

/** A template as stored (a snapshot: its fields as written, whatever its converter). */
interface StoredTemplate {
  get(field: string): unknown;
}

/** True when a template write changed what its products copy. */
export function designChanged(before: StoredTemplate, after: StoredTemplate): boolean {
  return designKey(before) !== designKey(after);
}

/** A digest of the fields a product copies, as stored: equal designs, equal keys. */
export function designKey(template: StoredTemplate): string {
  const fields = Object.fromEntries(
    TEMPLATE_SYNC_FIELDS.map((field) => [field, template.get(field) ?? null]),
  );
  return createHash('sha256').update(stableJson(fields)).digest('hex').slice(0, 32);
}

/**
 * The job of one change: the template's id and the time the change was committed, so the same
 * event delivered twice makes the same job and every later change a job of its own.
 */
export function templateSyncJobId(templateId: string, changedAt: Timestamp): string {
  return `${templateId}-${changedAt.seconds}${String(changedAt.nanoseconds).padStart(9, '0')}`;
}

/**
 * A template's design changed (its stored data after the change, committed at `changedAt`):
 * creates the job that brings its products along, and queues the job's first slice.
 */
export async function queueTemplateSync(
  env: Pick<JobEnvironment, 'db' | 'enqueue'>,
  templateId: string,
  template: StoredTemplate,
  changedAt: Timestamp,
  now = Date.now(),
): Promise<'queued' | 'noOwner'> {
  const ownerId = template.get('ownerId');
  if (typeof ownerId !== 'string' || ownerId === '') return 'noOwner';
  await queueJob(env, TEMPLATE_SYNC_JOB, templateSyncJobId(templateId, changedAt), {
    ownerId,
    templateId,
    designKey: designKey(template),
    status: JOB_STATUSES.queued,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + UNFINISHED_SYNC_LIFETIME_MS),
  });
  return 'queued';
}

export interface TemplateSyncOptions {
  pageSize?: number;
  pagesPerSlice?: number;
  /** How long a slice keeps starting pages (JOB_SLICE_MS). */
  sliceMs?: number;
  now?: () => number;
  /** Called after each page's commit (tests stop a slice there). */
  afterPage?: (processed: number) => void | Promise<void>;
}

type SyncJob = TemplateSyncJobDoc & { ownerId: string };

/** Why a page was not written: the job ends with it. */
type PageStop = 'superseded' | 'templateNotFound' | 'invalidTemplate';

const productsOf = (db: Firestore, job: SyncJob) =>
  db
    .collection(paths.products())
    .where('ownerId', '==', job.ownerId)
    .where('appliedTemplate.id', '==', job.templateId);

export function templateSyncKind(options: TemplateSyncOptions = {}): JobKind<SyncJob> {
  const pageSize = options.pageSize ?? SYNC_PAGE_SIZE;
  const now = options.now ?? Date.now;
  return {
    ...TEMPLATE_SYNC_JOB,
    ...JOB_STATUSES,
    parse: (snapshot) => parseJob(converters.templateSyncJob, snapshot),
    async start(ctx, job) {
      const counted = await productsOf(ctx.db, job).count().get();
      await ctx.ref.update({
        status: JOB_STATUSES.running,
        total: counted.data().count,
        processed: 0,
      });
      return 'started';
    },
    async slice(ctx, job) {
      const templateRef = ctx.db
        .doc(paths.template(job.templateId))
        .withConverter(converters.template);
      const until = now() + (options.sliceMs ?? JOB_SLICE_MS);
      let after = job.resumeAfter ?? null;
      let processed = job.processed ?? 0;
      for (let page = 0; page < (options.pagesPerSlice ?? SYNC_PAGES_PER_SLICE); page++) {
        if (page > 0 && now() >= until) break;
        const result = await ctx.db.runTransaction(async (tx) => {
          const [jobSnap, templateSnap] = await getAllConverted(tx, ctx.ref, templateRef);
          ctx.checkClaim(jobSnap);
          // Another seller's template is 'not found' whatever it holds.
          if (!templateSnap.exists || templateSnap.get('ownerId') !== job.ownerId) {
            return 'templateNotFound' satisfies PageStop;
          }
          if (designKey(templateSnap) !== job.designKey) return 'superseded' satisfies PageStop;
          const template = validData(templateSnap);
          if (!template) return 'invalidTemplate' satisfies PageStop;
          let query = productsOf(ctx.db, job).orderBy(FieldPath.documentId()).select();
          if (after) query = query.startAfter(after);
          const { docs } = await tx.get(query.limit(pageSize));
          const fields = {
            ...templateDesign(template),
            appliedTemplate: appliedTemplateOf(job.templateId, template),
            updatedAt: FieldValue.serverTimestamp(),
            // No member's edit: the activity log records none per product (product-activity.ts).
            updatedBy: FieldValue.delete(),
          };
          for (const doc of docs) tx.update(doc.ref, fields);
          const last = docs.at(-1)?.id;
          if (last) {
            tx.update(ctx.ref, { processed: FieldValue.increment(docs.length), resumeAfter: last });
          }
          return { count: docs.length, last: last ?? null };
        });
        if (result === 'superseded') {
          return { done: true, checkpoint: { superseded: true } };
        }
        if (typeof result === 'string') return new JobFailure(result);
        processed += result.count;
        after = result.last ?? after;
        await options.afterPage?.(processed);
        if (result.count < pageSize) return { done: true, checkpoint: {} };
      }
      return { done: false, checkpoint: {} };
    },
  };
}
