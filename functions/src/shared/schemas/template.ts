import * as v from 'valibot';
import { LOCALES } from '../locales.js';
import { StoredCount, StoredTime } from '../stored-doc.js';
import { ProductFilter } from '../product-query.js';
import { ValidationMessage } from '../validation-messages.js';
import {
  JOB_MAX_PRODUCT_IDS,
  ProductFilterSelection,
  ProductIdsSelection,
} from './product-jobs.js';
import { CardDesign, QrStyle, type ProductInput } from './product.js';
import { DocId } from './doc-id.js';

export const TEMPLATE_NAME_MAX_LENGTH = 60;
/** Logo upload limits (storage.rules repeats them). */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
/** Storage object name of a logo below logos/{uid}/: letters, digits, dot, dash, underscore. */
export const LOGO_FILE_NAME_PATTERN = '^[A-Za-z0-9._-]{1,100}$';
/** Products one Apply Template job may name by id (firestore.rules repeats it). */
export const TEMPLATE_JOB_MAX_PRODUCTS = JOB_MAX_PRODUCT_IDS;

/**
 * templates/{id}: a card design a seller applies to many products. The design parts are the
 * product's own card schemas, so applying a template is a copy and the rules reuse the product's
 * card checks. `logoPath` is '' (no logo) or a Storage path logos/{ownerId}/{file}.
 * `complianceMode` is the routing the template gives its products (docs/decisions.md, "Templates
 * carry the routing"): on by default; off is private routing, chosen explicitly in the editor.
 */
export const TemplateInput = v.object({
  name: v.pipe(
    v.string(ValidationMessage.templateNameRequired),
    v.trim(),
    v.nonEmpty(ValidationMessage.templateNameRequired),
    v.maxLength(TEMPLATE_NAME_MAX_LENGTH, ValidationMessage.templateNameTooLong),
  ),
  card: CardDesign,
  qrStyle: QrStyle,
  logoPath: v.string(),
  language: v.picklist(LOCALES, ValidationMessage.choiceInvalid),
  complianceMode: v.boolean(ValidationMessage.choiceInvalid),
});
export type TemplateInput = v.InferOutput<typeof TemplateInput>;

/** templates/{id} as stored. */
export const TemplateDoc = v.object({
  ...TemplateInput.entries,
  /** Absent on templates saved before templates carried the routing: they leave it alone. */
  complianceMode: v.optional(v.boolean()),
  ownerId: v.string(),
  createdAt: StoredTime,
  updatedAt: StoredTime,
  /** The member whose write this is (the rules check it on every client write). */
  updatedBy: v.optional(v.string()),
});
export type TemplateDoc = v.InferOutput<typeof TemplateDoc>;

/** True when `path` names one of `uid`'s logo files (logos/{uid}/{file}). */
export function isOwnLogoPath(path: string, uid: string): boolean {
  const prefix = `logos/${uid}/`;
  return (
    path.startsWith(prefix) && new RegExp(LOGO_FILE_NAME_PATTERN).test(path.slice(prefix.length))
  );
}

/**
 * What applying `template` writes into a product's seller fields: the design, and the routing
 * when the template has one (a template saved before templates carried it leaves it alone).
 */
export function templateDesign(
  template: Pick<TemplateDoc, 'card' | 'qrStyle' | 'complianceMode'>,
): Pick<ProductInput, 'card' | 'qrStyle'> & Partial<Pick<ProductInput, 'complianceMode'>> {
  const design = { card: { ...template.card }, qrStyle: { ...template.qrStyle } };
  return template.complianceMode === undefined
    ? design
    : { ...design, complianceMode: template.complianceMode };
}

/** templateJobs/{id}: one Apply Template run, created by the seller, worked by a function. */
const TEMPLATE_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TemplateJobStatus = (typeof TEMPLATE_JOB_STATUSES)[number];

/** Why a product was not changed (the web app translates each). */
const TEMPLATE_JOB_FAILURES = ['notFound', 'invalidProduct', 'writeFailed'] as const;
export type TemplateJobFailureReason = (typeof TEMPLATE_JOB_FAILURES)[number];
/** Why a whole job failed. */
const TEMPLATE_JOB_ERRORS = [
  'templateNotFound',
  'invalidTemplate',
  'invalidJob',
  'runningJobsLimit',
] as const;
export type TemplateJobError = (typeof TEMPLATE_JOB_ERRORS)[number];

/**
 * What the seller's browser asks for when it starts Apply Template: the template, and either the
 * selected product ids (1–500) or "all matching" a list filter (docs/decisions.md, "Product list at scale"); the fields of
 * templateJobs/{id} besides ownerId, status and createdAt (firestore.rules repeats the checks).
 */
export const TemplateJobRequest = v.union([
  v.strictObject({ templateId: DocId, ...ProductIdsSelection.entries }),
  v.strictObject({ templateId: DocId, ...ProductFilterSelection.entries }),
]);
export type TemplateJobRequest = v.InferOutput<typeof TemplateJobRequest>;

/** templateJobs/{id} as stored: the request, then what the function writes as it works. */
export const TemplateJobDoc = v.object({
  ownerId: v.string(),
  /** The member who started it (their uid; the rules check it is the writer's own). */
  createdBy: v.optional(v.string()),
  templateId: v.string(),
  productIds: v.optional(v.array(v.string())),
  filter: v.optional(ProductFilter),
  expected: v.optional(v.nullable(StoredCount)),
  status: v.picklist(TEMPLATE_JOB_STATUSES),
  createdAt: StoredTime,
  total: v.optional(StoredCount),
  processed: v.optional(StoredCount),
  applied: v.optional(StoredCount),
  /** Failures beyond the JOB_FAILURES_LISTED listed in `failures` (filter jobs). */
  failedCount: v.optional(StoredCount),
  /** Filter jobs: the last product id worked on, so a retried run continues after it. */
  resumeAfter: v.optional(v.string()),
  failures: v.optional(
    v.array(v.object({ productId: v.string(), reason: v.picklist(TEMPLATE_JOB_FAILURES) })),
  ),
  error: v.optional(v.picklist(TEMPLATE_JOB_ERRORS)),
  finishedAt: v.optional(StoredTime),
  /** finishedAt + 30 days; a Firestore TTL policy on this field deletes finished jobs. */
  expiresAt: v.optional(StoredTime),
});
export type TemplateJobDoc = v.InferOutput<typeof TemplateJobDoc>;

/** templateSyncJobs/{jobId}: the products carrying a template following a change of its design. */
export const TEMPLATE_SYNC_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TemplateSyncStatus = (typeof TEMPLATE_SYNC_STATUSES)[number];
/** Statuses of a sync still under way: the templates screen shows its progress. */
export const TEMPLATE_SYNC_WORKING = ['queued', 'running'] as const;
/** Why a sync ended before every product followed (the template was deleted, or broken). */
const TEMPLATE_SYNC_ERRORS = ['templateNotFound', 'invalidTemplate', 'invalidJob'] as const;

/**
 * templateSyncJobs/{templateId}-{change} as stored (docs/data-model.md): written by functions
 * only (the job runner), read by its seller. `designKey` names the design the job applies; when
 * the template's design changes again the job ends with `superseded` and the newer change's job
 * takes every product from the first.
 */
export const TemplateSyncJobDoc = v.object({
  ownerId: v.string(),
  templateId: v.string(),
  designKey: v.string(),
  status: v.picklist(TEMPLATE_SYNC_STATUSES),
  createdAt: StoredTime,
  /** Products carrying the template when the job started. */
  total: v.optional(StoredCount),
  /** Products given the design so far (each page's commit counts its own). */
  processed: v.optional(StoredCount),
  /** The last product id given the design: the next page starts after it. */
  resumeAfter: v.optional(v.string()),
  /** A newer design took over before every product followed this one. */
  superseded: v.optional(v.boolean()),
  error: v.optional(v.picklist(TEMPLATE_SYNC_ERRORS)),
  finishedAt: v.optional(StoredTime),
  /** A finished job's end + 30 days (an unfinished one's creation + 8 days); TTL deletes it. */
  expiresAt: v.optional(StoredTime),
});
export type TemplateSyncJobDoc = v.InferOutput<typeof TemplateSyncJobDoc>;
