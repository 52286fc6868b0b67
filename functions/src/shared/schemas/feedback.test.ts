import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH } from '../constants.js';
import { ValidationMessage } from '../validation-messages.js';
import { FeedbackText, StarRating } from './feedback.js';

const message = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('FeedbackText (spec §5: required, 10–500 characters)', () => {
  it('uses the spec limits', () => {
    expect([FEEDBACK_MIN_LENGTH, FEEDBACK_MAX_LENGTH]).toEqual([10, 500]);
  });

  it.each([
    ['9 characters', 'a'.repeat(9), ValidationMessage.feedbackLength],
    ['10 characters', 'a'.repeat(10), undefined],
    ['500 characters', 'a'.repeat(500), undefined],
    ['501 characters', 'a'.repeat(501), ValidationMessage.feedbackLength],
    ['empty', '', ValidationMessage.feedbackRequired],
    ['whitespace only', '  \n\t   ', ValidationMessage.feedbackRequired],
    ['not a string', undefined, ValidationMessage.feedbackRequired],
    ['9 characters padded to 15 by spaces', '   aaaaaaaaa   ', ValidationMessage.feedbackLength],
    ['Romanian text', 'Foarte mulțumit de calitate, recomand!', undefined],
  ])('%s', (_name, input, expected) => {
    expect(message(FeedbackText, input)).toBe(expected);
  });

  it('stores the trimmed text', () => {
    expect(v.parse(FeedbackText, '  Great board, thanks!  ')).toBe('Great board, thanks!');
  });
});

describe('StarRating', () => {
  it.each([
    [1, undefined],
    [5, undefined],
    [0, ValidationMessage.ratingRange],
    [6, ValidationMessage.ratingRange],
    [4.5, ValidationMessage.ratingRange],
    ['5', ValidationMessage.ratingRequired],
    [undefined, ValidationMessage.ratingRequired],
  ])('%j → %s', (input, expected) => {
    expect(message(StarRating, input)).toBe(expected);
  });
});
