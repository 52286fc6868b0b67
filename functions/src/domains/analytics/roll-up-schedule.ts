import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { ANALYTICS_ROLL_UP_GRACE_MS, paths, windowEnd, windowOf } from '../../shared/index.js';
import type { CounterWrite } from './counter-writes.js';

/** A seller's window to roll up. */
export interface RollUpTask {
  ownerId: string;
  window: number;
}

/**
 * Starts the roll-up job of a seller's window, due at `due` (roll-up-job.ts): resolves
 * once it exists, queued now or earlier by this instance or another; rejects when it could not
 * be created or queued.
 */
export type QueueRollUp = (task: RollUpTask, due: Date) => Promise<void>;

/**
 * The roll-up job of a seller's window: the same for every instance and event, so there is one
 * job (and one task) per seller and window. A hash first (Cloud Tasks serves names with
 * sequential prefixes more slowly, and a uid may hold characters task ids do not allow), then
 * the window.
 */
export function rollUpJobId(ownerId: string, window: number): string {
  return `${createHash('sha256').update(ownerId).digest('hex').slice(0, 32)}-${window}`;
}

/**
 * Makes sure a roll-up job exists for a seller's window before an event of that window commits:
 * `ensure` resolves true when it does (queued now, or earlier by this instance or another), false
 * when it could not be queued. The caller then commits the retry marker below together with its
 * event, so the scheduled sweep (roll-up-retries.ts) finds the seller instead. One call per
 * seller and window per instance starts the job; the others share its answer.
 */
export function createRollUpScheduler(
  queue: QueueRollUp,
  log: (message: string, error: unknown) => void = () => undefined,
) {
  let currentWindow = -1;
  let queued = new Map<string, Promise<boolean>>();
  return {
    ensure(ownerId: string, window: number): Promise<boolean> {
      if (window > currentWindow) {
        currentWindow = window;
        queued = new Map();
      }
      const memo = window === currentWindow ? queued : null;
      const known = memo?.get(ownerId);
      if (known) return known;
      const attempt = queue(
        { ownerId, window },
        new Date(windowEnd(window) + ANALYTICS_ROLL_UP_GRACE_MS),
      ).then(
        () => true,
        (error: unknown) => {
          log('Analytics roll-up could not be queued; the sweep will roll it up', error);
          memo?.delete(ownerId);
          return false;
        },
      );
      memo?.set(ownerId, attempt);
      return attempt;
    },
  };
}
export type RollUpScheduler = ReturnType<typeof createRollUpScheduler>;

/** The write that tells the sweep a seller's roll-up was not queued (committed with the event). */
export function rollUpRetryWrite(ownerId: string, window: number): CounterWrite {
  return { path: paths.analyticsRollUpRetry(ownerId), data: { ownerId, window } };
}

/**
 * After an event committed: if the clock has moved into a later window meanwhile (a slow or
 * retried commit), the event's own window may already have been rolled up, so the current
 * window's task must exist too (it folds every earlier window as well), or the retry marker.
 */
export async function ensureAfterCommit(
  db: Firestore,
  scheduler: RollUpScheduler | undefined,
  ownerId: string,
  eventWindow: number,
  now = Date.now(),
): Promise<void> {
  const current = windowOf(now);
  if (!scheduler || current === eventWindow) return;
  if (await scheduler.ensure(ownerId, current)) return;
  const marker = rollUpRetryWrite(ownerId, current);
  await db.doc(marker.path).set(marker.data);
}
