import type { Locale, Store } from '../shared/index.js';
import type { PendingAlert } from '../shared/schemas/attention.js';
import type { OutgoingMail } from '../mail/queue-mail.js';
import { emailText, type EmailText } from './email-text.js';
import { htmlDocument, htmlLink, htmlText } from './html.js';

/** Marketplace names as the marketplaces write them (not translated). */
const STORE_NAMES: Record<Store, string> = { amazon: 'Amazon', emag: 'eMAG', shopify: 'Shopify' };

/** What stopping an email switches off (mail-stop.ts). */
export type StopKind = 'alerts' | 'digest';

/** Links in an email, all on the app's own domain; none carries a sign-in token. */
export interface EmailLinks {
  /** Where the email's main button goes (a review, or the product's reviews). */
  open: string;
  /** The one-click stop page, with its unguessable token. */
  stop: string;
  /** The account overview, where the email settings are. */
  settings: string;
}

export function reviewLink(origin: string, productId: string, reviewId: string): string {
  const query = new URLSearchParams({ tab: 'reviews', review: reviewId });
  return `${origin}/dashboard/${encodeURIComponent(productId)}?${query.toString()}`;
}
export function reviewsLink(origin: string, productId: string): string {
  return `${origin}/dashboard/${encodeURIComponent(productId)}?tab=reviews`;
}
/** The product list: where a digest, about every product, leads. */
export function reviewsOverviewLink(origin: string): string {
  return `${origin}/products`;
}
/** A review's case in the inbox (the seller's side of the resolution loop). */
export function caseLink(origin: string, productId: string, reviewId: string): string {
  const query = new URLSearchParams({ tab: 'reviews', review: reviewId, case: '1' });
  return `${origin}/dashboard/${encodeURIComponent(productId)}?${query.toString()}`;
}
export function settingsLink(origin: string): string {
  return `${origin}/overview`;
}
export function stopLink(origin: string, uid: string, kind: StopKind, token: string): string {
  return `${origin}/mail/stop?${new URLSearchParams({ u: uid, k: kind, t: token }).toString()}`;
}

/** The footer every email ends with: why it came, one-click stop, settings. */
function footer(t: EmailText, kind: StopKind, links: EmailLinks) {
  const why = t(kind === 'alerts' ? 'footer.alerts' : 'footer.digest');
  return {
    text: [
      '--',
      why,
      `${t('footer.stop')}: ${links.stop}`,
      `${t('footer.settings')}: ${links.settings}`,
    ],
    html: [
      '<hr>',
      `<p style="font-size:13px;color:#616161">${htmlText(why)}<br>`,
      `${htmlLink(links.stop, t('footer.stop'))} · ${htmlLink(links.settings, t('footer.settings'))}</p>`,
    ],
  };
}

/** The one-click stop headers (RFC 8058): mail clients show their own unsubscribe button. */
function stopHeaders(links: EmailLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.stop}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export interface AlertReview {
  productTitle: string;
  rating: number;
  store: Store;
  feedback: string;
}

/** The email within a minute of a review below the seller's threshold. */
export function alertEmail(
  to: string,
  locale: Locale,
  review: AlertReview,
  links: EmailLinks,
): OutgoingMail {
  const t = emailText(locale);
  const store = STORE_NAMES[review.store];
  const values = { product: review.productTitle, stars: review.rating, store };
  const body = t('alert.body', values);
  const feedback = review.feedback.trim();
  const end = footer(t, 'alerts', links);
  const text = [
    t('alert.heading'),
    '',
    body,
    '',
    ...(feedback ? [t('alert.feedback'), feedback] : [t('alert.noFeedback')]),
    '',
    `${t('alert.open')}: ${links.open}`,
    '',
    ...end.text,
  ].join('\n');
  const html = htmlDocument(locale, [
    `<h2 style="font-size:18px">${htmlText(t('alert.heading'))}</h2>`,
    `<p>${htmlText(body)}</p>`,
    feedback
      ? `<p>${htmlText(t('alert.feedback'))}</p>${quoteHtml(feedback)}`
      : `<p>${htmlText(t('alert.noFeedback'))}</p>`,
    `<p>${htmlLink(links.open, t('alert.open'))}</p>`,
    ...end.html,
  ]);
  return {
    to,
    subject: t('alert.subject', values),
    text,
    html,
    headers: stopHeaders(links),
  };
}

/** The one email for every low review that arrived within the window after the last alert. */
export function followUpEmail(
  to: string,
  locale: Locale,
  count: number,
  listed: PendingAlert[],
  links: EmailLinks,
): OutgoingMail {
  const t = emailText(locale);
  const items = listed.map((item) =>
    t('followUp.item', {
      product: item.productTitle,
      stars: item.rating,
      store: STORE_NAMES[item.store],
    }),
  );
  const more = count - listed.length;
  const end = footer(t, 'alerts', links);
  const body = t('followUp.body', { count });
  const text = [
    body,
    '',
    ...items.map((item) => `- ${item}`),
    ...(more > 0 ? [t('followUp.more', { count: more })] : []),
    '',
    `${t('followUp.open')}: ${links.open}`,
    '',
    ...end.text,
  ].join('\n');
  const html = htmlDocument(locale, [
    `<p>${htmlText(body)}</p>`,
    `<ul>${items.map((item) => `<li>${htmlText(item)}</li>`).join('')}</ul>`,
    more > 0 ? `<p>${htmlText(t('followUp.more', { count: more }))}</p>` : '',
    `<p>${htmlLink(links.open, t('followUp.open'))}</p>`,
    ...end.html,
  ]);
  return { to, subject: t('followUp.subject', { count }), text, html, headers: stopHeaders(links) };
}

export interface DigestFigures {
  /** The seller's local day the digest covers, as the seller reads a date. */
  date: string;
  count: number;
  low: number;
  /** Mean rating of the day's reviews (0 without reviews). */
  average: number;
  unread: number;
}

/** The daily digest at 08:00 in the seller's time zone. */
export function digestEmail(
  to: string,
  locale: Locale,
  figures: DigestFigures,
  links: EmailLinks,
): OutgoingMail {
  const t = emailText(locale);
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    figures.average,
  );
  const lines = [
    t('digest.body', { count: figures.count, low: figures.low }),
    ...(figures.count > 0 ? [t('digest.average', { average })] : []),
    t('digest.unread', { unread: figures.unread }),
  ];
  const end = footer(t, 'digest', links);
  const text = [...lines, '', `${t('followUp.open')}: ${links.open}`, '', ...end.text].join('\n');
  const html = htmlDocument(locale, [
    ...lines.map((line) => `<p>${htmlText(line)}</p>`),
    `<p>${htmlLink(links.open, t('followUp.open'))}</p>`,
    ...end.html,
  ]);
  return {
    to,
    subject: t('digest.subject', { date: figures.date }),
    text,
    html,
    headers: stopHeaders(links),
  };
}

/**
 * A customer answered on a case (docs/decisions.md, "Cases"): the seller gets the answer at once,
 * with the alerts' footer and stop link. The customer's address is never in it.
 */
/**
 * A case alert for the seller: the customer's answer (quoted), or, for `null`, that the customer
 * confirmed their address, so the case can be answered now (until then the rules refuse every
 * reply). The address itself is never in it.
 */
export function caseAlertEmail(
  to: string,
  locale: Locale,
  productTitle: string,
  answer: string | null,
  links: EmailLinks,
): OutgoingMail {
  const t = emailText(locale);
  const values = { product: productTitle };
  const [subject, body] =
    answer === null
      ? (['case.alert.confirmedSubject', 'case.alert.confirmedBody'] as const)
      : (['case.alert.subject', 'case.alert.body'] as const);
  const end = footer(t, 'alerts', links);
  const text = [
    t(body, values),
    '',
    ...(answer === null ? [] : [answer, '']),
    `${t('case.alert.open')}: ${links.open}`,
    '',
    ...end.text,
  ].join('\n');
  const html = htmlDocument(locale, [
    `<p>${htmlText(t(body, values))}</p>`,
    ...(answer === null ? [] : [quoteHtml(answer)]),
    `<p>${htmlLink(links.open, t('case.alert.open'))}</p>`,
    ...end.html,
  ]);
  return { to, subject: t(subject, values), text, html, headers: stopHeaders(links) };
}

/** Someone's own words, escaped, as a quote (line breaks kept). */
export function quoteHtml(text: string): string {
  return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #bdbdbd;white-space:pre-wrap">${htmlText(text)}</blockquote>`;
}
