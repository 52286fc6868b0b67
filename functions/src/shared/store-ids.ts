import { isAmazonHost, isEmagHost } from './links.js';

/**
 * The marketplace's own product id inside a product link: the Amazon ASIN and the eMAG product
 * code. Used by the review page's Amazon review link (functions/src/domains/reviews/store-links.ts)
 * and by product search (search-keys.ts), so a pasted link and a stored link agree on the id.
 */

/** Amazon's short-link hosts redirect to a product page we cannot resolve without a request. */
const AMAZON_SHORT_HOSTS = new Set(['amzn.to', 'a.co', 'amzn.eu', 'amzn.asia']);

/** ASIN: 10 characters, B0… for most goods, an ISBN-10 for books. */
const ASIN = '([A-Z0-9]{10})';
const ASIN_PATH_PATTERNS = [
  new RegExp(`/dp/(?:product/)?${ASIN}(?:[/?#]|$)`, 'i'),
  new RegExp(`/gp/product/(?:glance/)?${ASIN}(?:[/?#]|$)`, 'i'),
  new RegExp(`/gp/aw/d/${ASIN}(?:[/?#]|$)`, 'i'),
  new RegExp(`/gp/offer-listing/${ASIN}(?:[/?#]|$)`, 'i'),
  new RegExp(`/product-reviews/${ASIN}(?:[/?#]|$)`, 'i'),
  new RegExp(`/exec/obidos/(?:ASIN|tg/detail/-)/${ASIN}(?:[/?#]|$)`, 'i'),
];

function parseUrl(link: string): URL | null {
  try {
    return new URL(link.trim());
  } catch {
    return null;
  }
}

/** The ASIN a product link names (upper case), or null for short links and unknown shapes. */
export function amazonAsin(productLink: string): string | null {
  const url = parseUrl(productLink);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (AMAZON_SHORT_HOSTS.has(host) || !isAmazonHost(host)) return null;
  for (const pattern of ASIN_PATH_PATTERNS) {
    const match = pattern.exec(url.pathname);
    if (match?.[1]) return match[1].toUpperCase();
  }
  // /review/create-review?asin=… and some ad links carry the ASIN as a query parameter.
  const fromQuery = url.searchParams.get('asin') ?? url.searchParams.get('ASIN');
  return fromQuery && /^[A-Z0-9]{10}$/i.test(fromQuery) ? fromQuery.toUpperCase() : null;
}

/**
 * eMAG product pages end in `/pd/<code>/` (e.g. /telefon-mobil-apple-iphone-15/pd/DM7KYQYBM/):
 * the code (upper case), or null when the link has none.
 */
export function emagProductCode(productLink: string): string | null {
  const url = parseUrl(productLink);
  if (!url || !isEmagHost(url.hostname.toLowerCase())) return null;
  const match = /\/pd\/([A-Z0-9]{5,16})(?:[/?#]|$)/i.exec(url.pathname);
  return match?.[1] ? match[1].toUpperCase() : null;
}
