import * as v from 'valibot';
import { DOC_ID_PATTERN, MAIL_PATHS } from '../../shared/index.js';
import type { MailKeys } from './mail-keys.js';

/**
 * What a stop link stops (docs/decisions.md, "Stops belong to the recipient"): one seller's alert
 * emails or digest (by uid), the emails about one case (the customer's), or every email of the
 * app to the address.
 */
export type StopScope =
  { kind: 'alerts' | 'digest'; uid: string } | { kind: 'case'; caseId: string } | { kind: 'all' };
/** The scope an email is sent in: the narrowest stop that holds it back. */
export type SendScope = Exclude<StopScope, { kind: 'all' }>;

export interface StopLinks {
  /** Stops this kind of email (also the List-Unsubscribe header's target). */
  stop: string;
  /** Stops every email of the app to this address. */
  stopAll: string;
}

const subjectOf = (scope: StopScope) =>
  scope.kind === 'all' ? '' : scope.kind === 'case' ? scope.caseId : scope.uid;

const signed = (scope: StopScope, recipientKey: string) =>
  `${scope.kind}|${subjectOf(scope)}|${recipientKey}`;

/**
 * A stop link: `/mail/stop?s=<kind>&i=<uid or case id>&r=<recipient key>&t=<signature>`. The
 * signature (HMAC with the functions' mail key) binds the three, so nobody without the key can
 * make a link for another address or scope, and the link holds no address.
 */
export function stopLink(
  origin: string,
  keys: MailKeys,
  scope: StopScope,
  recipientKey: string,
): string {
  const query = new URLSearchParams({ s: scope.kind });
  if (scope.kind !== 'all') query.set('i', subjectOf(scope));
  query.set('r', recipientKey);
  query.set('t', keys.sign(signed(scope, recipientKey)));
  return `${origin}${MAIL_PATHS.stop}?${query.toString()}`;
}

export function stopLinks(
  origin: string,
  keys: MailKeys,
  scope: SendScope,
  recipientKey: string,
): StopLinks {
  return {
    stop: stopLink(origin, keys, scope, recipientKey),
    stopAll: stopLink(origin, keys, { kind: 'all' }, recipientKey),
  };
}

const SubjectId = v.pipe(v.string(), v.regex(DOC_ID_PATTERN));

/** The query of a stop link as sent (compose: stopLink), with `a=resume` for the page's undo. */
export const StopLinkQuery = v.object({
  s: v.picklist(['alerts', 'digest', 'case', 'all']),
  i: v.optional(SubjectId),
  r: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  t: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
  a: v.optional(v.picklist(['stop', 'resume'])),
});
export type StopLinkQuery = v.InferOutput<typeof StopLinkQuery>;

export interface VerifiedStop {
  scope: StopScope;
  recipientKey: string;
}

/** The scope and recipient of a genuine stop link, or null for anything else. */
export function verifyStopLink(keys: MailKeys, query: StopLinkQuery): VerifiedStop | null {
  let scope: StopScope;
  if (query.s === 'all') {
    if (query.i !== undefined) return null;
    scope = { kind: 'all' };
  } else if (query.i === undefined) {
    return null;
  } else {
    scope =
      query.s === 'case' ? { kind: 'case', caseId: query.i } : { kind: query.s, uid: query.i };
  }
  if (!keys.verify(signed(scope, query.r), query.t)) return null;
  return { scope, recipientKey: query.r };
}
