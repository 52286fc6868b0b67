import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { doc, Timestamp, writeBatch } from 'firebase/firestore';
import {
  connectFirestoreEmulator,
  getFirestore,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_PRODUCT_FILTER,
  emptyProductStats,
  newProductDoc,
  newProductInput,
  paths,
  productIndexFields,
} from '@shared';
import {
  OTHER_UID as OTHER,
  OWNER_EMAIL,
  OWNER_UID as OWNER,
  useRulesEnv as rulesEnvironment,
} from '../../../../../functions/test/support/rules-env';
import { MATCHING_READ_BATCH, readMatchingProducts } from './read-matching';

// The app's query client belongs to its own signed-in Firebase app (lib/firebase-auth.ts); here
// each step is read directly, once.
vi.mock('@/lib/server-state/server-state', () => ({
  actionRead: (_key: unknown, read: () => Promise<unknown>) => read,
  fetchRead: (read: () => Promise<unknown>) => read(),
}));

/**
 * A bulk download's read of every matching product (read-matching.ts) against the real Firestore
 * emulator and rules, through Firestore Lite signed in as the seller: more than two steps of
 * MATCHING_READ_BATCH, every product of the seller once, none of another seller's, a search's
 * matches only, a product that breaks the schema reported and skipped.
 */
const SUITE = 'read-matching';
const rules = rulesEnvironment(SUITE);
const COUNT = 2 * MATCHING_READ_BATCH + 150;

let app: FirebaseApp | undefined;
afterAll(async () => {
  if (app) await deleteApp(app);
});

/** Firestore Lite signed in as the owner (a mock token, as the rules tests' contexts use). */
function liteAsOwner(): LiteFirestore {
  app ??= initializeApp({ projectId: `demo-qr-reviews-rules-${SUITE}` }, SUITE);
  const db = getFirestore(app);
  const address = process.env.FIRESTORE_EMULATOR_HOST ?? '';
  const separator = address.lastIndexOf(':');
  connectFirestoreEmulator(db, address.slice(0, separator), Number(address.slice(separator + 1)), {
    mockUserToken: {
      sub: OWNER,
      email: OWNER_EMAIL,
      email_verified: true,
      firebase: { sign_in_provider: 'google.com' },
    },
  });
  return db;
}

async function seed(count: number, ownerId: string, prefix: string) {
  const ids: string[] = [];
  await rules.seed(async (db) => {
    for (let start = 0; start < count; start += 200) {
      const batch = writeBatch(db);
      for (let i = start; i < Math.min(count, start + 200); i++) {
        const id = `${prefix}${String(i).padStart(5, '0')}`;
        const input = { ...newProductInput(), title: `${i % 4 === 0 ? 'Birch' : 'Oak'} mug ${i}` };
        const stats = emptyProductStats();
        const { derived, search } = productIndexFields(id, ownerId, { ...input, stats });
        batch.set(doc(db, paths.product(id)), {
          ...newProductDoc(input, ownerId, Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i)),
          stats,
          derived,
          inProductCount: true,
        });
        batch.set(doc(db, paths.productSearch(id)), search);
        ids.push(id);
      }
      await batch.commit();
    }
  });
  return ids;
}

describe('reading every matching product for a bulk download', () => {
  it('reads each of the seller’s products once, in steps, and only those a search matches', async () => {
    const own = await seed(COUNT, OWNER, 'p');
    await seed(30, OTHER, 'q');
    // One stored product that breaks the schema (only an Admin SDK write could): skipped, reported.
    const [broken] = await seed(1, OWNER, 'broken');
    await rules.seed((db) =>
      writeBatch(db)
        .update(doc(db, paths.product(broken!)), { title: 7 })
        .commit(),
    );
    const db = liteAsOwner();

    const invalid: string[] = [];
    const all: string[] = [];
    for await (const row of readMatchingProducts(db, OWNER, EMPTY_PRODUCT_FILTER, (errors) =>
      invalid.push(...errors.map((error) => error.message)),
    )) {
      expect(row.ownerId).toBe(OWNER);
      all.push(row.id);
    }
    expect(all).toHaveLength(COUNT);
    expect(new Set(all)).toEqual(new Set(own));
    expect(invalid).toHaveLength(1);

    const birch: string[] = [];
    for await (const row of readMatchingProducts(db, OWNER, {
      ...EMPTY_PRODUCT_FILTER,
      search: 'birch',
    })) {
      expect(row.title.startsWith('Birch')).toBe(true);
      birch.push(row.id);
    }
    const expected = own.filter((_, i) => i % 4 === 0);
    expect(birch).toHaveLength(expected.length);
    expect(new Set(birch)).toEqual(new Set(expected));
  }, 120_000);
});
