import { describe, expect, it } from 'vitest';
import { ANALYTICS_ROLL_UP_GRACE_MS, windowEnd } from '../../shared/index.js';
import { createRollUpScheduler, rollUpJobId, type QueueRollUp } from './roll-up-schedule.js';

function recordingQueue(answer: (call: number) => Promise<void> = () => Promise.resolve()) {
  const calls: Parameters<QueueRollUp>[] = [];
  const enqueue: QueueRollUp = (task, due) => {
    calls.push([task, due]);
    return answer(calls.length);
  };
  return { calls, enqueue };
}

const rejectWith = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));

describe('rollUpJobId', () => {
  it('is the same for a seller and window everywhere, hashed first, in task-id characters', () => {
    expect(rollUpJobId('uid/with spaces', 29_000_000)).toBe(
      rollUpJobId('uid/with spaces', 29_000_000),
    );
    expect(rollUpJobId('a', 1)).not.toBe(rollUpJobId('b', 1));
    expect(rollUpJobId('uid/with spaces', 29_000_000)).toMatch(/^[0-9a-f]{32}-29000000$/);
  });
});

describe('createRollUpScheduler', () => {
  it('queues one job per seller and window, due when the window has closed', async () => {
    const queue = recordingQueue();
    const scheduler = createRollUpScheduler(queue.enqueue);
    const answers = await Promise.all([
      scheduler.ensure('seller-a', 100),
      scheduler.ensure('seller-a', 100),
      scheduler.ensure('seller-b', 100),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(queue.calls.map(([task]) => task)).toEqual([
      { ownerId: 'seller-a', window: 100 },
      { ownerId: 'seller-b', window: 100 },
    ]);
    expect(queue.calls[0]![1]).toEqual(new Date(windowEnd(100) + ANALYTICS_ROLL_UP_GRACE_MS));
    await scheduler.ensure('seller-a', 101);
    expect(queue.calls).toHaveLength(3);
  });

  it('answers false when the queue fails, and tries again on the next event', async () => {
    const logged: string[] = [];
    const queue = recordingQueue((call) =>
      call === 1 ? rejectWith('unavailable') : Promise.resolve(),
    );
    const scheduler = createRollUpScheduler(queue.enqueue, (message) => logged.push(message));
    expect(await scheduler.ensure('seller-a', 7)).toBe(false);
    expect(logged).toHaveLength(1);
    expect(await scheduler.ensure('seller-a', 7)).toBe(true);
    expect(queue.calls).toHaveLength(2);
  });
});
