import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { JOB_FAILURES_LISTED } from '../shared/index.js';

/**
 * What the bulk jobs over products (Apply Template, Delete) share: a finished job only feeds the
 * dialog that started it; after this long a TTL policy on `expiresAt` deletes it
 * (docs/data-model.md).
 */
export const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The fields every finished job gets, whatever its outcome. */
export function finishedFields() {
  return {
    finishedAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + FINISHED_JOB_RETENTION_MS),
  };
}

/** Products read per page of a filter job ("all matching"). */
export const FILTER_JOB_PAGE_SIZE = 200;

/** A job's failure list: the first JOB_FAILURES_LISTED, the rest only counted. */
export class FailureLog<T> {
  readonly listed: T[];
  count: number;
  constructor(listed: T[] = [], count = listed.length) {
    this.listed = [...listed];
    this.count = count;
  }
  add(failure: T) {
    this.count += 1;
    if (this.listed.length < JOB_FAILURES_LISTED) this.listed.push(failure);
  }
}
