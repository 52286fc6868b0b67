import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../../shared/index.js';
import { EMAIL_CATALOGS } from './email-catalogs.js';
import type { EmailMessageId } from './email-messages.js';

export type EmailValues = Record<string, string | number>;

/**
 * A formatter for one seller's language (the seller profile's `locale`):
 * `t('alert.subject', { stars: 2, product })`.
 */
export function emailText(locale: Locale) {
  const catalog = EMAIL_CATALOGS[locale];
  const cache = new Map<EmailMessageId, IntlMessageFormat>();
  return (id: EmailMessageId, values: EmailValues = {}): string => {
    let format = cache.get(id);
    if (!format) {
      // ignoreTag: a product title such as "<b>Mug</b>" is text, never markup or a tag error.
      format = new IntlMessageFormat(catalog[id], locale, undefined, { ignoreTag: true });
      cache.set(id, format);
    }
    return String(format.format(values));
  };
}
export type EmailText = ReturnType<typeof emailText>;
