import {
  CASE_FIRST_REPLY_BUCKET_HOURS,
  type CaseDoc,
  type CaseFirstReplyBucket,
  type CaseStatsDoc,
} from '../../shared/index.js';

/**
 * The seller's case numbers (docs/data-model.md, "Cases"), as plain functions of a case's change:
 * the trigger (track-case-changes.ts) hands each change of cases/{id} to caseStatsChange and
 * applies the result to sellers/{uid}/caseStats/{'all' | productId} in one transaction.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The fields of a case the numbers depend on. */
export type CaseStatsFields = Pick<
  CaseDoc,
  'status' | 'createdAt' | 'confirmedAt' | 'firstReplyAt' | 'resolvedAt'
>;

export interface CaseStatsChange {
  opened: number;
  withContact: number;
  firstReplies: number;
  firstReplyBucket: CaseFirstReplyBucket | null;
  resolved: number;
  /** +1 / -1 per UTC hour (hours since 1970) of the case's opening. */
  openByHour: Record<string, number>;
}

/** The histogram bucket of a first reply `ms` after the customer confirmed. */
export function firstReplyBucket(ms: number): CaseFirstReplyBucket {
  const hours = Math.max(0, ms) / HOUR_MS;
  const bound = CASE_FIRST_REPLY_BUCKET_HOURS.find((limit) => hours <= limit);
  return bound === undefined ? 'more' : `h${bound}`;
}

export function openingHour(createdAt: CaseDoc['createdAt']): string {
  return String(Math.floor((createdAt?.toMillis() ?? 0) / HOUR_MS));
}

const isOpen = (fields: CaseStatsFields | null) => fields !== null && fields.status !== 'resolved';

/** What one write of a case (before → after; null: missing) changes in the numbers. */
export function caseStatsChange(
  before: CaseStatsFields | null,
  after: CaseStatsFields | null,
): CaseStatsChange {
  const change: CaseStatsChange = {
    opened: before === null && after !== null ? 1 : 0,
    withContact: !before?.confirmedAt && after?.confirmedAt ? 1 : 0,
    firstReplies: 0,
    firstReplyBucket: null,
    resolved: !before?.resolvedAt && after?.resolvedAt ? 1 : 0,
    openByHour: {},
  };
  if (!before?.firstReplyAt && after?.firstReplyAt) {
    const from = after.confirmedAt ?? after.createdAt;
    change.firstReplies = 1;
    change.firstReplyBucket = firstReplyBucket(
      after.firstReplyAt.toMillis() - (from?.toMillis() ?? after.firstReplyAt.toMillis()),
    );
  }
  const delta = (isOpen(after) ? 1 : 0) - (isOpen(before) ? 1 : 0);
  const opening = (after ?? before)?.createdAt ?? null;
  if (delta !== 0) change.openByHour[openingHour(opening)] = delta;
  return change;
}

export function isEmptyChange(change: CaseStatsChange): boolean {
  return (
    change.opened === 0 &&
    change.withContact === 0 &&
    change.firstReplies === 0 &&
    change.resolved === 0 &&
    Object.keys(change.openByHour).length === 0
  );
}

export type CaseStatsCounts = Omit<CaseStatsDoc, 'ownerId' | 'updatedAt'>;

export function emptyCaseStats(): CaseStatsCounts {
  return {
    opened: 0,
    withContact: 0,
    firstReplies: 0,
    firstReplyHistogram: {},
    resolved: 0,
    openByHour: {},
  };
}

/** The numbers after `change`; no count goes below zero, empty hours are dropped. */
export function applyCaseStatsChange(
  current: CaseStatsCounts,
  change: CaseStatsChange,
): CaseStatsCounts {
  const add = (value: number, delta: number) => Math.max(0, value + delta);
  const histogram = { ...current.firstReplyHistogram };
  if (change.firstReplyBucket) {
    histogram[change.firstReplyBucket] = add(histogram[change.firstReplyBucket] ?? 0, 1);
  }
  const openByHour = { ...current.openByHour };
  for (const [hour, delta] of Object.entries(change.openByHour)) {
    const next = add(openByHour[hour] ?? 0, delta);
    if (next === 0) delete openByHour[hour];
    else openByHour[hour] = next;
  }
  return {
    opened: add(current.opened, change.opened),
    withContact: add(current.withContact, change.withContact),
    firstReplies: add(current.firstReplies, change.firstReplies),
    firstReplyHistogram: histogram,
    resolved: add(current.resolved, change.resolved),
    openByHour,
  };
}
