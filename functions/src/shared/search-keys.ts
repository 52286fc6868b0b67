import { amazonAsin, emagProductCode } from './store-ids.js';

/**
 * Product search (docs/decisions.md, "Product list at scale"): the keys the product trigger stores on every product, and the same
 * normalisation applied to what a seller types or pastes, so both sides always agree. One module
 * for the trigger, the seed, imports, the web app's query and its in-page filter.
 *
 * - Text is folded: lower case, accents and cedillas removed (NFKD), so "Tocător", "tocator" and
 *   "TOCĂTOR" are one word, and Romanian ș/ş/ț/ţ, German ß (→ ss), æ, œ, ø, ł, đ, ı, þ are
 *   spelled in ASCII. A German word with ä/ö/ü is also indexed as spelled with ae/oe/ue, so
 *   "Mueller" finds "Müller".
 * - Words are runs of letters and digits (any script). Every word of the title, the SKU and the
 *   variant SKUs (whole, without punctuation, and each of their parts), the product id, the ASIN
 *   of the Amazon link and the product code of the eMAG link is searchable by any prefix of it.
 * - A link the seller pastes is reduced to the same id the stored link gives (ASIN, eMAG code), or
 *   to its host and path when it has none (Shopify, short links), which then must match exactly.
 */

/** Word prefixes are keys up to this length; a longer query word narrows by its first 12 letters. */
export const SEARCH_PREFIX_MAX = 12;
/**
 * At most this many keys per product of its own. Identifiers come first (links, product id, ASIN,
 * eMAG code, SKU), then the title's words in order, so what is cut from a very long title is the
 * prefixes of its last words (a 255-character title can have more than fit).
 */
export const MAX_SEARCH_KEYS = 200;
/**
 * And at most this many more for its variant SKUs (docs/decisions.md, "Variant SKUs"), in their
 * order, so a hundred variants never crowd out the product's own title. Variants of one item
 * share most prefixes ("ts", "tsh", … of TSHIRT-S, TSHIRT-M): a hundred usually need far fewer.
 */
export const MAX_VARIANT_SEARCH_KEYS = 200;
/** A query's words narrow on the server, this many at most; the rest are checked in the page. */
export const MAX_SERVER_SEARCH_TERMS = 8;
/** Host + path keys of links are cut to this length (two links alike for 160 characters match). */
const LINK_KEY_MAX = 160;
/** Marks a link key, which can never be a word (words hold only letters and digits). */
export const LINK_KEY_PREFIX = '@';

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ı: 'i',
  þ: 'th',
  Þ: 'th',
};
const SPECIAL_LETTER_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/** Lower case without accents: "Tocător Ștefan Straße" → "tocator stefan strasse". */
export function foldText(text: string): string {
  return text
    .replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** The raw words of a text (letters, digits and their accents), before folding. */
function rawWords(text: string): string[] {
  return text.normalize('NFC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** Folded words of a text, in order, without repeats. */
export function searchWords(text: string): string[] {
  return unique(rawWords(text).flatMap((word) => rawWords(foldText(word))));
}

/** Folded words plus the ae/oe/ue spelling of every word written with ä, ö or ü. */
function wordsWithSpellings(text: string): string[] {
  const words: string[] = [];
  for (const word of rawWords(text)) {
    words.push(...rawWords(foldText(word)));
    if (/[äöüÄÖÜ]/.test(word)) {
      words.push(...rawWords(foldText(word.replace(/[äöüÄÖÜ]/g, (u) => UMLAUTS[u] ?? u))));
    }
  }
  return unique(words);
}

/** Normalised SKU for lookups and uniqueness: trimmed, upper case ("ab-12 " → "AB-12"). */
export function skuKey(sku: string): string {
  return sku.trim().toUpperCase();
}

/**
 * A link's host (without www./m.) and path, lower case, for exact matching: "@shop.com/p/x". A
 * WordPress product link names its page by id at the site's root (`/?post_type=product&p=123`,
 * import-sources.ts): its key keeps the id, "@shop.com?p=123", or every product of the shop would
 * be one.
 */
export function linkKey(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(?:www|m)\./, '');
  const path = url.pathname.replace(/\/+$/, '').toLowerCase();
  const postId = path === '' ? url.searchParams.get('p') : null;
  const page = postId && /^[0-9]+$/.test(postId) ? `?p=${postId}` : '';
  return `${LINK_KEY_PREFIX}${host}${path}${page}`.slice(0, LINK_KEY_MAX);
}

/** What search looks at on a product (its id, title, SKU, variant SKUs and links). */
export interface SearchableProduct {
  id: string;
  title: string;
  sku?: string;
  variantSkus?: readonly string[];
  links: { amazon: string; emag: string; shopify: string };
}

/** A product's searchable terms: words match by prefix, link keys exactly. */
export interface ProductSearchTerms {
  /** Identifier words first (ASIN, eMAG code, SKU, id), then the title's words. */
  words: string[];
  /** The variant SKUs' words, besides those already in `words`. */
  variantWords: string[];
  linkKeys: string[];
}

/** A SKU's words: whole without punctuation ("ab12x7"), then each part ("ab", "12", …). */
function skuWords(sku: string): string[] {
  return sku ? [searchWords(sku).join(''), ...searchWords(sku)] : [];
}

/** The terms of one link: its marketplace id as a word, or its host + path key. */
function linkTerms(link: string, marketplaceId: (link: string) => string | null) {
  if (!link.trim()) return { words: [], linkKeys: [] };
  const id = marketplaceId(link);
  if (id) return { words: [id.toLowerCase()], linkKeys: [] };
  const key = linkKey(link);
  return { words: [], linkKeys: key ? [key] : [] };
}

export function productSearchTerms(product: SearchableProduct): ProductSearchTerms {
  const amazon = linkTerms(product.links.amazon, amazonAsin);
  const emag = linkTerms(product.links.emag, emagProductCode);
  const shopify = linkTerms(product.links.shopify, () => null);
  const words = unique(
    [
      ...amazon.words,
      ...emag.words,
      ...skuWords(product.sku ?? ''),
      product.id.toLowerCase(),
      ...wordsWithSpellings(product.title),
    ].filter(Boolean),
  );
  const own = new Set(words);
  return {
    words,
    variantWords: unique(
      (product.variantSkus ?? []).flatMap(skuWords).filter((word) => word && !own.has(word)),
    ),
    linkKeys: unique([...amazon.linkKeys, ...emag.linkKeys, ...shopify.linkKeys]),
  };
}

/** Prefixes 1…SEARCH_PREFIX_MAX of a word: "board" → b, bo, boa, boar, board. */
function prefixes(word: string): string[] {
  const keys: string[] = [];
  for (let length = 1; length <= Math.min(word.length, SEARCH_PREFIX_MAX); length++) {
    keys.push(word.slice(0, length));
  }
  return keys;
}

/**
 * The keys stored in `derived.search` (a map key → true; docs/data-model.md): every prefix of
 * every word, and every link key, identifiers first, at most MAX_SEARCH_KEYS; then the prefixes
 * of the variant SKUs' words the product's own keys do not hold, at most MAX_VARIANT_SEARCH_KEYS.
 */
export function productSearchKeys(product: SearchableProduct): string[] {
  const terms = productSearchTerms(product);
  const own = unique([...terms.linkKeys, ...terms.words.flatMap(prefixes)]).slice(
    0,
    MAX_SEARCH_KEYS,
  );
  const taken = new Set(own);
  const variants = unique(terms.variantWords.flatMap(prefixes))
    .filter((key) => !taken.has(key))
    .slice(0, MAX_VARIANT_SEARCH_KEYS);
  return [...own, ...variants];
}

/** One thing the seller searches for. */
export interface SearchTerm {
  /** A word: matches products with a word starting with it. A link: matches its key exactly. */
  kind: 'word' | 'link';
  /** The folded word, or the link key. */
  text: string;
}

export interface ParsedSearch {
  terms: SearchTerm[];
  /** The keys the server narrows by (each must be present). */
  serverKeys: string[];
  /** True when the server's answer must still be checked term by term (filterBySearch). */
  needsPageFilter: boolean;
}

/** The product id in a pasted review page URL (…/reviews/{id}, DOC_ID_PATTERN in ids.ts). */
const REVIEW_URL_PATH = /^\/(?:[a-z]{2}\/)?reviews\/([A-Za-z0-9_-]{1,128})\/?$/;

/** The term a pasted link stands for, or null when the text is not a link. */
function linkSearchTerm(text: string): SearchTerm | null {
  const candidate = /^https?:\/\//i.test(text)
    ? text
    : /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/\S*$/i.test(text)
      ? `https://${text}`
      : null;
  if (!candidate || /\s/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  const marketplaceId = amazonAsin(candidate) ?? emagProductCode(candidate);
  if (marketplaceId) return { kind: 'word', text: marketplaceId.toLowerCase() };
  const reviewId = REVIEW_URL_PATH.exec(url.pathname)?.[1];
  if (reviewId) return { kind: 'word', text: reviewId.toLowerCase() };
  const key = linkKey(candidate);
  return key ? { kind: 'link', text: key } : null;
}

/**
 * What a seller typed or pasted, as terms and the keys the server narrows by. Every word must
 * match (AND). Words longer than SEARCH_PREFIX_MAX, and words beyond MAX_SERVER_SEARCH_TERMS, are
 * only checked in the page (needsPageFilter).
 */
export function parseSearch(raw: string): ParsedSearch {
  const text = raw.trim();
  if (!text) return { terms: [], serverKeys: [], needsPageFilter: false };
  const link = linkSearchTerm(text);
  const terms: SearchTerm[] = link
    ? [link]
    : searchWords(text).map((word) => ({ kind: 'word', text: word }));
  // A word that is the start of another word of the query narrows nothing more ("bo board").
  const narrowing = terms.filter(
    (term) =>
      term.kind === 'link' ||
      !terms.some(
        (other) =>
          other !== term &&
          other.text.length > term.text.length &&
          other.text.startsWith(term.text),
      ),
  );
  // Longest first: the most selective words narrow on the server.
  const byLength = [...narrowing].sort((a, b) => b.text.length - a.text.length);
  const server = byLength.slice(0, MAX_SERVER_SEARCH_TERMS);
  const serverKeys = unique(server.map(searchKeyOf));
  const needsPageFilter =
    narrowing.length > server.length ||
    server.some((term) => term.kind === 'word' && term.text.length > SEARCH_PREFIX_MAX);
  return { terms, serverKeys, needsPageFilter };
}

/** The stored key a term is looked up by (link keys are already cut to LINK_KEY_MAX). */
function searchKeyOf(term: SearchTerm): string {
  return term.kind === 'link' ? term.text : term.text.slice(0, SEARCH_PREFIX_MAX);
}

/** True when the product matches every term (the in-page check of what the server narrowed). */
export function matchesSearch(terms: ProductSearchTerms, search: ParsedSearch): boolean {
  return search.terms.every((term) =>
    term.kind === 'link'
      ? terms.linkKeys.includes(term.text)
      : [...terms.words, ...terms.variantWords].some((word) => word.startsWith(term.text)),
  );
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
