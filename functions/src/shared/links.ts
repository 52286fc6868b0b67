import type { Store } from './constants.js';

/** Hosts a store's product links may point at. Amazon: any amazon.* marketplace domain. */
export const EMAG_HOSTS = ['emag.ro', 'emag.bg', 'emag.hu'] as const;

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

function isUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** amazon.com, www.amazon.de, amazon.co.uk, smile.amazon.com, amzn.to / a.co short links. */
export function isAmazonHost(host: string): boolean {
  if (host === 'amzn.to' || host === 'a.co' || host === 'amzn.eu') return true;
  const labels = host.split('.');
  const index = labels.lastIndexOf('amazon');
  // "amazon" followed by a public suffix of one or two labels (amazon.de, amazon.co.uk).
  return index >= 0 && labels.length - index - 1 >= 1 && labels.length - index - 1 <= 2;
}

export function isEmagHost(host: string): boolean {
  return EMAG_HOSTS.some((domain) => isUnder(host, domain));
}

export function isHttpsUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

export function linkMatchesStore(store: Store, url: string): boolean {
  const host = hostOf(url);
  if (!host || !isHttpsUrl(url)) return false;
  switch (store) {
    case 'amazon':
      return isAmazonHost(host);
    case 'emag':
      return isEmagHost(host);
    case 'shopify':
      return true;
  }
}
