/**
 * The shapes of document ids (docs/decisions.md, "Ids with a shape"). Every id a client can name
 * is checked against one of these before any Firestore call, in the web app, the functions and
 * (repeated) firestore.rules, so no request can reach Firestore with an id it reserves or refuses
 * ('.', '..', '/', `__…__`, over 1,500 bytes) and fail there with an error instead of a clear no.
 */

/**
 * Firestore's auto ids (doc() in the client and Admin SDKs): 20 letters and digits. Every product,
 * template and job the app creates has one; firestore.rules refuses to create one under any other id.
 */
export const AUTO_ID_PATTERN = /^[A-Za-z0-9]{20}$/;
export const AUTO_ID_LENGTH = 20;

/**
 * Ids a client may name to read a document: auto ids, and the ids of documents stored before
 * auto ids were required (older seed data, tools): 1–128 of [A-Za-z0-9_-], never Firestore's
 * reserved `__…__` shape.
 */
export const DOC_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/** The review page's submission ids: 128 random bits as 32 lowercase hex characters. */
export const SUBMISSION_ID_PATTERN = /^[0-9a-f]{32}$/;

export function isAutoId(id: unknown): id is string {
  return typeof id === 'string' && AUTO_ID_PATTERN.test(id);
}

export function isDocId(id: unknown): id is string {
  return typeof id === 'string' && DOC_ID_PATTERN.test(id);
}

export function isSubmissionId(id: unknown): id is string {
  return typeof id === 'string' && SUBMISSION_ID_PATTERN.test(id);
}
