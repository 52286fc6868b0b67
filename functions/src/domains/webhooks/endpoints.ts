import type { WebhookEndpointDoc } from '../../shared/index.js';

export interface EndpointChange {
  removed: boolean;
  /** Switched on by a member after being off: its failures start afresh. */
  switchedOn: boolean;
  /** A member asked for a test event at this time (the rules hold it to the server's). */
  testRequestedAt: Date | null;
}

/** What one write of webhooks/{accountId}/endpoints/{id} asks the functions to do. */
export function endpointChange(
  before: WebhookEndpointDoc | null,
  after: WebhookEndpointDoc | null,
): EndpointChange {
  if (!after) return { removed: before !== null, switchedOn: false, testRequestedAt: null };
  const requested = after.testRequestedAt?.toMillis();
  const testRequestedAt =
    requested !== undefined && requested !== before?.testRequestedAt?.toMillis()
      ? new Date(requested)
      : null;
  return {
    removed: false,
    switchedOn: before !== null && !before.enabled && after.enabled,
    testRequestedAt,
  };
}
