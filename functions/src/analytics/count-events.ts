import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  isLocale,
  type ClientFunnelEvent,
  type CountedEvent,
  type Locale,
  type Store,
} from '../shared/index.js';
import { counterTarget } from './counter-target.js';
import { counterWrites, type CounterTarget } from './counter-writes.js';

export { counterTarget, type CounterTarget };

/** Query parameters of GET /api/products/:id that the review page sends (PAGE_OPEN_PARAMS). */
export function pageOpenEvent(query: unknown): Extract<CountedEvent, { kind: 'opened' }> {
  const params = (typeof query === 'object' && query !== null ? query : {}) as Record<
    string,
    unknown
  >;
  const lang = params.lang;
  return {
    kind: 'opened',
    newVisitor: params.visitor === 'new',
    locale: isLocale(lang) ? (lang as Locale) : null,
  };
}

const CLIENT_EVENT_KINDS: Record<ClientFunnelEvent, 'storeChosen' | 'copied' | 'sent'> = {
  store_chosen: 'storeChosen',
  feedback_copied: 'copied',
  review_link_opened: 'sent',
};

export function clientEvent(event: ClientFunnelEvent, store: Store): CountedEvent {
  return { kind: CLIENT_EVENT_KINDS[event], store };
}

/**
 * Counts one page event (opened, store chosen, copied, sent) in one batch: the product's shard,
 * the seller's shard and the ranking line commit together. A product without an owner (deleted
 * meanwhile) is not counted.
 */
export async function countEvent(
  db: Firestore,
  productId: string,
  event: CountedEvent,
  at: Date,
): Promise<void> {
  const target = await counterTarget(db, productId);
  if (!target) return;
  const batch = db.batch();
  for (const write of counterWrites(target, event, at)) {
    batch.set(db.doc(write.path), write.data, { merge: true });
  }
  await batch.commit();
}

/** A review's counters, inside the transaction that stores the review (nothing is read). */
export function countReviewInTransaction(
  tx: Transaction,
  db: Firestore,
  target: CounterTarget,
  review: { rating: number; store: Store; atOrAbove: boolean; locale: Locale },
  at: Date,
): void {
  for (const write of counterWrites(target, { kind: 'rated', ...review }, at)) {
    tx.set(db.doc(write.path), write.data, { merge: true });
  }
}
