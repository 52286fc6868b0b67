import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../validation-messages.js';
import { FilledHoneypot, FunnelEventRequest, HONEYPOT_FIELD, ReviewSubmission } from './review.js';

const valid = {
  productId: 'AbCdEf1234567890xyZ0',
  submissionId: '0123456789abcdef0123456789abcdef',
  store: 'emag',
  rating: 5,
  feedback: 'Foarte bun, recomand tuturor!',
  locale: 'ro',
};
const firstMessage = (input: unknown) => v.safeParse(ReviewSubmission, input).issues?.[0]?.message;

describe('ReviewSubmission', () => {
  it('accepts a customer submission and trims the feedback', () => {
    const output = v.parse(ReviewSubmission, { ...valid, feedback: '  Great board, thanks!  ' });
    expect(output.feedback).toBe('Great board, thanks!');
  });

  it('drops the honeypot field and anything unknown', () => {
    const output = v.parse(ReviewSubmission, { ...valid, [HONEYPOT_FIELD]: '', extra: 1 });
    expect(Object.keys(output).sort()).toEqual(Object.keys(valid).sort());
  });

  it.each([
    ['a product id with a slash', { productId: 'a/b' }, ValidationMessage.requestInvalid],
    ['an empty product id', { productId: '' }, ValidationMessage.requestInvalid],
    ['a short submission id', { submissionId: 'abc' }, ValidationMessage.requestInvalid],
    ['an unknown store', { store: 'ebay' }, ValidationMessage.storeRequired],
    ['a rating of 0', { rating: 0 }, ValidationMessage.ratingRange],
    ['a rating of 4.5', { rating: 4.5 }, ValidationMessage.ratingRange],
    ['9-character feedback', { feedback: 'a'.repeat(9) }, ValidationMessage.feedbackLength],
    ['501-character feedback', { feedback: 'a'.repeat(501) }, ValidationMessage.feedbackLength],
    ['whitespace-only feedback', { feedback: '     ' }, ValidationMessage.feedbackRequired],
    ['an unsupported locale', { locale: 'xx' }, ValidationMessage.requestInvalid],
  ])('refuses %s', (_name, change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it.each([10, 500])('accepts feedback of exactly %i characters', (length) => {
    expect(v.safeParse(ReviewSubmission, { ...valid, feedback: 'a'.repeat(length) }).success).toBe(
      true,
    );
  });
});

describe('FilledHoneypot', () => {
  it('is any value of the honeypot field but nothing or an empty string', () => {
    expect(v.is(FilledHoneypot, { [HONEYPOT_FIELD]: 'http://spam.example' })).toBe(true);
    expect(v.is(FilledHoneypot, { [HONEYPOT_FIELD]: 0 })).toBe(true);
    expect(v.is(FilledHoneypot, { [HONEYPOT_FIELD]: null })).toBe(true);
    expect(v.is(FilledHoneypot, { [HONEYPOT_FIELD]: '' })).toBe(false);
    expect(v.is(FilledHoneypot, valid)).toBe(false);
  });
});

describe('FunnelEventRequest', () => {
  it('takes only the events the page may report, at a known store', () => {
    for (const event of ['store_chosen', 'feedback_copied', 'review_link_opened']) {
      expect(v.is(FunnelEventRequest, { event, store: 'emag' })).toBe(true);
    }
    // Counted by the server itself; a client must not inflate them.
    expect(v.is(FunnelEventRequest, { event: 'opened', store: 'emag' })).toBe(false);
    expect(v.is(FunnelEventRequest, { event: 'published', store: 'emag' })).toBe(false);
    expect(v.is(FunnelEventRequest, { event: 1, store: 'emag' })).toBe(false);
    expect(v.is(FunnelEventRequest, { event: 'store_chosen', store: 'ebay' })).toBe(false);
    expect(v.is(FunnelEventRequest, { event: 'store_chosen' })).toBe(false);
  });
});
