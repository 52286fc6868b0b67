import { CLIENT_FUNNEL_EVENTS, funnelDayKey, type ClientFunnelEvent } from '../shared/index.js';

/**
 * Funnel counters: one document per product and UTC day (products/{id}/funnel/{yyyy-mm-dd}), each
 * event a counter incremented in place, so the dashboard reads at most one document per day.
 */
export function isClientFunnelEvent(value: unknown): value is ClientFunnelEvent {
  return typeof value === 'string' && (CLIENT_FUNNEL_EVENTS as readonly string[]).includes(value);
}

export { funnelDayKey };

/** The day keys from `from` to `to` inclusive (UTC), oldest first; for dashboard range queries. */
export function funnelDayKeys(from: Date, to: Date): string[] {
  const keys: string[] = [];
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  while (day.getTime() <= to.getTime()) {
    keys.push(funnelDayKey(day));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return keys;
}
