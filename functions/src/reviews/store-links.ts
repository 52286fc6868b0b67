import type { Store } from '../shared/index.js';
import { isAmazonHost } from '../shared/index.js';

/**
 * Where "Open Review Page" sends a customer. Only Amazon has a public, stable review-writing URL
 * (/review/create-review?asin=…) that can be derived from a product link; eMAG's and Shopify
 * stores' review forms live on the product page (eMAG requires a signed-in buyer, Shopify depends
 * on the shop's review app), so for them, and for every link we cannot parse, the product link
 * itself is the best page to open.
 */
export function storeReviewUrl(store: Store, productLink: string): string {
  if (store === 'amazon') return amazonReviewUrl(productLink) ?? productLink;
  return productLink;
}

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

/** Mobile and retired subdomains (smile. closed in 2023) map to the marketplace's www host. */
function canonicalAmazonHost(host: string): string {
  return host.replace(/^(?:smile|m)\./, 'www.');
}

/** The ASIN a product link names, or null for short links and shapes we do not recognise. */
export function amazonAsin(productLink: string): string | null {
  let url: URL;
  try {
    url = new URL(productLink);
  } catch {
    return null;
  }
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

/** https://<same Amazon marketplace>/review/create-review?asin=<ASIN>, or null if underivable. */
export function amazonReviewUrl(productLink: string): string | null {
  const asin = amazonAsin(productLink);
  if (!asin) return null;
  const host = canonicalAmazonHost(new URL(productLink).hostname.toLowerCase());
  return `https://${host}/review/create-review?asin=${asin}`;
}
