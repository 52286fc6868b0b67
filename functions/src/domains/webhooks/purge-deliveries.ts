import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { COLLECTIONS } from '../../shared/index.js';

/** For the lifetime sweep: webhook deliveries past their expiresAt (WEBHOOK_DELIVERY_KEEP_MS). */
export const expiredWebhookDeliveries = expiredDocuments(
  'webhookDeliveries',
  COLLECTIONS.webhookDeliveries,
);
