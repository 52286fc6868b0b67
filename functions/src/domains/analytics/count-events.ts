import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  isLocale,
  windowOf,
  type ClientFunnelEvent,
  type CountedEvent,
  type Locale,
  type Store,
} from '../../shared/index.js';
import { counterTarget } from './counter-target.js';
import { bufferWrite, type CounterTarget, type CounterWrite } from './counter-writes.js';
import { ensureAfterCommit, rollUpRetryWrite, type RollUpScheduler } from './roll-up-schedule.js';

export { counterTarget, type CounterTarget };

/** Query parameters of GET /api/products/:id that the review page sends (PAGE_OPEN_PARAMS). */
export function pageOpenEvent(query: unknown): Extract<CountedEvent, { kind: 'opened' }> {
  const param = (name: string): unknown =>
    typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined;
  const lang = param('lang');
  return {
    kind: 'opened',
    newVisitor: param('visitor') === 'new',
    locale: isLocale(lang) ? lang : null,
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
 * The writes of one event: its buffer increment, and the retry marker when the roll-up task for
 * its window could not be queued. Without a scheduler (tests, the migration) nothing is queued:
 * the caller rolls up itself.
 */
async function eventWrites(
  target: CounterTarget,
  event: CountedEvent,
  at: Date,
  scheduler: RollUpScheduler | undefined,
): Promise<CounterWrite[]> {
  const writes = [bufferWrite(target, event, at)];
  const window = windowOf(at.getTime());
  if (scheduler && !(await scheduler.ensure(target.ownerId, window))) {
    writes.push(rollUpRetryWrite(target.ownerId, window));
  }
  return writes;
}

/** Transaction attempts of one event: only a visitor's own calls at once contend (its ceiling). */
const EVENT_ATTEMPTS = 10;

/**
 * Counts one page event (opened, store chosen, copied, sent): one write to the seller's buffer
 * (nothing read but the cached owner and zone). `within` is the visitor's ceiling, checked and
 * counted in the same transaction as the event (docs/decisions.md, "Ceilings"): false, and
 * nothing is written ('refused'). A product without an owner (deleted meanwhile) is not counted.
 */
export async function countEvent(
  db: Firestore,
  product: { id: string; title: string },
  event: CountedEvent,
  at: Date,
  scheduler?: RollUpScheduler,
  within: (tx: Transaction) => Promise<boolean> = () => Promise.resolve(true),
): Promise<'counted' | 'refused' | 'noOwner'> {
  const target = await counterTarget(db, product);
  if (!target) return 'noOwner';
  const writes = await eventWrites(target, event, at, scheduler);
  const counted = await db.runTransaction(
    async (tx) => {
      if (!(await within(tx))) return false;
      for (const write of writes) tx.set(db.doc(write.path), write.data, { merge: true });
      return true;
    },
    { maxAttempts: EVENT_ATTEMPTS },
  );
  if (!counted) return 'refused';
  await ensureAfterCommit(db, scheduler, target.ownerId, windowOf(at.getTime()));
  return 'counted';
}

/**
 * A review's counters: prepared before its transaction (the roll-up task is queued first), written
 * inside it (increments and at most a marker, nothing read), checked again after the commit.
 */
export async function prepareReviewCount(
  db: Firestore,
  target: CounterTarget,
  review: { rating: number; store: Store; atOrAbove: boolean; locale: Locale },
  at: Date,
  scheduler?: RollUpScheduler,
) {
  const writes = await eventWrites(target, { kind: 'rated', ...review }, at, scheduler);
  return {
    inTransaction(tx: Transaction) {
      for (const write of writes) tx.set(db.doc(write.path), write.data, { merge: true });
    },
    afterCommit: () => ensureAfterCommit(db, scheduler, target.ownerId, windowOf(at.getTime())),
  };
}
