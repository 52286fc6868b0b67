import { CLIENT_FUNNEL_EVENTS, type ClientFunnelEvent } from '../../shared/index.js';

/** Events a client may report (POST /api/products/:id/events); the server counts the others. */
export function isClientFunnelEvent(value: unknown): value is ClientFunnelEvent {
  return typeof value === 'string' && (CLIENT_FUNNEL_EVENTS as readonly string[]).includes(value);
}
