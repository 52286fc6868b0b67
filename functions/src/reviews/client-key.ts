import { createHmac } from 'node:crypto';

/**
 * Who a caller is, for rate limits only: an HMAC of the address with a secret salt, so the
 * rateLimits collection never holds an IP address and a leaked document cannot be reversed by
 * hashing all 2^32 IPv4 addresses.
 */

/**
 * The caller's address: the first X-Forwarded-For entry (Google's front end appends the address
 * it saw, and Firebase Hosting forwards the client's), else the socket address. The first entry
 * is client-controlled when the function is called directly, so per-client limits are a speed
 * bump; the per-product limit and App Check are what a rotating bot meets.
 */
export function clientIp(
  forwardedFor: string | string[] | undefined,
  remoteAddress: string | undefined,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  return first || remoteAddress || 'unknown';
}

/** IPv6 hosts get a whole /64 from their provider, so the /64 prefix is one client. */
export function ipBucket(ip: string): string {
  const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!address.includes(':')) return address;
  const withoutZone = address.split('%')[0] ?? '';
  const [head = '', tail] = withoutZone.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headParts.length - tailParts.length;
  const groups = [...headParts, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function clientKey(ip: string, salt: string): string {
  return createHmac('sha256', salt).update(ipBucket(ip)).digest('hex').slice(0, 32);
}
