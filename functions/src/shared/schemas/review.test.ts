import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../validation-messages.js';
import { HONEYPOT_FIELD, ReviewSubmission } from './review.js';

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
