import type { Locale, Store, WebhookEventType, WebhookKind } from '../../shared/index.js';
import { STORE_NAMES } from '../alerts/compose.js';
import { emailText } from '../mail/email-text.js';

/**
 * What one event says (docs/webhooks.md): built from the seller's own documents, never from a
 * customer's contact. Each event names its account, a link into the app, and only what the
 * seller already sees in the inbox.
 */
export type WebhookEvent =
  | {
      type: 'review.needs_attention';
      productId: string;
      productTitle: string;
      reviewId: string;
      rating: number;
      store: Store;
      feedback: string;
      url: string;
    }
  | {
      type: 'case.opened';
      caseId: string;
      productId: string;
      productTitle: string;
      reviewId: string;
      url: string;
    }
  | {
      type: 'case.customer_replied';
      caseId: string;
      messageId: string;
      productId: string;
      productTitle: string;
      text: string;
      url: string;
    }
  | { type: 'webhook.test'; endpointId: string; requestedAt: string; url: string };

/** The key that makes one event one delivery per endpoint, however often its trigger runs. */
export function eventKey(event: WebhookEvent): string {
  switch (event.type) {
    case 'review.needs_attention':
      return `review:${event.productId}:${event.reviewId}`;
    case 'case.opened':
      return `case:${event.caseId}`;
    case 'case.customer_replied':
      return `reply:${event.caseId}:${event.messageId}`;
    case 'webhook.test':
      return `test:${event.endpointId}:${event.requestedAt}`;
  }
}

/** The generic endpoint's JSON, as Standard Webhooks suggests: type, timestamp, data. */
export function genericBody(accountId: string, event: WebhookEvent, at: Date): string {
  const { type, ...data } = event;
  return JSON.stringify({ type, timestamp: at.toISOString(), data: { accountId, ...data } });
}

/**
 * Slack's text objects: & < > are its control characters and must be escaped in every text;
 * control characters (but the line breaks of a feedback) are dropped.
 */
export function slackText(text: string, { lines = false } = {}): string {
  // eslint-disable-next-line no-control-regex
  const controls = lines ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g;
  return text
    .replace(/\r\n?/g, '\n')
    .replace(controls, lines ? '' : ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A plain_text object: Slack applies no mrkdwn (no *bold*, no <links|…>, no @mentions) and, with
 * emoji off, no :shortcodes: to it; what a customer or seller typed stays exactly that.
 */
function plain(text: string, max: number, options?: { lines?: boolean }) {
  const escaped = slackText(text, options);
  return {
    type: 'plain_text',
    text: escaped.length > max ? `${escaped.slice(0, max - 1)}…` : escaped,
    emoji: false,
  };
}

/** Slack's Block Kit message for one event, in the account's language. */
export function slackBody(locale: Locale, event: WebhookEvent): string {
  const t = emailText(locale);
  let heading: string;
  const sections: string[] = [];
  let button: string;
  switch (event.type) {
    case 'review.needs_attention': {
      const values = {
        product: event.productTitle,
        stars: event.rating,
        store: STORE_NAMES[event.store],
      };
      heading = t('alert.heading');
      sections.push(
        `${'★'.repeat(event.rating)}${'☆'.repeat(5 - event.rating)}  ${t('alert.body', values)}`,
      );
      const feedback = event.feedback.trim();
      sections.push(feedback ? `${t('alert.feedback')}\n${feedback}` : t('alert.noFeedback'));
      button = t('alert.open');
      break;
    }
    case 'case.opened':
      heading = t('webhook.caseOpened', { product: event.productTitle });
      button = t('case.alert.open');
      break;
    case 'case.customer_replied':
      heading = t('case.alert.subject', { product: event.productTitle });
      sections.push(
        `${t('case.alert.body', { product: event.productTitle })}\n${event.text.trim()}`,
      );
      button = t('case.alert.open');
      break;
    case 'webhook.test':
      heading = t('webhook.test');
      button = t('footer.settings');
      break;
  }
  const blocks = [
    { type: 'header', text: plain(heading, 150) },
    ...sections.map((text) => ({ type: 'section', text: plain(text, 3000, { lines: true }) })),
    {
      type: 'actions',
      elements: [{ type: 'button', text: plain(button, 75), url: event.url }],
    },
  ];
  // `text`, the notification's line, is read as mrkdwn: it carries none of the typed text.
  const notice = event.type.startsWith('case.') ? button : heading;
  return JSON.stringify({ text: slackText(notice), blocks });
}

export function webhookBody(
  kind: WebhookKind,
  accountId: string,
  locale: Locale,
  event: WebhookEvent,
  at: Date,
): string {
  return kind === 'slack' ? slackBody(locale, event) : genericBody(accountId, event, at);
}

export type { WebhookEventType };
