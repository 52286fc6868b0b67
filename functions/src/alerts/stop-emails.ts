import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  ALERT_EMAILS_FIELD,
  DAILY_DIGEST_FIELD,
  DocId,
  LOCALES,
  paths,
  type Locale,
} from '../shared/index.js';
import { AttentionDoc } from '../shared/schemas/attention.js';
import { emailText } from './email-text.js';
import { escapeHtml, htmlDocument } from './html.js';
import { hashStopToken } from './stop-token.js';

/** The query of a stop link (compose.ts, stopLink): seller, what to stop, the token. */
export const StopRequest = v.object({
  u: DocId,
  k: v.picklist(['alerts', 'digest']),
  t: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32}$/)),
});
export type StopRequest = v.InferOutput<typeof StopRequest>;

/**
 * One click stops an email (docs/decisions.md, "Alerts on unhappy customers"): the token's
 * sha256 must be one of the seller's recent stop tokens for that kind; then alerts (or the
 * digest) are switched off on the profile. Anything else changes nothing.
 */
export async function stopEmails(db: Firestore, request: StopRequest): Promise<boolean> {
  const attention = v.safeParse(
    AttentionDoc,
    (await db.doc(paths.attention(request.u)).get()).data() ?? {},
  );
  const hash = hashStopToken(request.t);
  const known =
    attention.success &&
    attention.output.stopTokens.some((entry) => entry.hash === hash && entry.kind === request.k);
  if (!known) return false;
  await db
    .doc(paths.seller(request.u))
    .update({ [request.k === 'alerts' ? ALERT_EMAILS_FIELD : DAILY_DIGEST_FIELD]: false });
  return true;
}

/** The stop page, in the seller's language when known (from the Accept-Language otherwise). */
export function stopPage(
  locale: Locale,
  state:
    | { kind: 'confirm'; action: string }
    | { kind: 'done'; stopped: 'alerts' | 'digest' }
    | {
        kind: 'invalid';
      },
): string {
  const t = emailText(locale);
  if (state.kind === 'confirm') {
    return htmlDocument(locale, [
      `<h1 style="font-size:20px">${escapeHtml(t('stop.title'))}</h1>`,
      `<form method="post" action="${escapeHtml(state.action)}">`,
      `<button type="submit" style="font-size:16px;padding:8px 20px">${escapeHtml(t('stop.confirm'))}</button>`,
      '</form>',
    ]);
  }
  const message =
    state.kind === 'invalid'
      ? t('stop.invalid')
      : t(state.stopped === 'alerts' ? 'stop.doneAlerts' : 'stop.doneDigest');
  return htmlDocument(locale, [`<p>${escapeHtml(message)}</p>`]);
}

/** The first app language an Accept-Language header names, or English. */
export function pageLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    const found = LOCALES.find((locale) => locale === tag);
    if (found) return found;
  }
  return 'en';
}
