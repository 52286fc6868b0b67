import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runSweep, type SweepPurge } from './sweep.js';

const db = {} as Firestore;
const NOW = new Date('2026-11-29T10:00:00Z');

describe('runSweep', () => {
  it('runs the stages one after the other, the purges of a stage at once, and reports each', async () => {
    const events: string[] = [];
    const purge = <Name extends string>(name: Name, deleted: number, more = false) =>
      ({
        name,
        async purge(_db, now) {
          expect(now).toBe(NOW);
          events.push(`start ${name}`);
          await new Promise((resolve) => setImmediate(resolve));
          events.push(`end ${name}`);
          return { deleted, more };
        },
      }) satisfies SweepPurge<Name>;

    const report = await runSweep(db, NOW, [
      [purge('jobs', 2)],
      [purge('tokens', 0), purge('buckets', 5)],
    ]);
    expect(report).toEqual({ jobs: 2, tokens: 0, buckets: 5, more: false });
    expect(events).toEqual([
      'start jobs',
      'end jobs',
      'start tokens',
      'start buckets',
      'end tokens',
      'end buckets',
    ]);
  });

  it('says more is left when any purge reached its bound', async () => {
    const purge = (name: string, more: boolean): SweepPurge => ({
      name,
      purge: async () => ({ deleted: 1, more }),
    });
    expect((await runSweep(db, NOW, [[purge('a', false)], [purge('b', true)]])).more).toBe(true);
    expect((await runSweep(db, NOW, [[purge('a', false), purge('b', false)]])).more).toBe(false);
  });
});
