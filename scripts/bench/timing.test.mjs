import { describe, expect, it, vi } from 'vitest';
import { latency, paced, timedCall } from './timing.mjs';

describe('bench timing', () => {
  it('timedCall answers with the status the handler set and the time it took', async () => {
    vi.useFakeTimers();
    try {
      const handle = (_request, response) => {
        setTimeout(() => response.status(201).set('X', 'y').json({}), 40);
      };
      const answer = timedCall(handle, {});
      await vi.advanceTimersByTimeAsync(40);
      const { status, ms } = await answer;
      expect(status).toBe(201);
      expect(ms).toBeGreaterThanOrEqual(39);
    } finally {
      vi.useRealTimers();
    }
  });

  it('paced sends call i at i / rate seconds, without waiting for answers', async () => {
    vi.useFakeTimers();
    try {
      const sentAt = [];
      const start = Date.now();
      // Each answer takes a second: the next call still leaves on time.
      const run = paced(5, 10, (index) => {
        sentAt.push(Date.now() - start);
        return new Promise((resolve) => setTimeout(() => resolve(index), 1000));
      });
      await vi.advanceTimersByTimeAsync(1400);
      expect(await run).toEqual([0, 1, 2, 3, 4]);
      expect(sentAt).toEqual([0, 100, 200, 300, 400]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('latency takes the quantile of the answers’ times, in whole ms', () => {
    const answers = [5.4, 1, 3, 2, 4, 9.6, 7, 6, 8, 10].map((ms) => ({ ms }));
    expect(latency(answers, 0)).toBe(1);
    expect(latency(answers, 0.5)).toBe(6);
    expect(latency(answers, 0.95)).toBe(10);
    expect(latency(answers, 1)).toBe(10);
  });
});
