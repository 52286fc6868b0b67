import {
  FeedbackText,
  ProductInput,
  ValidationMessage,
  newProductInput,
  type ValidationMessageKey,
} from '@shared';
import { createIntl } from 'react-intl';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { fieldErrors, formatValidationIssue, validationMessages } from './validation-messages';

const en = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
const roIntl = createIntl({ locale: 'ro', defaultLocale: 'en', messages: ro });

describe('validation messages', () => {
  it('has a message for every @shared key', () => {
    for (const key of Object.values(ValidationMessage) as ValidationMessageKey[]) {
      expect(validationMessages[key]?.id, key).toMatch(/^validation\./);
    }
  });

  it('renders the spec texts verbatim for feedback', () => {
    const empty = v.safeParse(FeedbackText, '   ');
    const short = v.safeParse(FeedbackText, 'too short');
    expect(empty.success || formatValidationIssue(en, empty.issues[0])).toBe(
      'Please share your feedback',
    );
    expect(short.success || formatValidationIssue(en, short.issues[0])).toBe(
      'Feedback must be between 10 and 500 characters',
    );
  });

  it('translates keys returned by a function, with Romanian plurals', () => {
    expect(formatValidationIssue(roIntl, ValidationMessage.feedbackLength)).toBe(
      'Părerea trebuie să aibă între 10 și 500 de caractere',
    );
  });

  it('turns issues into one translated message per field path', () => {
    const draft = {
      ...newProductInput(),
      title: '',
      links: { amazon: 'https://www.emag.ro/x', emag: '', shopify: 'not a link' },
    };
    const result = v.safeParse(ProductInput, draft);
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrors(en, result.issues);
    expect(errors.title).toBe('Please enter a product title');
    expect(errors['links.amazon']).toBe('Enter a link to an Amazon product page');
    expect(errors['links.shopify']).toBe('Enter a valid link starting with https://');
    expect(errors['links.emag']).toBeUndefined();
  });

  it('uses the failing check’s limit for length messages', () => {
    const result = v.safeParse(ProductInput, { ...newProductInput(), title: 'x'.repeat(500) });
    const errors = result.success ? {} : fieldErrors(en, result.issues);
    expect(errors.title).toMatch(/^The title must be at most \d+ characters$/);
  });
});
