import type { Locale } from './locales.js';

/**
 * Card and template texts that ask only satisfied customers for a review, or steer unhappy ones
 * away from the store: what Amazon's review policies, the FTC rule on consumer reviews (16 CFR
 * 465.7) and Google's review policy forbid on a review request. The editors warn (never block)
 * when a headline or call to action matches (docs/decisions.md, "Neutral wording by default").
 *
 * Patterns run on a normalised text: lower case, accents and cedillas removed (so "mulțumit",
 * "mulţumit" and "multumit" are one word), curly apostrophes straightened, spaces collapsed.
 * Every locale's patterns are checked whatever the UI language, since a card's language is the
 * seller's choice. Another locale adds its phrases here; a unit test lists what must and must
 * not match.
 */
export const POSITIVE_ONLY_WORDING: Partial<Record<Locale, readonly RegExp[]>> = {
  en: [
    // "Happy?", "Satisfied with your purchase?", "Are you pleased with it?"
    /\b(happy|satisfied|pleased|delighted|thrilled|enjoying)\b[^.!?]*\?/,
    // "If you're happy / if you loved it / if you like it"
    /\bif (you'?re |you are |you were |you )?(happy|satisfied|pleased|delighted|enjoy(ed|ing)?|lov(e|ed|ing)|lik(e|ed))\b/,
    // "Love it?", "Enjoying your purchase?", "Like our product?"
    /\b(lov(e|ed|ing)|lik(e|ed)|enjoy(ed|ing)?)\b (it|this|that|your|our|the)\b[^.!?]*\?/,
    // "5 stars", "five-star review", "5★"
    /\b(5|five)[ -]?(stars?|★)|\b5★/,
    // "positive review", "good rating", "glowing feedback"
    /\b(positive|good|great|glowing|happy|favou?rable|nice)\b (reviews?|ratings?|feedback)\b/,
    // "Not happy? Contact us first", "contact us instead of leaving a review"
    /\b(contact|email|message|tell|call) us (first|instead|before)\b/,
    /\b(instead of|before) (leaving|writing|posting|giving) (a |an )?(bad|negative|poor|low|1[ -]star|one[ -]star)\b/,
    // "Not happy? Contact us": steers the unhappy away (a plain support address is fine).
    /\b(not happy|unhappy|not (100% )?satisfied|dissatisfied|disappointed)\b.{0,40}\b(contact|email|message|call|write to) us\b/,
  ],
  ro: [
    // "Mulțumit?", "Sunteți mulțumit de produs?", "Ești fericit?"
    /\b(multumit[aei]?|satisfacut[aei]?|fericit[aei]?|incantat[aei]?)\b[^.!?]*\?/,
    // "Dacă ești mulțumit", "dacă sunteți satisfăcut"
    /\bdaca (esti |sunteti |ati fost |ai fost |va simtiti |te simti )?(multumit[aei]?|satisfacut[aei]?|fericit[aei]?|incantat[aei]?)\b/,
    // "Dacă v-a plăcut", "dacă vă place", "Vă place?", "Ți-a plăcut?"
    /\bdaca (v-a|ti-a|va|iti|ti) (a )?plac(ut|e)\b/,
    /\b(v-a|ti-a|va|iti|ti) (a )?plac(ut|e)\b[^.!?]*\?/,
    // "5 stele", "cinci stele"
    /\b(5|cinci) stele\b/,
    // "recenzie pozitivă", "părere bună", "evaluare de 5"
    /\b(recenzi[ea]|recenzii|parer[ei]|review|evaluar[ei]|nota) (pozitiv[aei]|bun[aei]|frumo(asa|ase)|excelent[aei]|de 5)\b/,
    // "Contactați-ne mai întâi", "scrieți-ne înainte de a lăsa o recenzie negativă"
    /\b(contactati-ne|contacteaza-ne|scrieti-ne|scrie-ne|sunati-ne|suna-ne) (mai intai|inainte|in loc)\b/,
    /\b(in loc sa lasati|in loc sa lasi|inainte de a lasa|inainte sa lasati) (o )?(recenzie|parere|nota) (negativa|proasta|mica)\b/,
  ],
};

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the text asks only for positive reviews (or steers negative ones away). */
export function asksForPositiveReviewsOnly(text: string): boolean {
  const normalised = normalise(text);
  if (!normalised) return false;
  return Object.values(POSITIVE_ONLY_WORDING).some((patterns) =>
    patterns?.some((pattern) => pattern.test(normalised)),
  );
}
