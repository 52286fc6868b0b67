import type { Store } from '@shared/constants';
import { reviewApiPaths } from '@shared/review-api';
import type { FunnelEventRequest } from '@shared/schemas/review';
import * as v from 'valibot';
import { reviewApiFetch } from './review-api-client';

/**
 * Best effort: a lost funnel event must never disturb the customer. keepalive lets the request
 * finish while the page opens the store in a new tab or unloads.
 */
export function trackFunnelEvent(
  productId: string,
  event: FunnelEventRequest['event'],
  store: Store,
) {
  const body: FunnelEventRequest = { event, store };
  reviewApiFetch(reviewApiPaths.productEvents(productId), v.undefined(), {
    method: 'POST',
    body,
    keepalive: true,
  }).catch(() => undefined);
}
