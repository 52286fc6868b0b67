import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  CASE_MAX_MESSAGES,
  CASE_MESSAGE_MAX_LENGTH,
  COLLECTIONS,
  CaseDoc,
  paths,
  type CaseContactDoc,
  type CaseTokenDoc,
} from '../../src/shared/index.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';
import { testAutoId } from '../support/test-ids.js';

/**
 * The resolution loop's collections (docs/data-model.md, "Cases") for the owner, another seller
 * and an anonymous visitor: cases and their threads (owner reads; the owner writes only replies
 * and "resolved"), caseContacts and caseTokens (nobody), caseStats (owner reads), and the
 * seller's case settings.
 */
const rules = useRulesEnv('cases');
const CASE = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const OTHER_CASE = 'beef0000beef0000beef0000beef0000';
const ADDRESS = 'customer.private@example.org';
const T0 = Timestamp.fromMillis(1_780_000_000_000);

const caseDoc = (fields: Record<string, unknown> = {}) => ({
  ownerId: OWNER,
  productId: 'product-1',
  reviewId: CASE,
  status: 'new',
  contact: 'confirmed',
  locale: 'ro',
  consent: { textVersion: '2026-11-26', at: T0, locale: 'ro' },
  createdAt: T0,
  confirmedAt: T0,
  lastActivityAt: T0,
  firstReplyAt: null,
  resolvedAt: null,
  messageCount: 1,
  purgeAt: Timestamp.fromMillis(T0.toMillis() + 90 * 86_400_000),
  ...fields,
});

const contactDoc: CaseContactDoc = {
  email: ADDRESS,
  emailHash: 'f'.repeat(64),
  confirmedAt: T0,
  unconfirmedBucket: 'ce_x_1',
  unconfirmedBucketExpiresAt: T0,
  purgeAt: T0,
};
const tokenDoc: CaseTokenDoc = { caseId: CASE, purpose: 'access', createdAt: T0, expiresAt: T0 };
const TOKEN_HASH = 'a'.repeat(64);

async function seed(caseFields: Record<string, unknown> = {}) {
  await rules.seed(async (db) => {
    await setDoc(doc(db, paths.case(CASE)), caseDoc(caseFields));
    await setDoc(
      doc(db, paths.case(OTHER_CASE)),
      caseDoc({ ownerId: OTHER, reviewId: OTHER_CASE }),
    );
    await setDoc(doc(db, paths.caseMessage(CASE, testAutoId('first'))), {
      ownerId: OWNER,
      author: 'customer',
      text: 'The handle broke after a week.',
      createdAt: T0,
    });
    await setDoc(doc(db, paths.caseContact(CASE)), contactDoc);
    await setDoc(doc(db, paths.caseToken(TOKEN_HASH)), tokenDoc);
    await setDoc(doc(db, paths.caseStats(OWNER, 'all')), {
      ownerId: OWNER,
      opened: 1,
      withContact: 1,
      firstReplies: 0,
      firstReplyHistogram: {},
      resolved: 0,
      openByHour: { '494444': 1 },
      updatedAt: T0,
    });
    await setDoc(doc(db, paths.caseStatsShard(OWNER, 2)), {
      ownerId: OWNER,
      opened: 4,
      withContact: 0,
      firstReplies: 0,
      firstReplyHistogram: {},
      resolved: 0,
      openByHour: { '494444': 4 },
      updatedAt: T0,
    });
    await setDoc(doc(db, paths.caseStatsEvent('event-1')), { expiresAt: T0 });
    await setDoc(doc(db, paths.seller(OWNER)), {
      displayName: 'Owner',
      email: 'owner@example.com',
      locale: 'en',
      createdAt: T0,
    });
  });
}

const everyone: [string, () => Firestore][] = [
  ['the owner', () => rules.owner()],
  ['another seller', () => rules.otherSeller()],
  ['an anonymous visitor', () => rules.anonymous()],
];
const others = everyone.slice(1);

const reply = (fields: Record<string, unknown> = {}) => ({
  ownerId: OWNER,
  createdBy: OWNER,
  author: 'seller',
  text: 'Sorry to hear that.\nWe will send a new handle today.',
  createdAt: serverTimestamp(),
  ...fields,
});
const replyRef = (db: Firestore, id = testAutoId('reply'), caseId = CASE) =>
  doc(db, paths.caseMessage(caseId, id));

/**
 * A reply as the web app sends it (sendCaseReply): the message and, in the same commit, the
 * case's count raised by one, naming it. `fields` change the message, `count` the second write.
 */
interface ReplyCommit {
  id?: string;
  count?: Record<string, unknown>;
  message?: Record<string, unknown>;
}
function sendReply(
  db: Firestore,
  fields: Record<string, unknown> = {},
  { id = testAutoId('reply'), count = {}, message = reply(fields) }: ReplyCommit = {},
) {
  const batch = writeBatch(db);
  batch.set(replyRef(db, id), message);
  batch.update(doc(db, paths.case(CASE)), {
    messageCount: increment(1),
    lastSellerMessageId: id,
    ...count,
  });
  return batch.commit();
}

describe('cases/{caseId}', () => {
  it('the owner reads their case and lists their cases', async () => {
    await seed();
    const db = rules.owner();
    await assertSucceeds(getDoc(doc(db, paths.case(CASE))));
    const mine = await assertSucceeds(
      getDocs(query(collection(db, COLLECTIONS.cases), where('ownerId', '==', OWNER))),
    );
    expect(mine.docs.map((d) => d.id)).toEqual([CASE]);
    await assertFails(getDocs(collection(db, COLLECTIONS.cases)));
    await assertFails(getDoc(doc(db, paths.case(OTHER_CASE))));
  });

  it.each(others)('%s can neither read nor list it', async (_who, client) => {
    await seed();
    const db = client();
    await assertFails(getDoc(doc(db, paths.case(CASE))));
    await assertFails(
      getDocs(query(collection(db, COLLECTIONS.cases), where('ownerId', '==', OWNER))),
    );
  });

  it('the owner marks it resolved with the server time, and nothing else', async () => {
    await seed({ status: 'customer_replied' });
    const ref = doc(rules.owner(), paths.case(CASE));
    await assertFails(updateDoc(ref, { status: 'resolved', resolvedAt: T0 }));
    await assertFails(updateDoc(ref, { status: 'resolved' }));
    await assertFails(
      updateDoc(ref, { status: 'resolved', resolvedAt: serverTimestamp(), messageCount: 0 }),
    );
    await assertFails(updateDoc(ref, { status: 'waiting_customer' }));
    await assertFails(updateDoc(ref, { contact: 'erased' }));
    await assertFails(updateDoc(ref, { purgeAt: Timestamp.fromMillis(4_000_000_000_000) }));
    await assertSucceeds(updateDoc(ref, { status: 'resolved', resolvedAt: serverTimestamp() }));
    expect((await rules.stored(paths.case(CASE)))?.status).toBe('resolved');
    // Already resolved: no second "resolved" that would move resolvedAt.
    await assertFails(updateDoc(ref, { status: 'resolved', resolvedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { status: 'new' }));
  });

  it.each(everyone)('%s can neither create nor delete a case', async (_who, client) => {
    await seed();
    const db = client();
    await assertFails(setDoc(doc(db, paths.case('d00d0000d00d0000d00d0000d00d0000')), caseDoc()));
    await assertFails(deleteDoc(doc(db, paths.case(CASE))));
  });

  it.each(others)('%s cannot mark it resolved', async (_who, client) => {
    await seed();
    await assertFails(
      updateDoc(doc(client(), paths.case(CASE)), {
        status: 'resolved',
        resolvedAt: serverTimestamp(),
      }),
    );
    expect((await rules.stored(paths.case(CASE)))?.status).toBe('new');
  });
});

describe('cases/{caseId}/messages', () => {
  it('the owner reads and lists the thread of their case', async () => {
    await seed();
    const db = rules.owner();
    await assertSucceeds(getDoc(doc(db, paths.caseMessage(CASE, testAutoId('first')))));
    await assertSucceeds(
      getDocs(query(collection(db, paths.caseMessages(CASE)), where('ownerId', '==', OWNER))),
    );
    await assertFails(getDocs(collection(db, paths.caseMessages(CASE))));
  });

  it.each(others)('%s can neither read nor list the thread', async (_who, client) => {
    await seed();
    const db = client();
    await assertFails(getDoc(doc(db, paths.caseMessage(CASE, testAutoId('first')))));
    await assertFails(
      getDocs(query(collection(db, paths.caseMessages(CASE)), where('ownerId', '==', OWNER))),
    );
  });

  it('the owner replies on a confirmed case, counted in the same commit', async () => {
    await seed();
    await assertSucceeds(sendReply(rules.owner()));
    expect((await rules.stored(paths.caseMessage(CASE, testAutoId('reply'))))?.author).toBe(
      'seller',
    );
    expect(await rules.stored(paths.case(CASE))).toMatchObject({
      messageCount: 2,
      lastSellerMessageId: testAutoId('reply'),
    });
  });

  it('the owner’s reply at 199 messages is the 200th; the next is refused', async () => {
    await seed({ messageCount: CASE_MAX_MESSAGES - 1 });
    await assertSucceeds(sendReply(rules.owner()));
    await assertFails(sendReply(rules.owner(), {}, { id: testAutoId('one-more') }));
    expect((await rules.stored(paths.case(CASE)))?.messageCount).toBe(CASE_MAX_MESSAGES);
  });

  it('the owner cannot add a reply the commit does not count, nor count one it does not add', async () => {
    await seed({ messageCount: CASE_MAX_MESSAGES - 1 });
    const db = rules.owner();
    const id = testAutoId('reply');
    // The message alone, as before the count moved into the commit.
    await assertFails(setDoc(replyRef(db, id), reply()));
    // Counted, but naming another message, or none.
    await assertFails(sendReply(db, {}, { count: { lastSellerMessageId: testAutoId('other') } }));
    const countOnly = writeBatch(db);
    countOnly.update(doc(db, paths.case(CASE)), {
      messageCount: increment(1),
      lastSellerMessageId: id,
    });
    await assertFails(countOnly.commit());
    // Counted by more or less than one, or past the ceiling.
    await assertFails(sendReply(db, {}, { count: { messageCount: increment(2) } }));
    await assertFails(sendReply(db, {}, { count: { messageCount: increment(0) } }));
    await assertFails(sendReply(db, {}, { count: { messageCount: CASE_MAX_MESSAGES + 1 } }));
    // Counted with another field changed.
    await assertFails(sendReply(db, {}, { count: { status: 'waiting_customer' } }));
    // Naming a message that already exists (a reply counted twice).
    await assertFails(sendReply(db, {}, { id: testAutoId('first') }));
    expect(await rules.stored(paths.case(CASE))).toMatchObject({
      messageCount: CASE_MAX_MESSAGES - 1,
    });
    expect(await rules.stored(paths.caseMessage(CASE, id))).toBeNull();
  });

  it('the owner cannot send 15 replies in one commit at 199 messages, nor 2 at 1', async () => {
    for (const [count, replies, counted] of [
      [CASE_MAX_MESSAGES - 1, 15, false],
      [CASE_MAX_MESSAGES - 1, 15, true],
      [1, 2, true],
    ] as const) {
      await seed({ messageCount: count });
      const db = rules.owner();
      const ids = Array.from({ length: replies }, (_, i) => testAutoId(`burst${i}`));
      const batch = writeBatch(db);
      for (const id of ids) batch.set(replyRef(db, id), reply());
      if (counted) {
        batch.update(doc(db, paths.case(CASE)), {
          messageCount: increment(1),
          lastSellerMessageId: ids.at(-1),
        });
      }
      await assertFails(batch.commit());
      expect((await rules.stored(paths.case(CASE)))?.messageCount).toBe(count);
      for (const id of ids) expect(await rules.stored(paths.caseMessage(CASE, id))).toBeNull();
    }
  });

  it.each([
    ['the address is not confirmed yet', { contact: 'pending_confirmation' }],
    ['the customer erased their data', { contact: 'erased' }],
    ['the thread is full', { messageCount: CASE_MAX_MESSAGES }],
  ])('the owner cannot reply when %s', async (_name, fields) => {
    await seed(fields);
    await assertFails(sendReply(rules.owner()));
  });

  it.each([
    ['as the customer', { author: 'customer' }],
    ['with markup', { text: 'See <a href="https://evil.example">this</a>' }],
    ['with an unclosed tag', { text: 'Hello <img src=x onerror=alert(1)' }],
    ['with a CR', { text: 'Hello\r\nthere' }],
    ['with a tab', { text: 'Hello\tthere' }],
    ['with a NUL', { text: 'Hello\u0000there' }],
    ['with a line separator', { text: 'Hello\u2028there' }],
    ['empty', { text: '' }],
    ['only whitespace', { text: '  \n  ' }],
    ['too long', { text: 'a'.repeat(CASE_MESSAGE_MAX_LENGTH + 1) }],
    ['as a number', { text: 42 }],
    ['with a client time', { createdAt: T0 }],
    ['for another owner', { ownerId: OTHER }],
    ['with an extra field', { relayed: true }],
  ])('the owner cannot write a reply %s', async (_name, fields) => {
    await seed();
    await assertFails(sendReply(rules.owner(), fields));
  });

  it('the owner cannot reply without a field, under a chosen id, or change a message', async () => {
    await seed();
    const db = rules.owner();
    const { text: _text, ...withoutText } = reply();
    await assertFails(sendReply(db, {}, { message: withoutText }));
    await assertFails(sendReply(db, {}, { id: 'my-own-id' }));
    const first = doc(db, paths.caseMessage(CASE, testAutoId('first')));
    await assertFails(updateDoc(first, { text: 'Something else entirely' }));
    await assertFails(deleteDoc(first));
  });

  it('another seller cannot reply on the owner’s case, even naming themselves', async () => {
    await seed();
    const db = rules.otherSeller();
    await assertFails(sendReply(db));
    await assertFails(sendReply(db, { ownerId: OTHER }));
  });

  it('an anonymous visitor cannot write a message', async () => {
    await seed();
    const db = rules.anonymous();
    await assertFails(sendReply(db));
    await assertFails(sendReply(db, { author: 'customer' }));
  });
});

describe('caseContacts, caseTokens and caseStatsEvents: functions only', () => {
  const hidden: [string, string][] = [
    [COLLECTIONS.caseContacts, paths.caseContact(CASE)],
    [COLLECTIONS.caseTokens, paths.caseToken(TOKEN_HASH)],
    [COLLECTIONS.caseStatsEvents, paths.caseStatsEvent('event-1')],
  ];
  for (const [name, path] of hidden) {
    it.each(everyone)(`%s can neither read, list, write nor delete ${name}`, async (_who, c) => {
      await seed();
      const db = c();
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(getDocs(query(collection(db, name), where('caseId', '==', CASE))));
      await assertFails(setDoc(doc(db, path), { email: 'forged@example.com' }));
      await assertFails(setDoc(doc(db, `${name}/new-one`), { caseId: CASE }));
      await assertFails(deleteDoc(doc(db, path)));
    });
  }
});

describe('sellers/{uid}/caseStats/{key}', () => {
  it('the owner reads their numbers, and a product without cases', async () => {
    await seed();
    const db = rules.owner();
    await assertSucceeds(getDoc(doc(db, paths.caseStats(OWNER, 'all'))));
    await assertSucceeds(getDoc(doc(db, paths.caseStats(OWNER, 'product-without-cases'))));
    await assertSucceeds(
      getDocs(query(collection(db, paths.caseStatsAll(OWNER)), where('ownerId', '==', OWNER))),
    );
    await assertFails(setDoc(doc(db, paths.caseStats(OWNER, 'all')), { opened: 1000 }));
    await assertFails(deleteDoc(doc(db, paths.caseStats(OWNER, 'all'))));
  });

  it.each(others)('%s can neither read nor write them', async (_who, client) => {
    await seed();
    const db = client();
    await assertFails(getDoc(doc(db, paths.caseStats(OWNER, 'all'))));
    await assertFails(getDoc(doc(db, paths.caseStats(OWNER, 'product-without-cases'))));
    await assertFails(setDoc(doc(db, paths.caseStats(OWNER, 'all')), { opened: 0 }));
  });
});

describe('sellers/{uid}/caseStatsShards/{n}', () => {
  it('the owner reads and lists their shards, and cannot change them', async () => {
    await seed();
    const db = rules.owner();
    await assertSucceeds(getDoc(doc(db, paths.caseStatsShard(OWNER, 2))));
    const shards = await assertSucceeds(
      getDocs(query(collection(db, paths.caseStatsShards(OWNER)), where('ownerId', '==', OWNER))),
    );
    expect(shards.docs.map((shard) => shard.get('opened') as unknown)).toEqual([4]);
    await assertFails(setDoc(doc(db, paths.caseStatsShard(OWNER, 2)), { opened: 1000 }));
    await assertFails(setDoc(doc(db, paths.caseStatsShard(OWNER, 3)), { ownerId: OWNER }));
    await assertFails(deleteDoc(doc(db, paths.caseStatsShard(OWNER, 2))));
  });

  it.each(others)('%s can neither read, list nor write them', async (_who, client) => {
    await seed();
    const db = client();
    await assertFails(getDoc(doc(db, paths.caseStatsShard(OWNER, 2))));
    await assertFails(
      getDocs(query(collection(db, paths.caseStatsShards(OWNER)), where('ownerId', '==', OWNER))),
    );
    await assertFails(setDoc(doc(db, paths.caseStatsShard(OWNER, 2)), { opened: 0 }));
  });
});

describe('sellers/{uid}: the case settings', () => {
  it.each([
    [{ caseRetentionDays: 30 }, true],
    [{ caseRetentionDays: 365 }, true],
    [{ caseRetentionDays: 90, caseOfferOnAllRatings: true }, true],
    [{ caseOfferOnAllRatings: false }, true],
    [{ caseRetentionDays: 29 }, false],
    [{ caseRetentionDays: 366 }, false],
    [{ caseRetentionDays: 90.5 }, false],
    [{ caseRetentionDays: '90' }, false],
    [{ caseOfferOnAllRatings: 'yes' }, false],
  ])('the owner writes %j: %s', async (change, allowed) => {
    await seed();
    const write = updateDoc(doc(rules.owner(), paths.seller(OWNER)), change);
    await (allowed ? assertSucceeds(write) : assertFails(write));
  });

  it.each(others)('%s cannot change them', async (_who, client) => {
    await seed();
    await assertFails(
      updateDoc(doc(client(), paths.seller(OWNER)), {
        caseRetentionDays: 365,
        caseOfferOnAllRatings: true,
      }),
    );
  });
});

describe('no client query ever returns an address', () => {
  /** Every read a client can try on the collections a case spans. */
  const attempts = (db: Firestore) => [
    getDoc(doc(db, paths.case(CASE))),
    getDocs(query(collection(db, COLLECTIONS.cases), where('ownerId', '==', OWNER))),
    getDocs(query(collection(db, paths.caseMessages(CASE)), where('ownerId', '==', OWNER))),
    getDocs(query(collectionGroup(db, COLLECTIONS.caseMessages), where('ownerId', '==', OWNER))),
    getDoc(doc(db, paths.caseContact(CASE))),
    getDocs(collection(db, COLLECTIONS.caseContacts)),
    getDocs(query(collectionGroup(db, COLLECTIONS.caseContacts), where('email', '==', ADDRESS))),
    getDoc(doc(db, paths.caseToken(TOKEN_HASH))),
    getDocs(collection(db, COLLECTIONS.caseTokens)),
    getDoc(doc(db, paths.caseStats(OWNER, 'all'))),
    getDocs(collection(db, paths.caseStatsAll(OWNER))),
    getDoc(doc(db, paths.seller(OWNER))),
  ];

  it.each(everyone)('%s reads nothing that holds the address', async (_who, client) => {
    await seed();
    const results = await Promise.allSettled(attempts(client()));
    const returned = results.flatMap((result) => {
      if (result.status === 'rejected') return [];
      const value = result.value as
        { docs?: { data(): unknown }[] } | { exists(): boolean; data(): unknown };
      if ('docs' in value && value.docs) return value.docs.map((d) => d.data());
      return 'exists' in value && value.exists() ? [value.data()] : [];
    });
    expect(JSON.stringify(returned)).not.toContain(ADDRESS);
    expect(JSON.stringify(returned)).not.toContain('customer.private');
  });

  it('a case document has no field that could hold an address', () => {
    expect(Object.keys(CaseDoc.entries).sort()).toEqual(
      [
        'confirmedAt',
        'consent',
        'contact',
        'createdAt',
        'firstReplyAt',
        'lastActivityAt',
        'lastSellerMessageId',
        'locale',
        'messageCount',
        'ownerId',
        'productId',
        'purgeAt',
        'resolvedAt',
        'reviewId',
        'status',
      ].sort(),
    );
  });
});
