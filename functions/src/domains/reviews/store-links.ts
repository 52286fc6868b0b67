import { amazonAsin, type Store } from '../../shared/index.js';

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

/** Mobile and retired subdomains (smile. closed in 2023) map to the marketplace's www host. */
function canonicalAmazonHost(host: string): string {
  return host.replace(/^(?:smile|m)\./, 'www.');
}

/** https://<same Amazon marketplace>/review/create-review?asin=<ASIN>, or null if underivable. */
export function amazonReviewUrl(productLink: string): string | null {
  const asin = amazonAsin(productLink);
  if (!asin) return null;
  const host = canonicalAmazonHost(new URL(productLink).hostname.toLowerCase());
  return `https://${host}/review/create-review?asin=${asin}`;
}
