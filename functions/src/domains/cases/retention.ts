import { CASE_CONFIRM_TOKEN_TTL_MS } from '../../shared/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a case without further activity is purged (docs/privacy.md): the seller's retention after
 * the last activity once the address is confirmed; an unconfirmed case goes with its
 * confirmation link, so an address nobody confirmed is kept for at most a week.
 */
export function purgeAtFor(lastActivity: Date, days: number, confirmed: boolean): Date {
  const ms = confirmed ? days * DAY_MS : Math.min(days * DAY_MS, CASE_CONFIRM_TOKEN_TTL_MS);
  return new Date(lastActivity.getTime() + ms);
}
