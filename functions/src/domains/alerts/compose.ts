import type { Locale, Store } from '../../shared/index.js';
import type { PendingAlert } from '../../shared/schemas/attention.js';
import type { MailContent } from '../../platform/mail/queue-mail.js';
import type { StopLinks } from '../../platform/mail/stop-links.js';
import { emailText, type EmailText } from '../mail/email-text.js';
import { htmlDocument, htmlLink, htmlText } from '../mail/html.js';

/** Marketplace names as the marketplaces write them (not translated). */
export const STORE_NAMES: Record<Store, string> = {
  amazon: 'Amazon',
  emag: 'eMAG',
  shopify: 'Shopify',
};

/** Which of the seller's emails one is: what its footer says and its stop link stops. */
export type StopKind = 'alerts' | 'digest';

/**
 * Links in an email, all on the app's own domain; none carries a sign-in token. `stop` and
 * `stopAll` are the recipient's signed stop links (platform/mail/stop-links.ts, from the email's
 * gate).
 */
export interface EmailLinks extends StopLinks {
  /** Where the email's main button goes (a review, or the product's reviews). */
  open: string;
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
/** A footer line: a label and its link, as text and as HTML. */
export interface FooterLink {
  label: string;
  href: string;
}

/**
 * The footer every email ends with (docs/decisions.md, "Stops belong to the recipient"): why it
 * came, then its links, the one-click stops first. The same visible links in both parts.
 */
export function emailFooter(why: string, links: FooterLink[]) {
  return {
    text: ['--', why, ...links.map((link) => `${link.label}: ${link.href}`)],
    html: [
      '<hr>',
      `<p style="font-size:13px;color:#616161">${htmlText(why)}<br>`,
      `${links.map((link) => htmlLink(link.href, link.label)).join(' · ')}</p>`,
    ],
  };
}

/** A seller's footer: why, stop these, stop everything, settings. */
export function footer(t: EmailText, kind: StopKind, links: EmailLinks) {
  return emailFooter(t(kind === 'alerts' ? 'footer.alerts' : 'footer.digest'), [
    { label: t('footer.stop'), href: links.stop },
    { label: t('footer.stopAll'), href: links.stopAll },
    { label: t('footer.settings'), href: links.settings },
  ]);
}

export interface AlertReview {
  productTitle: string;
  rating: number;
  store: Store;
  feedback: string;
}

/** The email within a minute of a review below the seller's threshold. */
export function alertEmail(locale: Locale, review: AlertReview, links: EmailLinks): MailContent {
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
  return { subject: t('alert.subject', values), text, html };
}

/** The one email for every low review that arrived within the window after the last alert. */
export function followUpEmail(
  locale: Locale,
  count: number,
  listed: PendingAlert[],
  links: EmailLinks,
): MailContent {
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
  return { subject: t('followUp.subject', { count }), text, html };
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
  locale: Locale,
  figures: DigestFigures,
  links: EmailLinks,
): MailContent {
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
  return { subject: t('digest.subject', { date: figures.date }), text, html };
}

/**
 * A case alert for the seller: the customer's answer (quoted), or, for `null`, that the customer
 * confirmed their address, so the case can be answered now (until then the rules refuse every
 * reply). The address itself is never in it.
 */
export function caseAlertEmail(
  locale: Locale,
  productTitle: string,
  answer: string | null,
  links: EmailLinks,
): MailContent {
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
  return { subject: t(subject, values), text, html };
}

/** Someone's own words, escaped, as a quote (line breaks kept). */
export function quoteHtml(text: string): string {
  return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #bdbdbd;white-space:pre-wrap">${htmlText(text)}</blockquote>`;
}

/**
 * The double opt-in of another alert address (docs/decisions.md, "The alert address is proven"),
 * sent to that address in the seller's language: who asked, what would come, the link. Nothing
 * else goes to the address until the link is opened; its stop links refuse this account's emails
 * (or every email of the app) for good.
 */
export function alertAddressEmail(
  locale: Locale,
  account: string,
  links: StopLinks & { open: string },
): MailContent {
  const t = emailText(locale);
  const body = t('address.body', { account });
  const end = emailFooter(t('footer.address'), [
    { label: t('footer.stop'), href: links.stop },
    { label: t('footer.stopAll'), href: links.stopAll },
  ]);
  const text = [
    body,
    '',
    `${t('address.open')}: ${links.open}`,
    '',
    t('address.ignore'),
    '',
    ...end.text,
  ].join('\n');
  const html = htmlDocument(locale, [
    `<p>${htmlText(body)}</p>`,
    `<p>${htmlLink(links.open, t('address.open'))}</p>`,
    `<p>${htmlText(t('address.ignore'))}</p>`,
    ...end.html,
  ]);
  return { subject: t('address.subject'), text, html };
}
