import type { Store } from './constants.js';

/**
 * Store-link checks. firestore.rules cannot import code, so these are written as regular
 * expressions that the rules repeat character for character (RE2 and JS agree on this subset);
 * functions/test/rules/product-schema-agreement.test.ts proves both accept and reject the same
 * samples. Matching runs on the lower-cased URL (rules: `link.lower().matches(...)`).
 */

/** Optional port, then path / query / fragment without whitespace. */
const TAIL = '(:[0-9]{1,5})?([/?#][^\\s]*)?';
const LABEL = '[a-z0-9-]+';

/** https:// and a host with at least one dot; no userinfo, no whitespace. Shopify: any of these. */
export const HTTPS_URL_PATTERN = `^https://${LABEL}([.]${LABEL})+${TAIL}$`;

/**
 * Any amazon.* marketplace (amazon.de, www.amazon.co.uk, smile.amazon.com, amazon.com.au) or
 * Amazon's short-link hosts. The suffix must look like a public suffix ("com", "de", "co.uk",
 * "com.br"), so amazon.evil.com, which belongs to evil.com, is refused.
 */
export const AMAZON_URL_PATTERN = `^https://((${LABEL}[.])*amazon[.](com?[.])?[a-z]{2,3}|amzn[.](to|eu)|a[.]co)${TAIL}$`;

export const EMAG_HOSTS = ['emag.ro', 'emag.bg', 'emag.hu'] as const;
/** emag.ro, emag.bg, emag.hu and their subdomains (www., m.). */
export const EMAG_URL_PATTERN = `^https://(${LABEL}[.])*emag[.](ro|bg|hu)${TAIL}$`;

const httpsUrl = new RegExp(HTTPS_URL_PATTERN);
const amazonUrl = new RegExp(AMAZON_URL_PATTERN);
const emagUrl = new RegExp(EMAG_URL_PATTERN);

export function isHttpsUrl(url: string): boolean {
  return httpsUrl.test(url.toLowerCase());
}

/** A URL that would be valid if it used https (tells "use https" apart from "not a link"). */
export function isHttpUrl(url: string): boolean {
  return httpsUrl.test(url.toLowerCase().replace(/^http:\/\//, 'https://'));
}

export function isAmazonUrl(url: string): boolean {
  return amazonUrl.test(url.toLowerCase());
}

export function isEmagUrl(url: string): boolean {
  return emagUrl.test(url.toLowerCase());
}

/** Host-only variants, for callers that already hold a parsed URL. */
export function isAmazonHost(host: string): boolean {
  return isAmazonUrl(`https://${host}`);
}

export function isEmagHost(host: string): boolean {
  return isEmagUrl(`https://${host}`);
}

export function linkMatchesStore(store: Store, url: string): boolean {
  switch (store) {
    case 'amazon':
      return isAmazonUrl(url);
    case 'emag':
      return isEmagUrl(url);
    case 'shopify':
      return isHttpsUrl(url);
  }
}

/**
 * Amazon Seller Central's "Customer product reviews policies" page, which the product edit screen
 * links to from its compliance-mode explanation.
 */
export const AMAZON_REVIEW_POLICY_URL =
  'https://sellercentral.amazon.com/gp/help/external/GYRKB5RU3FS5TURN';

/** A product sold on Amazon: compliance mode is its default (docs/decisions.md, "Compliance by default"). */
export function hasAmazonLink(links: { amazon: string }): boolean {
  return links.amazon.trim() !== '';
}
