import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/index.js';
import { EMAIL_CATALOGS } from './email-catalogs.js';
import { EMAIL_MESSAGES_EN, type EmailMessageId } from './email-messages.js';

const IDS = Object.keys(EMAIL_MESSAGES_EN) as EmailMessageId[];
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');
/** A button word that several languages spell as English does (da, ga: "Stop"). */
const SAME_AS_ENGLISH_ALLOWED = new Set<EmailMessageId>(['stop.confirm']);

/** A message's argument names and, for each plural, its argument and categories. */
function shapeOf(message: string) {
  const names = new Set<string>();
  const plurals: { argument: string; categories: string[] }[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        if (el.type === TYPE.plural) {
          // Exact `=0` options are extra wording, not a category of the language.
          const categories = Object.keys(el.options).filter((key) => !key.startsWith('='));
          plurals.push({ argument: el.value, categories: categories.sort() });
        }
        Object.values(el.options).forEach((option) => walk(option.value));
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return { names: [...names].sort(), plurals };
}

describe('email catalogs', () => {
  it('exist for exactly the app languages', () => {
    expect(Object.keys(EMAIL_CATALOGS).sort()).toEqual([...LOCALES].sort());
  });

  it.each(TRANSLATED)('%s has every message English has and no other', (locale) => {
    const catalog: Record<string, string> = EMAIL_CATALOGS[locale];
    expect({
      missing: IDS.filter((id) => !(id in catalog)),
      extra: Object.keys(catalog).filter((id) => !(id in EMAIL_MESSAGES_EN)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s messages parse and use the same arguments as English', (locale) => {
    for (const id of IDS) {
      const message = EMAIL_CATALOGS[locale][id];
      expect(() => new IntlMessageFormat(message, locale), `${locale}: ${id}`).not.toThrow();
      expect(shapeOf(message).names, `${locale}: ${id}`).toEqual(
        shapeOf(EMAIL_MESSAGES_EN[id]).names,
      );
    }
  });

  // intl-messageformat falls back to `other` for a missing category without an error
  // ("1 recenzii"); the language's own plural rules say which categories every plural needs.
  it.each(LOCALES)('%s plurals have exactly the categories the language uses', (locale) => {
    const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    for (const id of IDS) {
      for (const plural of shapeOf(EMAIL_CATALOGS[locale][id]).plurals) {
        expect(plural.categories, `${locale}: ${id} {${plural.argument}}`).toEqual(needed);
      }
    }
  });

  it.each(LOCALES)('%s subjects are one line (no header injection, no folding)', (locale) => {
    for (const id of IDS.filter((key) => key.endsWith('.subject'))) {
      expect(EMAIL_CATALOGS[locale][id], `${locale}: ${id}`).not.toMatch(/[\r\n]/);
    }
  });

  it.each(TRANSLATED)('%s is translated: no message reads exactly as in English', (locale) => {
    const same = IDS.filter(
      (id) =>
        EMAIL_CATALOGS[locale][id] === EMAIL_MESSAGES_EN[id] && !SAME_AS_ENGLISH_ALLOWED.has(id),
    );
    expect(same).toEqual([]);
  });
});
