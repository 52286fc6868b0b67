import * as v from 'valibot';
import { DISPLAY_NAME_MAX_LENGTH } from '../constants.js';
import { StoredTime } from '../stored-doc.js';

/**
 * The account's activity log (docs/data-model.md, "Accounts and members"; docs/decisions.md, "Who did
 * what"): accounts/{accountId}/activity/{entryId}, one entry per thing a member did, written only
 * by functions, read by those who may read activity (Owner and Manager), newest first, kept
 * ACTIVITY_RETENTION_DAYS (a TTL policy on expiresAt).
 */

export const ACTIVITY_KINDS = [
  'case.replied',
  'product.created',
  'product.updated',
  'product.deleted',
  'products.deleted',
  'template.created',
  'template.updated',
  'template.deleted',
  'template.applied',
  'import.done',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What an entry is about: the screen links a product, a template or a case by its id. */
export const ACTIVITY_SUBJECT_TYPES = ['product', 'template', 'case', 'import'] as const;
export type ActivitySubjectType = (typeof ACTIVITY_SUBJECT_TYPES)[number];

export const ACTIVITY_RETENTION_DAYS = 90;
export const ACTIVITY_RETENTION_MS = ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000;
/** Entries per page of the activity screen; the rules refuse a page larger than the maximum. */
export const ACTIVITY_PAGE_SIZE = 25;
export const ACTIVITY_PAGE_MAX = 50;
/** The name an entry keeps of what it is about (a product title is at most 255). */
export const ACTIVITY_SUBJECT_NAME_MAX_LENGTH = 255;

export const ActivityEntryDoc = v.object({
  kind: v.picklist(ACTIVITY_KINDS),
  /** The member who did it (their uid). */
  actorUid: v.pipe(v.string(), v.nonEmpty()),
  /** Their display name when they did it ('' when the member had none or was gone). */
  actorName: v.pipe(v.string(), v.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  at: StoredTime,
  subject: v.object({
    type: v.picklist(ACTIVITY_SUBJECT_TYPES),
    id: v.string(),
    /** The product's title, the template's or file's name when it happened. */
    name: v.pipe(v.string(), v.maxLength(ACTIVITY_SUBJECT_NAME_MAX_LENGTH)),
  }),
  /** How many products a bulk action or an import changed. */
  count: v.optional(v.number()),
  /** at + ACTIVITY_RETENTION_MS: the TTL policy deletes the entry then. */
  expiresAt: StoredTime,
});
export type ActivityEntryDoc = v.InferOutput<typeof ActivityEntryDoc>;

export interface ActivityEvent {
  kind: ActivityKind;
  actorUid: string;
  subject: { type: ActivitySubjectType; id: string; name: string };
  count?: number;
}

/**
 * One entry's id, from what it records: a retried trigger or job writes the same entry again
 * instead of a second one. `occurrence` tells apart two edits of one thing (their commit time).
 */
export function activityEntryId(kind: ActivityKind, subjectId: string, occurrence: string): string {
  return `${kind}_${subjectId}_${occurrence}`.replace(/[^A-Za-z0-9_.-]/g, '-').slice(0, 500);
}

/** The stored entry for an event at `at` (ms), by a member whose name is `actorName`. */
export function activityEntryDoc<Time>(
  event: ActivityEvent,
  actorName: string,
  at: number,
  time: (ms: number) => Time,
): Omit<ActivityEntryDoc, 'at' | 'expiresAt'> & { at: Time; expiresAt: Time } {
  return {
    kind: event.kind,
    actorUid: event.actorUid,
    actorName: actorName.slice(0, DISPLAY_NAME_MAX_LENGTH),
    at: time(at),
    subject: {
      type: event.subject.type,
      id: event.subject.id,
      name: event.subject.name.slice(0, ACTIVITY_SUBJECT_NAME_MAX_LENGTH),
    },
    ...(event.count !== undefined ? { count: event.count } : {}),
    expiresAt: time(at + ACTIVITY_RETENTION_MS),
  };
}

/** What a change is decided from, on each side of a products/{id} or templates/{id} write. */
export interface EditedSide {
  /** The product's title or the template's name. */
  name?: unknown;
  updatedBy?: unknown;
  updatedAtMs?: number | null;
}

const EDIT_KINDS = {
  product: { created: 'product.created', updated: 'product.updated' },
  template: { created: 'template.created', updated: 'template.updated' },
} as const;

/**
 * What a write of products/{id} or templates/{id} records, decided from its two sides: a
 * member's create or edit (the rules make every client write name its writer in `updatedBy` and
 * set `updatedAt`), never what functions write (they change `updatedAt` only while removing
 * `updatedBy`; their derived fields leave `updatedAt` as it is). Deletes are decided apart
 * (deleteEvent): the deleted document cannot say who deleted it.
 */
export function editEvent(
  type: 'product' | 'template',
  id: string,
  before: EditedSide | null,
  after: EditedSide | null,
): ActivityEvent | null {
  if (!after || typeof after.updatedBy !== 'string' || after.updatedBy === '') return null;
  if (before && before.updatedAtMs === after.updatedAtMs) return null;
  return {
    kind: before ? EDIT_KINDS[type].updated : EDIT_KINDS[type].created,
    actorUid: after.updatedBy,
    subject: { type, id, name: typeof after.name === 'string' ? after.name : '' },
  };
}

/**
 * A member's delete of one product or template, by the member the delete's commit named: a
 * product's tombstone (deletedBy), the account's template count (templateCountedBy). A bulk
 * delete's tombstones name nobody: the job records one entry for all of them.
 */
export function deleteEvent(
  type: 'product' | 'template',
  id: string,
  name: unknown,
  deletedBy: unknown,
): ActivityEvent | null {
  if (typeof deletedBy !== 'string' || deletedBy === '') return null;
  return {
    kind: type === 'product' ? 'product.deleted' : 'template.deleted',
    actorUid: deletedBy,
    subject: { type, id, name: typeof name === 'string' ? name : '' },
  };
}
