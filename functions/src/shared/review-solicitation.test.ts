import { describe, expect, it } from 'vitest';
import { asksForPositiveReviewsOnly, POSITIVE_ONLY_WORDING } from './review-solicitation.js';

/** Headlines and calls to action a seller might type: [text, asks for positive reviews only]. */
const CASES: [string, boolean][] = [
  // English: gating and leading questions.
  ['Enjoying your purchase?', true],
  ['Happy?', true],
  ['Happy with your new board? Leave us a review!', true],
  ['Are you satisfied with it?', true],
  ['If you’re happy, please leave a review', true],
  ['If you loved it, tell the world on Amazon', true],
  ['Love it? Review it!', true],
  ['Like our product? Rate us', true],
  ['Leave us a 5-star review', true],
  ['Five stars? Scan here', true],
  ['Give us 5★', true],
  ['Please leave a positive review', true],
  ['We would love a good rating', true],
  ['Not happy? Contact us first', true],
  ['Not 100% satisfied? Email us before anything else', true],
  ['Any issue? Contact us instead of leaving a bad review', true],
  // Romanian, with and without diacritics, comma-below and cedilla.
  ['Mulțumit de produs?', true],
  ['Sunteţi mulţumită?', true],
  ['Dacă ești mulțumit, lasă-ne o recenzie', true],
  ['Daca sunteti multumiti, scanati codul', true],
  ['Dacă v-a plăcut, spuneți-le și altora', true],
  ['Vă place produsul?', true],
  ['Ți-a plăcut?', true],
  ['Lăsați-ne 5 stele', true],
  ['Cinci stele pentru noi?', true],
  ['Lăsați o recenzie pozitivă', true],
  ['O părere bună ne ajută mult', true],
  ['Nu sunteți mulțumit? Contactați-ne mai întâi', true],
  // Neutral: the defaults and honest requests, in both languages.
  ['Thank you for your purchase!', false],
  ['Scan the code and tell us what you think', false],
  ['Scan the code and leave a review', false],
  ['Thank you for choosing us!', false],
  ['Scan to tell us how it went', false],
  ['How was your experience? Tell us honestly', false],
  ['We read every review, good or bad', false],
  ['Questions? Contact us at help@shop.example', false],
  ['Happy holidays! Tell us what you think', false],
  ['Vă mulțumim pentru cumpărătură!', false],
  ['Îți mulțumim pentru cumpărătură!', false],
  ['Scanați codul și spuneți-ne ce părere aveți', false],
  ['Scanați codul și lăsați o recenzie', false],
  ['Cum vi s-a părut? Spuneți-ne sincer', false],
  ['', false],
];

describe('asksForPositiveReviewsOnly', () => {
  it.each(CASES)('%j → %s', (text, expected) => {
    expect(asksForPositiveReviewsOnly(text)).toBe(expected);
  });

  it('has phrases for English and Romanian; other locales add theirs to the table', () => {
    expect(POSITIVE_ONLY_WORDING.en?.length).toBeGreaterThan(0);
    expect(POSITIVE_ONLY_WORDING.ro?.length).toBeGreaterThan(0);
  });
});
