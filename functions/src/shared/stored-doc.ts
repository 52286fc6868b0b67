import * as v from 'valibot';
import { isRecord } from './narrow.js';

/**
 * A Firestore Timestamp as either SDK returns it (web `firebase/firestore` and `firebase-admin`
 * both have toMillis and toDate). Only its shape is checked: the shared module loads no SDK.
 */
export interface StoredTimestamp {
  toMillis(): number;
  toDate(): Date;
}

const isTimestamp = (value: unknown): value is StoredTimestamp =>
  isRecord(value) && typeof value.toMillis === 'function' && typeof value.toDate === 'function';

/**
 * A server-written time. Null only in the web app, in the instant between a local write and the
 * server's answer (a pending serverTimestamp() reads as null).
 */
export const StoredTime = v.nullable(v.custom<StoredTimestamp>(isTimestamp));

/** A counter written with FieldValue.increment: a whole number, never negative. */
export const StoredCount = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A document read from Firestore that does not match its shared schema (only the Admin SDK or an
 * older version of the app can write one: the rules check every client write). Screens show a
 * translated error for it; functions log it and leave the document alone.
 */
export class InvalidDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly string[],
  ) {
    super(`Firestore document ${path} does not match its schema: ${issues.join('; ')}`);
    this.name = 'InvalidDocumentError';
  }
}

/**
 * The trust boundary for everything read from Firestore: the stored data checked against its
 * shared valibot schema, or InvalidDocumentError. Used by the Firestore converters of the web app
 * (web/src/lib/firestore.ts) and of the functions (functions/src/platform/firestore.ts).
 */
export function parseStoredDoc<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  data: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw new InvalidDocumentError(
    path,
    result.issues.map((issue) => `${v.getDotPath(issue) ?? '(document)'}: ${issue.message}`),
  );
}
