import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/index.js';
import { CARD_FONT_FILES } from './fonts.js';
import { readFontMetrics } from './ttf-metrics.js';

/**
 * Cards, print sheets and template previews are drawn with the bundled Noto Sans (server PNGs and
 * the browser alike). A letter the font lacks prints as an empty box on thousands of cards, so
 * every letter of every supported language, and every character of every translated catalog
 * (the default card texts come from there), must have a glyph in both weights.
 */
const ALPHABETS: Record<(typeof LOCALES)[number], string> = {
  bg: 'абвгдежзийклмнопрстуфхцчшщъьюяАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЬЮЯѝ',
  cs: 'áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ',
  da: 'æøåÆØÅé',
  de: 'äöüßÄÖÜẞ',
  el: 'αβγδεζηθικλμνξοπρσςτυφχψωάέήίόύώϊϋΐΰΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫ',
  en: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  es: 'áéíóúüñÁÉÍÓÚÜÑ¿¡',
  et: 'äöõüšžÄÖÕÜŠŽ',
  fi: 'äöåšžÄÖÅŠŽ',
  fr: 'àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»',
  // Irish: the síneadh fada on every vowel; older print also uses the dotted consonants.
  ga: 'áéíóúÁÉÍÓÚḃċḋḟġṁṗṡṫ',
  hr: 'čćđšžČĆĐŠŽ',
  hu: 'áéíóöőúüűÁÉÍÓÖŐÚÜŰ',
  it: 'àèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ',
  lt: 'ąčęėįšųūžĄČĘĖĮŠŲŪŽ',
  lv: 'āčēģīķļņšūžĀČĒĢĪĶĻŅŠŪŽ',
  nl: 'éëïöüĳÉËÏÖÜĲ',
  pl: 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ',
  pt: 'áâãàçéêíóôõúÁÂÃÀÇÉÊÍÓÔÕÚ',
  // Both the correct comma-below letters and the cedilla forms older keyboards type.
  ro: 'ăâîșțĂÂÎȘȚşţŞŢ',
  sk: 'áäčďéíĺľňóôŕšťúýžÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ',
  sl: 'čšžČŠŽ',
  sv: 'åäöÅÄÖé',
};
const PUNCTUATION = '„“”‚‘’«»‹›…–—·•€№\u00a0\u202f';

const messagesDir = fileURLToPath(new URL('../../../../web/src/i18n/messages/', import.meta.url));
const catalogText = readdirSync(messagesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) =>
    Object.values(
      JSON.parse(readFileSync(messagesDir + file, 'utf8')) as Record<string, string>,
    ).join(''),
  )
  .join('');

describe.each(Object.keys(CARD_FONT_FILES) as (keyof typeof CARD_FONT_FILES)[])(
  'the card font (%s)',
  (weight) => {
    const font = readFontMetrics(readFileSync(CARD_FONT_FILES[weight]));
    const lacking = (text: string) =>
      [...new Set(text)]
        .filter((char) => !/[\n\r\t]/.test(char))
        .filter((char) => !font.has(char.codePointAt(0)!))
        .map((char) => `${char} U+${char.codePointAt(0)!.toString(16).toUpperCase()}`);

    it.each(LOCALES)('has every letter of %s', (locale) => {
      expect(lacking(ALPHABETS[locale])).toEqual([]);
    });

    it('has typographic punctuation, the euro sign and the no-break spaces', () => {
      expect(lacking(PUNCTUATION)).toEqual([]);
    });

    it('has every character of every translated catalog', () => {
      expect(lacking(catalogText)).toEqual([]);
    });
  },
);
