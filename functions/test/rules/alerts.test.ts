import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, paths, type ReviewDoc } from '../../src/shared/index.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';

/**
 * The alert feature's documents: mail/{id} (functions only, nobody reads it from a client),
 * attention/{uid} (its seller reads it, nobody writes it) and a review's `unread` flag (its
 * seller may only clear it).
 */
const rules = useRulesEnv('alerts');
const PRODUCT = 'product-1';
const UNREAD = 'review-unread';
const READ = 'review-old';
const MAIL = 'alert-seller-owner-review-unread';
const ARRIVAL = { productId: PRODUCT, reviewId: UNREAD };

const review = (fields: Partial<ReviewDoc> = {}): ReviewDoc => ({
  ownerId: OWNER,
  rating: 2,
  feedback: 'Handle broke after a week.',
  store: 'emag',
  published: false,
  locale: 'ro',
  createdAt: Timestamp.now(),
  ...fields,
});

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, paths.review(PRODUCT, UNREAD)), review({ unread: true }));
    await setDoc(doc(db, paths.review(PRODUCT, READ)), review());
    await setDoc(doc(db, paths.attention(OWNER)), { unread: 1 });
    await setDoc(doc(db, paths.attentionShard(OWNER, 3)), { unread: 2 });
    await setDoc(doc(db, paths.attentionArrival(OWNER, PRODUCT, UNREAD)), ARRIVAL);
    await setDoc(doc(db, paths.mail(MAIL)), {
      to: ['owner@example.com'],
      message: { subject: 'A customer rated 2 stars', text: 'Broke', html: '<p>Broke</p>' },
    });
  });
});

const everyone: [string, () => Firestore][] = [
  ['the owner', () => rules.owner()],
  ['another seller', () => rules.otherSeller()],
  ['an anonymous visitor', () => rules.anonymous()],
];

async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await rules.seed(async (db) => {
    data = (await getDoc(doc(db, path))).data();
  });
  return data;
}

describe('mail/{id}', () => {
  it.each(everyone)('%s can neither read, list, write nor delete it', async (_who, client) => {
    const db = client();
    await assertFails(getDoc(doc(db, paths.mail(MAIL))));
    await assertFails(getDocs(collection(db, COLLECTIONS.mail)));
    await assertFails(
      setDoc(doc(db, paths.mail('forged')), {
        to: ['anyone@example.com'],
        message: { subject: 'Hi', text: 'Hi', html: 'Hi' },
      }),
    );
    await assertFails(updateDoc(doc(db, paths.mail(MAIL)), { to: ['attacker@example.com'] }));
    await assertFails(deleteDoc(doc(db, paths.mail(MAIL))));
    expect(await stored(paths.mail('forged'))).toBeUndefined();
    expect((await stored(paths.mail(MAIL)))?.to).toEqual(['owner@example.com']);
  });
});

describe('attention/{uid}/arrivals/{id}', () => {
  it.each(everyone)('%s can neither read, list, forge nor delete one', async (_who, client) => {
    const db = client();
    const arrival = paths.attentionArrival(OWNER, PRODUCT, UNREAD);
    const forged = paths.attentionArrival(OWNER, PRODUCT, READ);
    await assertFails(getDoc(doc(db, arrival)));
    await assertFails(getDocs(collection(db, paths.attentionArrivals(OWNER))));
    // A forged arrival would send the seller an alert about a review that needs none.
    await assertFails(setDoc(doc(db, forged), { productId: PRODUCT, reviewId: READ }));
    await assertFails(deleteDoc(doc(db, arrival)));
    expect(await stored(forged)).toBeUndefined();
    expect(await stored(arrival)).toEqual(ARRIVAL);
  });
});

describe('attention/{uid}/shards/{n}', () => {
  it('the seller reads and lists their own shards, and cannot change them', async () => {
    const db = rules.owner();
    const shards = await assertSucceeds(getDocs(collection(db, paths.attentionShards(OWNER))));
    expect(shards.docs.map((shard) => shard.get('unread') as unknown)).toEqual([2]);
    await assertSucceeds(getDoc(doc(db, paths.attentionShard(OWNER, 3))));
    await assertFails(updateDoc(doc(db, paths.attentionShard(OWNER, 3)), { unread: 0 }));
    await assertFails(setDoc(doc(db, paths.attentionShard(OWNER, 4)), { unread: -5 }));
    await assertFails(deleteDoc(doc(db, paths.attentionShard(OWNER, 3))));
    expect((await stored(paths.attentionShard(OWNER, 3)))?.unread).toBe(2);
    expect(await stored(paths.attentionShard(OWNER, 4))).toBeUndefined();
  });

  it.each([
    ['another seller', () => rules.otherSeller()],
    ['an anonymous visitor', () => rules.anonymous()],
  ] as const)('%s can neither read, list nor write them', async (_who, client) => {
    const db = client();
    await assertFails(getDocs(collection(db, paths.attentionShards(OWNER))));
    await assertFails(getDoc(doc(db, paths.attentionShard(OWNER, 3))));
    await assertFails(updateDoc(doc(db, paths.attentionShard(OWNER, 3)), { unread: 0 }));
    await assertFails(setDoc(doc(db, paths.attentionShard(OTHER, 1)), { unread: 5 }));
    expect((await stored(paths.attentionShard(OWNER, 3)))?.unread).toBe(2);
  });
});

describe('attention/{uid}', () => {
  it('the seller reads their own count, and cannot change it', async () => {
    const db = rules.owner();
    const snapshot = await assertSucceeds(getDoc(doc(db, paths.attention(OWNER))));
    expect(snapshot.get('unread')).toBe(1);
    await assertFails(updateDoc(doc(db, paths.attention(OWNER)), { unread: 0 }));
    await assertFails(setDoc(doc(db, paths.attention(OWNER)), { unread: 0 }));
    await assertFails(deleteDoc(doc(db, paths.attention(OWNER))));
    expect((await stored(paths.attention(OWNER)))?.unread).toBe(1);
  });

  it.each([
    ['another seller', () => rules.otherSeller()],
    ['an anonymous visitor', () => rules.anonymous()],
  ] as const)('%s can neither read nor write it', async (_who, client) => {
    const db = client();
    await assertFails(getDoc(doc(db, paths.attention(OWNER))));
    await assertFails(getDocs(collection(db, COLLECTIONS.attention)));
    await assertFails(updateDoc(doc(db, paths.attention(OWNER)), { unread: 0 }));
    await assertFails(setDoc(doc(db, paths.attention(OTHER)), { unread: 5 }));
    expect((await stored(paths.attention(OWNER)))?.unread).toBe(1);
  });
});

describe('a review’s unread flag', () => {
  it('the seller marks an unread review read, once, and nothing else', async () => {
    const db = rules.owner();
    const unread = doc(db, paths.review(PRODUCT, UNREAD));
    await assertFails(updateDoc(unread, { unread: false, rating: 5 }));
    await assertFails(updateDoc(unread, { unread: 'no' }));
    await assertSucceeds(updateDoc(unread, { unread: false }));
    await assertFails(updateDoc(unread, { unread: true }));
    // A review stored before alerts (no flag) is read already: nothing to set.
    await assertFails(updateDoc(doc(db, paths.review(PRODUCT, READ)), { unread: false }));
    await assertFails(deleteDoc(unread));
    expect(await stored(paths.review(PRODUCT, UNREAD))).toMatchObject({ unread: false, rating: 2 });
  });

  it.each([
    ['another seller', () => rules.otherSeller()],
    ['an anonymous visitor', () => rules.anonymous()],
  ] as const)('%s cannot mark it read', async (_who, client) => {
    await assertFails(updateDoc(doc(client(), paths.review(PRODUCT, UNREAD)), { unread: false }));
    expect((await stored(paths.review(PRODUCT, UNREAD)))?.unread).toBe(true);
  });
});

describe('the seller’s unread reviews across products (collection group)', () => {
  const unreadOf = (db: Firestore, uid: string) =>
    getDocs(
      query(
        collectionGroup(db, COLLECTIONS.reviews),
        where('ownerId', '==', uid),
        where('unread', '==', true),
      ),
    );

  it('the seller lists their own unread reviews', async () => {
    const snapshot = await assertSucceeds(unreadOf(rules.owner(), OWNER));
    expect(snapshot.docs.map((d) => d.id)).toEqual([UNREAD]);
  });

  it.each([
    ['another seller', () => rules.otherSeller()],
    ['an anonymous visitor', () => rules.anonymous()],
  ] as const)('%s cannot list them', async (_who, client) => {
    await assertFails(unreadOf(client(), OWNER));
    await assertFails(getDocs(collectionGroup(client(), COLLECTIONS.reviews)));
  });

  it('nobody lists without limiting the query to their own reviews', async () => {
    await assertFails(getDocs(collectionGroup(rules.owner(), COLLECTIONS.reviews)));
  });
});

describe('mailStops, alertAddressTokens, serverKeys', () => {
  const KEY = 'a'.repeat(64);
  beforeEach(async () => {
    await rules.seed(async (db) => {
      await setDoc(doc(db, paths.mailStop(KEY)), { alerts: { [OWNER]: Timestamp.now() } });
      await setDoc(doc(db, paths.alertAddressToken(KEY)), {
        uid: OWNER,
        email: 'team@example.com',
        createdAt: Timestamp.now(),
        expiresAt: Timestamp.now(),
      });
      await setDoc(doc(db, paths.serverKey('mailRecipients')), { key: 'secret' });
    });
  });

  it.each(everyone)(
    '%s can neither read, list, lift nor forge a stop, a link or a key',
    async (_who, client) => {
      const db = client();
      for (const [path, group] of [
        [paths.mailStop(KEY), COLLECTIONS.mailStops],
        [paths.alertAddressToken(KEY), COLLECTIONS.alertAddressTokens],
        [paths.serverKey('mailRecipients'), COLLECTIONS.serverKeys],
      ] as const) {
        await assertFails(getDoc(doc(db, path)));
        await assertFails(getDocs(collection(db, group)));
        await assertFails(deleteDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), {}));
      }
      // The owner's own uid does not help: lifting the stop of their alerts is refused.
      await assertFails(updateDoc(doc(db, paths.mailStop(KEY)), { alerts: {} }));
      expect(Object.keys((await stored(paths.mailStop(KEY)))?.alerts ?? {})).toEqual([OWNER]);
      expect(await stored(paths.serverKey('mailRecipients'))).toEqual({ key: 'secret' });
    },
  );
});
