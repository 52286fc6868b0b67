import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { CaseDoc, paths, type CaseMessageDoc, type ReviewDoc } from '../../shared/index.js';
import { caseLink, reviewLink, settingsLink } from '../alerts/compose.js';
import type { WebhookEvent } from './payloads.js';

async function productTitle(db: Firestore, productId: string): Promise<string> {
  const title: unknown = (await db.doc(paths.product(productId)).get()).get('title');
  return typeof title === 'string' ? title : '';
}

/** A new review below the product's minimum (stored unread). */
export async function reviewNeedsAttention(
  db: Firestore,
  productId: string,
  reviewId: string,
  review: ReviewDoc,
  origin: string,
): Promise<WebhookEvent> {
  return {
    type: 'review.needs_attention',
    productId,
    productTitle: await productTitle(db, productId),
    reviewId,
    rating: review.rating,
    store: review.store,
    feedback: review.feedback,
    url: reviewLink(origin, productId, reviewId),
  };
}

/** A customer asked to be contacted: the case, never its address (kept in caseContacts). */
export async function caseOpened(
  db: Firestore,
  caseId: string,
  stored: CaseDoc,
  origin: string,
): Promise<WebhookEvent> {
  return {
    type: 'case.opened',
    caseId,
    productId: stored.productId,
    productTitle: await productTitle(db, stored.productId),
    reviewId: stored.reviewId,
    url: caseLink(origin, stored.productId, stored.reviewId),
  };
}

/** A customer's answer on a case: its text, as the case alert email quotes it. */
export async function caseCustomerReplied(
  db: Firestore,
  caseId: string,
  messageId: string,
  message: CaseMessageDoc,
  origin: string,
): Promise<WebhookEvent | null> {
  if (message.author !== 'customer') return null;
  const parsed = v.safeParse(CaseDoc, (await db.doc(paths.case(caseId)).get()).data());
  if (!parsed.success) return null;
  const stored = parsed.output;
  return {
    type: 'case.customer_replied',
    caseId,
    messageId,
    productId: stored.productId,
    productTitle: await productTitle(db, stored.productId),
    text: message.text,
    url: caseLink(origin, stored.productId, stored.reviewId),
  };
}

/** "Send a test event": to one endpoint, leading to the settings. */
export function testEvent(endpointId: string, requestedAt: Date, origin: string): WebhookEvent {
  return {
    type: 'webhook.test',
    endpointId,
    requestedAt: requestedAt.toISOString(),
    url: settingsLink(origin),
  };
}
