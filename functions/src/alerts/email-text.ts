import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../shared/index.js';
import { EMAIL_MESSAGES_EN, type EmailCatalog, type EmailMessageId } from './email-messages.js';

/** Translated catalogs; a language without one yet writes English. */
const CATALOGS: Partial<Record<Locale, EmailCatalog>> = { en: EMAIL_MESSAGES_EN };

export type EmailValues = Record<string, string | number>;

/** A formatter for one seller's language: `t('alert.subject', { stars: 2, product })`. */
export function emailText(locale: Locale) {
  const catalog = CATALOGS[locale] ?? EMAIL_MESSAGES_EN;
  const language = CATALOGS[locale] ? locale : 'en';
  const cache = new Map<EmailMessageId, IntlMessageFormat>();
  return (id: EmailMessageId, values: EmailValues = {}): string => {
    let format = cache.get(id);
    if (!format) {
      // ignoreTag: a product title such as "<b>Mug</b>" is text, never markup or a tag error.
      format = new IntlMessageFormat(catalog[id], language, undefined, { ignoreTag: true });
      cache.set(id, format);
    }
    return String(format.format(values));
  };
}
export type EmailText = ReturnType<typeof emailText>;
