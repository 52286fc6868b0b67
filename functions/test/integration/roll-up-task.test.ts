import { describe, expect, it } from 'vitest';
import { countEvent } from '../../src/domains/analytics/count-events.js';
import { countedDays } from '../../src/domains/analytics/counted.js';
import { queueRollUpJob } from '../../src/domains/analytics/roll-up-job.js';
import {
  createRollUpScheduler,
  rollUpJobId,
} from '../../src/domains/analytics/roll-up-schedule.js';
import { converters } from '../../src/platform/firestore.js';
import { FUNCTIONS_REGION } from '../../src/platform/global-options.js';
import { jobTaskQueue } from '../../src/platform/jobs/job-tasks.js';
import { ANALYTICS_WINDOW_MS, localDay, paths, windowOf } from '../../src/shared/index.js';
import {
  adminDb,
  integrationApp,
  randomId,
  reviewApiBaseUrl,
  seedProduct,
} from './review-api-env.js';

/**
 * The roll-up's wiring on the emulators: a roll-up job queued as reviewApi queues it (its slice's
 * task on the real Cloud Tasks emulator, through the Admin SDK) is worked by the runJobSlice
 * function in the Functions emulator, which folds the seller's closed windows into the year
 * documents the dashboards read. The window is a past one so the test need not wait a minute
 * for it to close.
 */
const db = adminDb();

describe('the analytics roll-up job', () => {
  it('folds five opens of a closed window, queued through Cloud Tasks, into the year document and empties the buffer', async () => {
    if (!process.env.CLOUD_TASKS_EMULATOR_HOST) {
      throw new Error('CLOUD_TASKS_EMULATOR_HOST is not set: run through `npm test`');
    }
    await reviewApiBaseUrl(); // the functions, and with them the task queue, are loaded
    const ownerId = randomId('task-seller');
    const id = await seedProduct(db, {}, ownerId);
    const at = new Date(Date.now() - 2 * ANALYTICS_WINDOW_MS);
    for (let index = 0; index < 5; index += 1) {
      await countEvent(
        db,
        { id, title: 'Ceramic mug' },
        { kind: 'opened', newVisitor: true, locale: 'en' },
        at,
      );
    }
    const scheduler = createRollUpScheduler(
      queueRollUpJob({ db, enqueue: jobTaskQueue(integrationApp, FUNCTIONS_REGION) }),
    );
    const window = windowOf(at.getTime());
    expect(await scheduler.ensure(ownerId, window)).toBe(true);

    const day = localDay(at, 'UTC');
    const dayCounts = async () =>
      (
        await db
          .doc(paths.productAnalyticsYear(id, day.slice(0, 4)))
          .withConverter(converters.analyticsYear)
          .get()
      ).data()?.m[day.slice(5, 7)]?.[day.slice(8)];
    await expect.poll(dayCounts, { timeout: 30_000, interval: 250 }).toMatchObject({ o: 5, u: 5 });
    expect((await db.collection(paths.analyticsBuffer(ownerId)).get()).size).toBe(0);
    expect((await countedDays(db, { ownerId })).get(day)?.opened).toBe(5);
    await expect
      .poll(async (): Promise<unknown> =>
        (await db.doc(paths.analyticsRollUp(rollUpJobId(ownerId, window))).get()).get('status'),
      )
      .toBe('done');
  });
});
