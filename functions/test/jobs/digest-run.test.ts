import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  digestHour,
  digestRunKind,
  queueDigestRun,
  type DigestRunOptions,
} from '../../src/domains/alerts/daily-digest.js';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import type { JobTask } from '../../src/platform/jobs/job-runner.js';
import { paths } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The hourly digest run as a job on the runner, against the real Firestore emulator: one run per
 * hour, the sellers paged after the last one checkpointed, a slice stopped mid-page continued
 * from the checkpoint with nobody emailed twice. (The digest's content and its delivery:
 * functions/test/mail/daily-digest.test.ts.)
 */
const { db } = useAdminFirestore('demo-qr-reviews-digest-run');
/** 08:15 in Bucharest, 15:15 in Tokyo. */
const AT = new Date('2026-11-26T06:15:00Z');
const ORIGIN = 'https://qr-reviews.example';

async function seedSeller(uid: string, fields: Record<string, unknown> = {}) {
  await db.doc(paths.seller(uid)).set({
    displayName: 'Ana',
    email: `${uid}@example.com`,
    emailVerifiedAt: Timestamp.now(),
    locale: 'en',
    timeZone: 'Europe/Bucharest',
    createdAt: Timestamp.now(),
    dailyDigest: true,
    ...fields,
  });
}

async function queue(at = AT) {
  const tasks: JobTask[] = [];
  const runId = await queueDigestRun(
    {
      db,
      enqueue: (task) => {
        tasks.push(task);
        return Promise.resolve();
      },
    },
    at,
    at.getTime(),
  );
  return { runId, tasks };
}

const run = (runId: string, options: Partial<DigestRunOptions> = {}, firstSlice = 0, at = AT) =>
  drainJob(
    db,
    digestRunKind({ origin: ORIGIN, now: () => at.getTime(), ...options }),
    runId,
    firstSlice,
    { now: () => at.getTime() },
  );

/** The digests' ids, each without its recipient's part (recipientMailId): `digest-d1-<day>`. */
const digestsSent = async () =>
  (await db.collection('mail').get()).docs
    .map((doc) => doc.id)
    .filter((id) => id.startsWith('digest-'))
    .map((id) => id.replace(/-[0-9a-f]{12}$/, ''))
    .sort();

describe('the hourly digest run', () => {
  it('is one job per hour, however often the schedule fires in it', async () => {
    const first = await queue();
    expect(first.runId).toBe('2026-11-26T06');
    expect(first.tasks).toEqual([{ kind: 'digestRun', jobId: '2026-11-26T06', slice: 0 }]);
    const again = await queue(new Date('2026-11-26T06:59:00Z'));
    expect(again.runId).toBe(first.runId);
    expect((await db.collection('digestRuns').get()).size).toBe(1);
    expect(digestHour(AT).hour.toISOString()).toBe('2026-11-26T06:00:00.000Z');
  });

  it('a slice stopped mid-page is continued from the last checkpoint, nobody emailed twice', async () => {
    for (const uid of ['d1', 'd2', 'd3', 'd4', 'd5']) await seedSeller(uid);
    await seedSeller('d6-tokyo', { timeZone: 'Asia/Tokyo' });
    await seedSeller('d0-off', { dailyDigest: false });
    const { runId } = await queue();

    const visited: string[] = [];
    let stopped = false;
    const stopping = run(runId, {
      sellersPerSlice: 2,
      afterSeller: (uid) => {
        visited.push(uid);
        if (uid === 'd3' && !stopped) {
          stopped = true;
          throw new Error('the instance stopped');
        }
      },
    });
    await expect(stopping).rejects.toThrow('the instance stopped');
    // Slice 0 checkpointed d1 and d2; slice 1 sent d3's and stopped.
    const checkpoint = (await db.doc(paths.digestRun(runId)).get()).data();
    expect(checkpoint).toMatchObject({ status: 'running', resumeAfter: 'd2', sellers: 2, sent: 2 });
    expect(checkpoint?.run).toEqual({ kind: 'digestRun', slice: 1 });
    expect(await digestsSent()).toEqual([
      'digest-d1-2026-11-26',
      'digest-d2-2026-11-26',
      'digest-d3-2026-11-26',
    ]);

    const { outcomes, job } = await run(
      runId,
      { sellersPerSlice: 2, afterSeller: (uid) => void visited.push(uid) },
      1,
    );
    // Then the members' own digests: no page of them here.
    expect(outcomes).toEqual(['continued', 'continued', 'continued', 'done']);
    // From d3 again (the stopped slice's page), not from d1.
    expect(visited).toEqual(['d1', 'd2', 'd3', 'd3', 'd4', 'd5', 'd6-tokyo']);
    expect(job).toMatchObject({ status: 'done', sellers: 6, sent: 5 });
    // Every seller for whom it is 08:00 got one digest; Tokyo (15:15) none.
    expect(await digestsSent()).toEqual(
      ['d1', 'd2', 'd3', 'd4', 'd5'].map((uid) => `digest-${uid}-2026-11-26`),
    );
  });

  it('ends a run that is still unfinished 12 hours after its hour, sending nothing more', async () => {
    await seedSeller('d1');
    const { runId } = await queue();
    const late = new Date(AT.getTime() + 14 * 3_600_000);
    const { job } = await run(runId, {}, 0, late);
    expect(job).toMatchObject({ status: 'done', late: true });
    expect(await digestsSent()).toEqual([]);
  });

  it('reaches members who asked for it themselves, each once, in their language', async () => {
    // d1: the account's switch is on (its founder's default); its Viewer asked for it too.
    // d2: the account's switch is off; its Support member asked for it. d3: nobody asked.
    await seedSeller('d1');
    await seedSeller('d2', { dailyDigest: false });
    await seedSeller('d3', { dailyDigest: false });
    const joinedAt = Timestamp.now();
    const member = (account: string, uid: string, role: string, alerts?: object) =>
      db.doc(paths.accountMember(account, uid)).set({
        role,
        displayName: uid,
        email: `${uid}@example.com`,
        joinedAt,
        ...(alerts ? { alerts: { products: [], stores: [], updatedAt: joinedAt, ...alerts } } : {}),
      });
    await member('d1', 'd1', 'owner');
    await member('d1', 'd1-viewer', 'viewer', { emails: false, digest: true, locale: 'de' });
    await member('d2', 'd2', 'owner');
    await member('d2', 'd2-support', 'support', { emails: true, digest: true, locale: 'fr' });
    await member('d3', 'd3', 'owner');
    await member('d3', 'd3-viewer', 'viewer', { emails: false, digest: false, locale: 'en' });
    const { runId } = await queue();
    const { job } = await run(runId, { sellersPerSlice: 1 });
    expect(job).toMatchObject({ status: 'done', sent: 2 });
    const sent = (await db.collection('mail').get()).docs
      .map((doc) => doc.data() as { to: string[]; message: { subject: string } })
      .map((mail) => [mail.to[0], mail.message.subject])
      .sort();
    expect(sent).toEqual([
      ['d1-viewer@example.com', expect.stringMatching(/^Ihre/)],
      ['d1@example.com', expect.stringMatching(/^Your/)],
      ['d2-support@example.com', expect.stringMatching(/^Vos avis/)],
    ]);
  });
});
