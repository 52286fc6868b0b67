import { createHmac } from 'node:crypto';
import { mailboxKey } from '../../shared/index.js';

/**
 * The key of the per-address limit: an HMAC of the address's mailbox (mailboxKey: one key
 * whatever its plus-tag, and for Gmail its dots) with the rate-limit salt, so the counters never
 * hold an address, cannot be reversed from a list of addresses, and count a mailbox once.
 */
export function emailHash(email: string, salt: string): string {
  return createHmac('sha256', salt).update(mailboxKey(email)).digest('hex');
}

/**
 * The address as the case page shows it: the first character of the local part, then asterisks,
 * and the domain ("j***@example.com"); a one-character local part shows only the asterisks.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const first = local.length > 1 ? [...local][0] : '';
  return `${first}***@${domain}`;
}
