import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { importRowsBucket } from '../../src/domains/imports/daily-row-ceiling.js';
import {
  IMPORT_ROWS_PER_SELLER_PER_DAY,
  MAX_RUNNING_JOBS_PER_SELLER,
  importUploadExpiry,
  newImportJobDoc,
  paths,
} from '../../src/shared/index.js';
import { OWNER_UID, useRulesEnv } from '../support/rules-env.js';

/**
 * The per-seller job ceilings (docs/decisions.md, "Ceilings") as the rules see them: the day's
 * import-rows counter is the functions' alone (nobody reads, resets or pre-fills it), and a
 * seller at the running-jobs ceiling can still create a job (the function refuses it) but cannot
 * make room by finishing, deleting or backdating jobs, nor start one past the queue.
 */
const rules = useRulesEnv('job-ceilings');
const NOW = Date.now();
const counterPath = (uid: string, now = NOW) => paths.rateLimit(importRowsBucket(uid, now).docId);

type Client = [name: string, db: () => Firestore];
const clients: Client[] = [
  ['the owner', () => rules.owner()],
  ['another seller', () => rules.otherSeller()],
  ['an anonymous visitor', () => rules.anonymous()],
];

describe('the import rows counter', () => {
  it.each(clients)('%s can neither read nor write it', async (_name, db) => {
    await rules.seed((admin) =>
      setDoc(doc(admin, counterPath(OWNER_UID)), {
        count: IMPORT_ROWS_PER_SELLER_PER_DAY,
        expiresAt: Timestamp.fromMillis(NOW + 2 * 86_400_000),
      }),
    );
    const today = doc(db(), counterPath(OWNER_UID));
    await assertFails(getDoc(today));
    await assertFails(updateDoc(today, { count: 0 }));
    await assertFails(setDoc(today, { count: 0, expiresAt: Timestamp.now() }));
    await assertFails(deleteDoc(today));
    // Nor pre-fill tomorrow's (or another seller's) to block them.
    await assertFails(
      setDoc(doc(db(), counterPath(OWNER_UID, NOW + 86_400_000)), {
        count: IMPORT_ROWS_PER_SELLER_PER_DAY,
        expiresAt: Timestamp.now(),
      }),
    );
    expect((await rules.stored(counterPath(OWNER_UID)))?.count).toBe(
      IMPORT_ROWS_PER_SELLER_PER_DAY,
    );
  });
});

describe('jobs at the running-jobs ceiling', () => {
  const RUNNING = Array.from({ length: MAX_RUNNING_JOBS_PER_SELLER }, (_, i) =>
    paths.productDeleteJob(`RunningDeleteJob000${i}`),
  );
  const seedRunning = () =>
    rules.seed(async (admin) => {
      for (const path of RUNNING) {
        await setDoc(doc(admin, path), {
          ownerId: OWNER_UID,
          status: 'running',
          productIds: ['P1'],
          createdAt: Timestamp.fromMillis(NOW - 60_000),
        });
      }
    });
  const deleteJob = (status = 'queued', createdAt: unknown = serverTimestamp()) => ({
    ownerId: OWNER_UID,
    createdBy: OWNER_UID,
    status,
    productIds: ['P1'],
    createdAt,
  });

  it('the owner can still create a queued job, for the function to refuse', async () => {
    await seedRunning();
    await assertSucceeds(
      setDoc(doc(rules.owner(), paths.productDeleteJob('QueuedDeleteJob00001')), deleteJob()),
    );
    const upload = newImportJobDoc(
      OWNER_UID,
      OWNER_UID,
      {
        fileName: 'products.csv',
        rowCount: 10_000,
        chunkCount: 20,
        cardTexts: { headline: '', callToAction: '' },
      },
      serverTimestamp(),
      Timestamp.fromMillis(importUploadExpiry(Date.now()).getTime()),
    );
    await assertSucceeds(
      setDoc(doc(rules.owner(), paths.importJob('UploadAtTheCeiling01')), upload),
    );
  });

  it('the owner cannot start a job past the queue, backdate one, or free a slot', async () => {
    await seedRunning();
    const db = rules.owner();
    await assertFails(
      setDoc(doc(db, paths.productDeleteJob('ForgedRunningJob0001')), deleteJob('running')),
    );
    await assertFails(
      setDoc(
        doc(db, paths.productDeleteJob('BackdatedDeleteJob01')),
        deleteJob('queued', Timestamp.fromMillis(NOW - 3_600_000)),
      ),
    );
    await assertFails(updateDoc(doc(db, RUNNING[0]!), { status: 'done' }));
    await assertFails(updateDoc(doc(db, RUNNING[0]!), { status: 'failed' }));
    await assertFails(deleteDoc(doc(db, RUNNING[0]!)));
    expect((await rules.stored(RUNNING[0]!))?.status).toBe('running');
  });

  it.each(clients.slice(1))(
    '%s can neither create the owner’s jobs nor change them',
    async (_name, db) => {
      await seedRunning();
      await assertFails(
        setDoc(doc(db(), paths.productDeleteJob('ForgedForOwner000001')), deleteJob()),
      );
      await assertFails(updateDoc(doc(db(), RUNNING[0]!), { status: 'done' }));
      await assertFails(deleteDoc(doc(db(), RUNNING[0]!)));
      expect(await rules.stored(paths.productDeleteJob('ForgedForOwner000001'))).toBeNull();
    },
  );
});
