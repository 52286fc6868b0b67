import { describe, expect, it } from 'vitest';
import { webhookLabelProblem, webhookUrlProblem, WEBHOOK_MESSAGE } from '../../shared/index.js';
import { eventKey, genericBody, slackBody, slackText, type WebhookEvent } from './payloads.js';

const REVIEW: WebhookEvent = {
  type: 'review.needs_attention',
  productId: 'p1',
  productTitle: 'Mug <b>&</b> *bold* <!channel>',
  reviewId: 'r1',
  rating: 2,
  store: 'emag',
  feedback: 'Broke in a week. <https://evil.example|click> @here :fire:\u0007\nSecond line',
  url: 'https://app.example/dashboard/p1?tab=reviews&review=r1',
};

type Block = { type: string; text?: { type: string; text: string; emoji?: boolean } };

describe('Slack messages', () => {
  it('escapes Slack’s control characters and drops other control characters', () => {
    expect(slackText('a & b <c> \u0001d')).toBe('a &amp; b &lt;c&gt;  d');
    expect(slackText('one\r\ntwo\u0007', { lines: true })).toBe('one\ntwo');
  });

  it('puts product, stars, store and feedback in plain_text blocks, with the review’s link', () => {
    const message = JSON.parse(slackBody('en', REVIEW)) as {
      text: string;
      blocks: (Block & { elements?: { url: string; text: Block['text'] }[] })[];
    };
    const texts = message.blocks.flatMap((block) => (block.text ? [block.text] : []));
    expect(texts.every((text) => text.type === 'plain_text' && text.emoji === false)).toBe(true);
    const all = texts.map((text) => text.text).join('\n');
    expect(all).toContain('Mug &lt;b&gt;&amp;&lt;/b&gt; *bold* &lt;!channel&gt;');
    expect(all).toContain('★★☆☆☆');
    expect(all).toContain('eMAG');
    expect(all).toContain(
      'Broke in a week. &lt;https://evil.example|click&gt; @here :fire:\nSecond line',
    );
    expect(all).not.toContain('<');
    expect(all).not.toContain('\u0007');
    const actions = message.blocks.find((block) => block.type === 'actions');
    expect(actions?.elements?.[0]?.url).toBe(REVIEW.url);
    expect(message.text).toBe('A customer needs your attention');
  });

  it('writes in the account’s language', () => {
    expect(slackBody('de', REVIEW)).toContain('Ein Kunde braucht Ihre Aufmerksamkeit');
  });
});

describe('generic events', () => {
  it('are type, timestamp and data with the account, and nothing about the customer but the review', () => {
    const at = new Date('2026-11-29T12:00:00Z');
    const body = JSON.parse(genericBody('acct', REVIEW, at)) as Record<string, unknown>;
    expect(body).toEqual({
      type: 'review.needs_attention',
      timestamp: '2026-11-29T12:00:00.000Z',
      data: {
        accountId: 'acct',
        productId: 'p1',
        productTitle: REVIEW.productTitle,
        reviewId: 'r1',
        rating: 2,
        store: 'emag',
        feedback: REVIEW.feedback,
        url: REVIEW.url,
      },
    });
  });

  it('has one key per event, so a retried trigger makes no second delivery', () => {
    expect(eventKey(REVIEW)).toBe('review:p1:r1');
    const reply: WebhookEvent = {
      type: 'case.customer_replied',
      caseId: 'c1',
      messageId: 'm1',
      productId: 'p1',
      productTitle: 'Mug',
      text: 'Hello',
      url: 'https://app.example',
    };
    expect(eventKey(reply)).toBe('reply:c1:m1');
  });
});

describe('endpoint addresses', () => {
  const remote = { allowLoopback: false };
  it('accepts https endpoints and Slack webhooks', () => {
    expect(webhookUrlProblem('generic', 'https://hooks.example.com/qr', remote)).toBeNull();
    expect(
      webhookUrlProblem('slack', 'https://hooks.slack.com/services/T000/B000/XXXX', remote),
    ).toBeNull();
  });
  it('refuses http, private hosts, credentials and a Slack kind elsewhere', () => {
    expect(webhookUrlProblem('generic', 'http://hooks.example.com/qr', remote)).toBe(
      WEBHOOK_MESSAGE.urlNotHttps,
    );
    for (const url of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.0.4/x',
      'https://169.254.169.254/latest',
      'https://localhost/x',
      'https://[::1]/x',
      'https://metadata.google.internal/x',
    ]) {
      expect(webhookUrlProblem('generic', url, remote)).toBe(WEBHOOK_MESSAGE.privateHost);
    }
    expect(webhookUrlProblem('generic', 'https://u:p@hooks.example.com/', remote)).toBe(
      WEBHOOK_MESSAGE.urlInvalid,
    );
    expect(webhookUrlProblem('slack', 'https://hooks.example.com/services/x', remote)).toBe(
      WEBHOOK_MESSAGE.slackUrl,
    );
    expect(webhookUrlProblem('generic', 'not a url', remote)).toBe(WEBHOOK_MESSAGE.urlInvalid);
  });
  it('accepts a receiver on this machine only on the emulators', () => {
    const local = 'http://127.0.0.1:1590/hooks/demo';
    expect(webhookUrlProblem('generic', local, { allowLoopback: true })).toBeNull();
    expect(webhookUrlProblem('generic', local, remote)).toBe(WEBHOOK_MESSAGE.urlNotHttps);
  });
  it('wants a label of 1–60 characters', () => {
    expect(webhookLabelProblem('  ')).toBe(WEBHOOK_MESSAGE.labelRequired);
    expect(webhookLabelProblem('x'.repeat(61))).toBe(WEBHOOK_MESSAGE.labelTooLong);
    expect(webhookLabelProblem('#support')).toBeNull();
  });
});
