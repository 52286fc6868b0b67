import { emailText } from './email-text.js';
import { escapeHtml, htmlDocument } from './html.js';
import { LOCALES, type Locale } from '../../shared/index.js';
import type { StopScope } from '../../platform/mail/stop-links.js';

/**
 * The pages of the email links (/mail/stop, /mail/confirm): one button on GET, so a mail scanner
 * that follows links changes nothing; the result after the POST. In the reader's language from
 * the Accept-Language header.
 */

const title = (text: string) => `<h1 style="font-size:20px">${escapeHtml(text)}</h1>`;
const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const button = (action: string, label: string) =>
  [
    `<form method="post" action="${escapeHtml(action)}">`,
    `<button type="submit" style="font-size:16px;padding:8px 20px">${escapeHtml(label)}</button>`,
    '</form>',
  ].join('\n');

export type StopPageState =
  | { kind: 'confirm'; scope: StopScope['kind']; action: string }
  | { kind: 'done'; scope: StopScope['kind']; resumeAction: string | null }
  | { kind: 'resumed' }
  | { kind: 'invalid' };

const STOP_TITLES = {
  alerts: 'stop.title',
  digest: 'stop.title',
  case: 'stop.titleCase',
  all: 'stop.titleAll',
} as const;
const STOP_DONE = {
  alerts: 'stop.doneAlerts',
  digest: 'stop.doneDigest',
  case: 'stop.doneCase',
  all: 'stop.doneAll',
} as const;

/** The stop page: what the link stops, and once stopped, the same link's undo. */
export function stopPage(locale: Locale, state: StopPageState): string {
  const t = emailText(locale);
  switch (state.kind) {
    case 'confirm':
      return htmlDocument(locale, [
        title(t(STOP_TITLES[state.scope])),
        button(state.action, t('stop.confirm')),
      ]);
    case 'done':
      return htmlDocument(locale, [
        paragraph(t(STOP_DONE[state.scope])),
        ...(state.resumeAction ? [button(state.resumeAction, t('stop.resume'))] : []),
      ]);
    case 'resumed':
      return htmlDocument(locale, [paragraph(t('stop.resumed'))]);
    case 'invalid':
      return htmlDocument(locale, [paragraph(t('stop.invalid'))]);
  }
}

export type ConfirmPageState =
  { kind: 'confirm'; action: string } | { kind: 'done' } | { kind: 'invalid' };

/** The page of another alert address's confirmation link. */
export function confirmPage(locale: Locale, state: ConfirmPageState): string {
  const t = emailText(locale);
  switch (state.kind) {
    case 'confirm':
      return htmlDocument(locale, [
        title(t('confirm.title')),
        button(state.action, t('confirm.confirm')),
      ]);
    case 'done':
      return htmlDocument(locale, [paragraph(t('confirm.done'))]);
    case 'invalid':
      return htmlDocument(locale, [paragraph(t('confirm.invalid'))]);
  }
}

/** The first app language an Accept-Language header names, or English. */
export function pageLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range = ''] = part.split(';');
    const tag = range.trim().toLowerCase().split('-')[0];
    const found = LOCALES.find((locale) => locale === tag);
    if (found) return found;
  }
  return 'en';
}

/** The headers every link page answers with: never cached, never indexed. */
export const LINK_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Type': 'text/html; charset=utf-8',
  'X-Robots-Tag': 'noindex',
} as const;
