import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  and,
  collection,
  deleteDoc,
  FieldPath,
  doc,
  getDoc,
  getDocs,
  or,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  COLLECTIONS,
  IMPORT_CHUNK_MAX_ROWS,
  IMPORT_FILE_NAME_MAX_LENGTH,
  IMPORT_LOOKUP_BATCH,
  IMPORT_MAX_ROWS,
  importResultId,
  importUploadExpiry,
  IMPORT_UPLOAD_EXPIRY_MAX_MS,
  paths,
} from '../../src/shared/index.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';
import { testAutoId } from '../support/test-ids.js';

const rules = useRulesEnv('imports');
const JOB = testAutoId('job-1');

const { owner, otherSeller: other, anonymous } = rules;

/** What the web app writes when the seller confirms an import (createImportJob). */
/** The upload's expiry as the browser stamps it on the job and on each chunk. */
const EXPIRES_AT = Timestamp.fromDate(importUploadExpiry(Date.now()));
const job = (overrides: Record<string, unknown> = {}) => ({
  expiresAt: EXPIRES_AT,
  ownerId: OWNER,
  createdBy: OWNER,
  status: 'uploading',
  fileName: 'products.csv',
  rowCount: 3,
  chunkCount: 1,
  cardTexts: { headline: 'Cum a fost?', callToAction: 'Scanează pentru o recenzie' },
  createdAt: serverTimestamp(),
  ...overrides,
});
const row = (n: number) => ({ row: n, cells: { title: `Product ${n}`, sku: `S-${n}` } });
const chunk = (overrides: Record<string, unknown> = {}) => ({
  expiresAt: EXPIRES_AT,
  ownerId: OWNER,
  index: 0,
  rows: [row(2), row(3), row(4)],
  ...overrides,
});

const jobRef = (db: Firestore, id = JOB) => doc(db, paths.importJob(id));
const chunkRef = (db: Firestore, index = 0, id = JOB) => doc(db, paths.importChunk(id, index));

/** A job as stored at some point of its life (written with rules off). */
async function seedJob(fields: Record<string, unknown> = {}, ownerId = OWNER, id = JOB) {
  await rules.seed((db) =>
    setDoc(jobRef(db, id), { ...job({ ownerId, createdAt: Timestamp.now() }), ...fields }),
  );
}

describe('importJobs: an upload expires', () => {
  const hours = (n: number) => Timestamp.fromMillis(Date.now() + n * 3_600_000);

  it('only with an expiry in the next 48 hours, on the job and each of its chunks', async () => {
    const { expiresAt: _dropped, ...withoutExpiry } = job();
    await assertFails(setDoc(jobRef(owner()), withoutExpiry));
    await assertFails(setDoc(jobRef(owner()), job({ expiresAt: hours(-1) })));
    await assertFails(
      setDoc(
        jobRef(owner()),
        job({ expiresAt: Timestamp.fromMillis(Date.now() + IMPORT_UPLOAD_EXPIRY_MAX_MS + 60_000) }),
      ),
    );
    await assertFails(setDoc(jobRef(owner()), job({ expiresAt: 'tomorrow' })));
    await assertSucceeds(setDoc(jobRef(owner()), job()));
    // A chunk cannot outlive its upload.
    await assertFails(setDoc(chunkRef(owner()), chunk({ expiresAt: hours(47) })));
    const { expiresAt: _chunkExpiry, ...chunkWithoutExpiry } = chunk();
    await assertFails(setDoc(chunkRef(owner()), chunkWithoutExpiry));
    await assertSucceeds(setDoc(chunkRef(owner()), chunk()));
  });
});

describe('importJobs: create', () => {
  it('the owner creates an upload', async () => {
    await assertSucceeds(setDoc(jobRef(owner()), job()));
    await assertSucceeds(
      setDoc(
        jobRef(owner(), testAutoId('job-2')),
        job({ rowCount: IMPORT_MAX_ROWS, chunkCount: IMPORT_MAX_ROWS / IMPORT_CHUNK_MAX_ROWS }),
      ),
    );
    // What a row's title does to products already there: either choice, or none (older app).
    await assertSucceeds(setDoc(jobRef(owner(), testAutoId('job-3')), job({ titles: 'keep' })));
    await assertSucceeds(
      setDoc(jobRef(owner(), testAutoId('job-4')), job({ titles: 'overwrite' })),
    );
  });

  it('another seller or an anonymous visitor cannot create one for the owner', async () => {
    await assertFails(setDoc(jobRef(other()), job()));
    await assertFails(setDoc(jobRef(anonymous()), job()));
    await assertFails(setDoc(jobRef(anonymous()), job({ ownerId: '' })));
    await assertFails(setDoc(jobRef(other()), job({ titles: 'keep' })));
    await assertFails(setDoc(jobRef(anonymous()), job({ titles: 'overwrite' })));
  });

  it.each([
    ['a job that claims to be running', { status: 'queued' }],
    ['a job that claims to be done', { status: 'done', created: 3 }],
    ['an empty file name', { fileName: '' }],
    ['a file name too long', { fileName: 'x'.repeat(IMPORT_FILE_NAME_MAX_LENGTH + 1) }],
    ['no rows', { rowCount: 0 }],
    ['too many rows', { rowCount: IMPORT_MAX_ROWS + 1 }],
    ['a fractional row count', { rowCount: 2.5 }],
    ['a row count as text', { rowCount: '3' }],
    ['more chunks than rows', { chunkCount: 4 }],
    ['no chunk', { chunkCount: 0 }],
    ['card texts too long', { cardTexts: { headline: 'x'.repeat(81), callToAction: '' } }],
    ['card texts with another key', { cardTexts: { headline: '', callToAction: '', x: 1 } }],
    ['card texts missing a key', { cardTexts: { headline: '' } }],
    ['a creation time of its own', { createdAt: Timestamp.fromMillis(0) }],
    ['a server-only field', { processedRows: 3 }],
    ['a title choice that is neither keep nor overwrite', { titles: 'rename' }],
    ['a title choice that is no text', { titles: true }],
  ])('refuses %s', async (_name, overrides) => {
    await assertFails(setDoc(jobRef(owner()), job(overrides)));
  });

  it('refuses a job without one of its fields', async () => {
    for (const key of ['fileName', 'rowCount', 'chunkCount', 'cardTexts', 'createdAt', 'status']) {
      const data: Record<string, unknown> = job();
      delete data[key];
      await assertFails(setDoc(jobRef(owner()), data));
    }
  });
});

describe('importJobs: read', () => {
  it('only the owner reads a job, and lists only their own', async () => {
    await seedJob();
    await seedJob({}, OTHER, testAutoId('job-other'));
    await assertSucceeds(getDoc(jobRef(owner())));
    await assertFails(getDoc(jobRef(other())));
    await assertFails(getDoc(jobRef(anonymous())));
    const jobs = collection(owner(), COLLECTIONS.importJobs);
    await assertSucceeds(getDocs(query(jobs, where('ownerId', '==', OWNER))));
    await assertFails(getDocs(jobs));
    await assertFails(
      getDocs(query(collection(other(), COLLECTIONS.importJobs), where('ownerId', '==', OWNER))),
    );
    await assertFails(
      getDocs(
        query(collection(anonymous(), COLLECTIONS.importJobs), where('ownerId', '==', OWNER)),
      ),
    );
  });
});

describe('importJobs: confirm and undo', () => {
  const confirm = { status: 'queued', queuedAt: serverTimestamp() };
  const undo = { status: 'undoQueued', undoRequestedAt: serverTimestamp() };

  it('the owner confirms an upload, once', async () => {
    await seedJob();
    await assertFails(updateDoc(jobRef(other()), confirm));
    await assertFails(updateDoc(jobRef(anonymous()), confirm));
    await assertSucceeds(updateDoc(jobRef(owner()), confirm));
    await assertFails(updateDoc(jobRef(owner()), confirm));
  });

  it.each([
    ['another status', { status: 'running', queuedAt: serverTimestamp() }],
    ['a time of its own', { status: 'queued', queuedAt: Timestamp.fromMillis(0) }],
    ['another field with it', { ...confirm, rowCount: 2 }],
    ['a count of its own', { ...confirm, created: 3 }],
  ])('refuses a confirm with %s', async (_name, data) => {
    await seedJob();
    await assertFails(updateDoc(jobRef(owner()), data));
  });

  it('the owner asks to undo a finished import, and nothing else', async () => {
    await seedJob({ status: 'running' });
    await assertFails(updateDoc(jobRef(owner()), undo));
    await seedJob({ status: 'done', created: 3 });
    await assertFails(updateDoc(jobRef(other()), undo));
    await assertFails(updateDoc(jobRef(anonymous()), undo));
    await assertFails(updateDoc(jobRef(owner()), { ...undo, created: 0 }));
    await assertFails(updateDoc(jobRef(owner()), { status: 'undone' }));
    await assertSucceeds(updateDoc(jobRef(owner()), undo));
    await assertFails(updateDoc(jobRef(owner()), undo));
  });

  it('nobody deletes a job', async () => {
    await seedJob({ status: 'done' });
    await assertFails(deleteDoc(jobRef(owner())));
    await assertFails(deleteDoc(jobRef(other())));
    await assertFails(deleteDoc(jobRef(anonymous())));
  });
});

describe('importJobs/{id}/chunks', () => {
  it('the owner uploads the chunks of their upload', async () => {
    await seedJob({ chunkCount: 2, rowCount: 4 });
    await assertSucceeds(setDoc(chunkRef(owner()), chunk()));
    await assertSucceeds(setDoc(chunkRef(owner(), 1), chunk({ index: 1, rows: [row(5)] })));
  });

  it('another seller or an anonymous visitor cannot add rows to the owner’s import', async () => {
    await seedJob();
    await assertFails(setDoc(chunkRef(other()), chunk({ ownerId: OTHER })));
    await assertFails(setDoc(chunkRef(other()), chunk()));
    await assertFails(setDoc(chunkRef(anonymous()), chunk()));
  });

  it('a chunk is written once, only while uploading, and read by nobody', async () => {
    await seedJob();
    await assertSucceeds(setDoc(chunkRef(owner()), chunk()));
    await assertFails(setDoc(chunkRef(owner()), chunk({ rows: [row(9)] })));
    await assertFails(deleteDoc(chunkRef(owner())));
    await assertFails(getDoc(chunkRef(owner())));
    await assertFails(getDoc(chunkRef(other())));
    await seedJob({ status: 'queued', chunkCount: 2 });
    await assertFails(setDoc(chunkRef(owner(), 1), chunk({ index: 1 })));
  });

  it.each([
    ['an index past the job’s chunks', { index: 1 }],
    ['a negative index', { index: -1 }],
    ['an index as text', { index: '0' }],
    ['no rows', { rows: [] }],
    [
      'too many rows',
      { rows: Array.from({ length: IMPORT_CHUNK_MAX_ROWS + 1 }, (_, i) => row(i + 2)) },
    ],
    ['rows that are no list', { rows: { 0: row(2) } }],
    ['another key', { processedRows: 3 }],
  ])('refuses a chunk with %s', async (_name, overrides) => {
    await seedJob();
    await assertFails(setDoc(chunkRef(owner()), chunk(overrides)));
  });

  it('refuses a chunk whose document id is not its index, or for a job that does not exist', async () => {
    await seedJob({ chunkCount: 2, rowCount: 4 });
    await assertFails(setDoc(chunkRef(owner(), 1), chunk({ index: 0 })));
    await assertFails(setDoc(chunkRef(owner(), 0, 'missing-job'), chunk()));
  });
});

describe('importJobs/{id}/results', () => {
  const resultRef = (db: Firestore) => doc(db, paths.importResult(JOB, importResultId(2)));

  it('only the owner reads results, no client writes them', async () => {
    await seedJob({ status: 'done' });
    await rules.seed((db) =>
      setDoc(resultRef(db), { ownerId: OWNER, row: 2, action: 'created', productId: 'p1' }),
    );
    await assertSucceeds(getDoc(resultRef(owner())));
    await assertFails(getDoc(resultRef(other())));
    await assertFails(getDoc(resultRef(anonymous())));
    const results = (db: Firestore) => collection(db, paths.importResults(JOB));
    await assertSucceeds(getDocs(query(results(owner()), where('ownerId', '==', OWNER))));
    await assertFails(getDocs(results(owner())));
    await assertFails(getDocs(query(results(other()), where('ownerId', '==', OWNER))));
    await assertFails(setDoc(resultRef(owner()), { ownerId: OWNER, row: 2, action: 'rejected' }));
    await assertFails(updateDoc(resultRef(owner()), { action: 'rejected' }));
    await assertFails(deleteDoc(resultRef(owner())));
    await assertFails(setDoc(resultRef(other()), { ownerId: OTHER, row: 2, action: 'created' }));
  });
});

describe('the preview’s product lookups', () => {
  const products = (db: Firestore) => collection(db, COLLECTIONS.products);
  const bySkus = (db: Firestore, ownerId: string) =>
    query(
      products(db),
      where('ownerId', '==', ownerId),
      where(
        'derived.skuKey',
        'in',
        Array.from({ length: IMPORT_LOOKUP_BATCH }, (_, i) => `S-${i}`),
      ),
    );
  const byLinks = (db: Firestore, ownerId: string) =>
    query(
      products(db),
      and(
        where('ownerId', '==', ownerId),
        or(
          ...Array.from({ length: IMPORT_LOOKUP_BATCH }, (_, i) =>
            where(new FieldPath('derived', 'search', `@shop.example.com/p/${i}`), '==', true),
          ),
        ),
      ),
    );

  it('pass the product rules for the owner only (30 SKUs or 30 links per query)', async () => {
    await rules.seed(async (db) => {
      await setDoc(doc(db, paths.product('p1')), {
        ownerId: OWNER,
        derived: { skuKey: 'S-3', search: { '@shop.example.com/p/7': true } },
      });
      await setDoc(doc(db, paths.product('p2')), {
        ownerId: OTHER,
        derived: { skuKey: 'S-3', search: { '@shop.example.com/p/7': true } },
      });
    });
    const skus = await assertSucceeds(getDocs(bySkus(owner(), OWNER)));
    const links = await assertSucceeds(getDocs(byLinks(owner(), OWNER)));
    if (skus.docs.map((d) => d.id).join() !== 'p1' || links.docs.map((d) => d.id).join() !== 'p1') {
      throw new Error('the lookups did not find exactly the owner’s product');
    }
    await assertFails(getDocs(bySkus(other(), OWNER)));
    await assertFails(getDocs(byLinks(other(), OWNER)));
    await assertFails(getDocs(byLinks(anonymous(), OWNER)));
  });
});
