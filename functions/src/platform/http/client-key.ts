import { createHmac } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * Who a caller is, for rate limits only: an HMAC of the address with a secret salt, so the
 * rateLimits collection never holds an IP address and a leaked document cannot be reversed by
 * hashing all 2^32 IPv4 addresses.
 *
 * The address comes from X-Forwarded-For, read from the right. How Google builds that header for
 * a 2nd-gen function (Cloud Run behind Google's front end), docs/decisions.md "Client identity":
 *
 *   X-Forwarded-For: <whatever the caller sent>, <address Google's front end saw>[, <front end>]
 *
 * Google appends the address of the connection it accepted; everything to the left of that is
 * passed along unverified. A direct call to the function's URL ends with the caller's own address.
 * Through Firebase Hosting, Google's load balancer appends the customer's address and then the
 * address the customer connected to, its own front end ("global forwarding rule external IP").
 * So the client is the rightmost entry that is not one of our own front ends; nothing a caller
 * writes can ever be chosen, whatever it adds to the header.
 */

/** Addresses and CIDR ranges of front ends whose entry stands right of the client's. */
export type FrontEnds = BlockList;

/** "199.36.158.100, 2620:0:890::/48" → a matcher; entries that are not addresses are skipped. */
export function frontEnds(list: readonly string[]): FrontEnds {
  const blocks = new BlockList();
  for (const entry of list) {
    const [address = '', prefix] = entry.trim().split('/');
    const family = isIP(address);
    if (!family) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else if (/^\d{1,3}$/.test(prefix)) blocks.addSubnet(address, Number(prefix), type);
  }
  return blocks;
}

const NO_FRONT_ENDS = frontEnds([]);

function isFrontEnd(entry: string, known: FrontEnds): boolean {
  const family = isIP(entry);
  return family !== 0 && known.check(entry, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The caller's address: the rightmost X-Forwarded-For entry that is not one of `known` front
 * ends. Several header lines count as one list (RFC 9110 §5.3). Without the header (not behind
 * Google's front end: a local server) the socket's address is all there is.
 */
export function clientIp(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  known: FrontEnds = NO_FRONT_ENDS,
): string {
  const lines = Array.isArray(forwardedFor) ? forwardedFor : [forwardedFor ?? ''];
  const entries = lines
    .flatMap((line) => line.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries.toReversed()) {
    if (!isFrontEnd(entry, known)) return entry;
  }
  // Only front ends (a misconfigured list): still the entry Google appended, never the caller's.
  return entries.at(-1) ?? (socketAddress || 'unknown');
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
