import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setLogLevel,
  updateDoc,
  where,
  writeBatch,
  type Firestore as ClientFirestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foundSellerAccounts } from '../../src/domains/accounts/migrations/found-seller-accounts.js';
import { appOrigin } from '../../src/platform/app-origin.js';
import { EMULATOR_MAIL_KEY, mailKeysFrom } from '../../src/platform/mail/mail-keys.js';
import { stopLink } from '../../src/platform/mail/stop-links.js';
import {
  COLLECTIONS,
  can,
  paths,
  reviewApiPaths,
  reviewPageUrl,
  storagePaths,
  type MemberDoc,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { loadDump, readDump, readPaths, type Dump } from '../support/firestore-dump.js';
import { adminDb, api, reviewApiBaseUrl, reviewBody } from '../integration/review-api-env.js';
import { caseMail, openCaseBody, submitReview, tokenIn } from '../integration/cases-env.js';

/**
 * The accounts migration (docs/decisions.md, "Accounts, members and roles") on the data the seed
 * wrote before accounts existed (functions/test/fixtures/pre-accounts/demo-seed.json): the seller
 * becomes the Owner of an account with their uid as its id; not one document from before changes;
 * the seller's screens can read again; and what was printed or sent before (a review link, a card
 * path, a case link, a stop link) still works, against the real functions on the emulators.
 */
const FIXTURE = readDump(new URL('../fixtures/pre-accounts/demo-seed.json', import.meta.url));
const SELLER = Object.keys(FIXTURE)
  .find((path) => /^sellers\/[^/]+$/.test(path))!
  .split('/')[1]!;
const SELLER_EMAIL = FIXTURE[paths.seller(SELLER)]!.email as string;
const PRODUCT = Object.keys(FIXTURE)
  .find((path) => /^products\/[^/]+$/.test(path))!
  .split('/')[1]!;
const RULES = readFileSync(
  fileURLToPath(new URL('../../../firestore.rules', import.meta.url)),
  'utf8',
);

beforeAll(() => {
  setLogLevel('silent'); // the refused reads before the migration are expected
});

/** The seller signed in as the app signs them in (their Google address, verified). */
async function sellerClient(projectId: string) {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST!;
  const env = await initializeTestEnvironment({
    projectId,
    firestore: {
      host: emulator.slice(0, emulator.lastIndexOf(':')),
      port: Number(emulator.slice(emulator.lastIndexOf(':') + 1)),
      rules: RULES,
    },
  });
  const as = (uid: string, email: string) =>
    env
      .authenticatedContext(uid, {
        email,
        email_verified: true,
        firebase: { sign_in_provider: 'google.com' },
      })
      .firestore() as unknown as ClientFirestore;
  return { env, seller: as(SELLER, SELLER_EMAIL), stranger: as('stranger', 'x@example.com') };
}

/** The reads the seller's first screens make: the profile, a product, the inbox, the numbers. */
async function sellerScreens(db: ClientFirestore) {
  const year = Object.keys(FIXTURE).find((path) =>
    path.startsWith(`${paths.seller(SELLER)}/${COLLECTIONS.analytics}/`),
  )!;
  await getDoc(doc(db, paths.seller(SELLER)));
  await getDoc(doc(db, paths.product(PRODUCT)));
  await getDoc(doc(db, year));
  const inbox = await getDocs(
    query(
      collection(db, paths.reviews(PRODUCT)),
      where('ownerId', '==', SELLER),
      orderBy('createdAt', 'desc'),
      limit(25),
    ),
  );
  return inbox.size;
}

const refused = (work: Promise<unknown>) =>
  work.then(
    () => false,
    (error: { code?: string }) => error.code === 'permission-denied',
  );

describe('the accounts migration on the demo data from before accounts', () => {
  const PROJECT = 'demo-qr-reviews-migrate-accounts';
  const { db } = useAdminFirestore(PROJECT);
  let rules: Awaited<ReturnType<typeof sellerClient>>;
  beforeAll(async () => {
    rules = await sellerClient(PROJECT);
  });
  afterAll(() => rules?.env.cleanup());

  it('founds the seller’s account under their uid and changes nothing that was there', async () => {
    await loadDump(db, FIXTURE);
    const before = await readPaths(db, Object.keys(FIXTURE));
    // Without a member document the rules let the seller read nothing of theirs.
    expect(await refused(sellerScreens(rules.seller))).toBe(true);

    expect(await foundSellerAccounts(db, new Date('2026-12-01T00:00:00Z'))).toEqual({
      sellers: 1,
      founded: 1,
      existed: 0,
    });
    expect(await readPaths(db, Object.keys(FIXTURE))).toEqual(before);
    const member = (await db.doc(paths.accountMember(SELLER, SELLER)).get()).data() as MemberDoc;
    expect(member).toMatchObject({
      role: 'owner',
      displayName: 'Demo Seller',
      email: SELLER_EMAIL,
    });
    expect((await db.doc(paths.account(SELLER)).get()).data()).toMatchObject({
      name: 'Demo Seller',
      memberCount: 1,
      ownerCount: 1,
    });
    const accounts = (await db.doc(paths.person(SELLER)).get()).get('accounts') as object;
    expect(Object.keys(accounts)).toEqual([SELLER]);
    // The founder's joining time is their profile's creation, not the migration's.
    expect(member.joinedAt?.toMillis()).toBe(
      new Date((FIXTURE[paths.seller(SELLER)]!.createdAt as { $time: string }).$time).getTime(),
    );

    // The seller's screens read again; a stranger's still do not.
    expect(await sellerScreens(rules.seller)).toBeGreaterThan(0);
    expect(await refused(sellerScreens(rules.stranger))).toBe(true);
    // And the seller, their account's Owner, may change their products.
    await updateDoc(doc(rules.seller, paths.product(PRODUCT)), {
      title: 'Bamboo cutting board, large',
      updatedAt: serverTimestamp(),
      updatedBy: SELLER,
    });
  });

  it('is idempotent: a second run founds nothing and changes nothing', async () => {
    await loadDump(db, FIXTURE);
    await foundSellerAccounts(db);
    const everything = [
      ...Object.keys(FIXTURE),
      paths.account(SELLER),
      paths.accountMember(SELLER, SELLER),
      paths.person(SELLER),
    ];
    const once: Dump = await readPaths(db, everything);
    expect(await foundSellerAccounts(db)).toEqual({ sellers: 1, founded: 0, existed: 1 });
    expect(await readPaths(db, everything)).toEqual(once);
  });
});

describe('what was printed or sent before the migration still works after it', () => {
  const db = adminDb();
  const keys = mailKeysFrom(EMULATOR_MAIL_KEY);
  let base = '';
  let rules: Awaited<ReturnType<typeof sellerClient>>;
  beforeAll(async () => {
    base = await reviewApiBaseUrl();
    // The functions' own project: the review API and mailStop read it.
    rules = await sellerClient(process.env.GCLOUD_PROJECT ?? 'demo-qr-reviews');
    await Promise.all(
      [paths.account(SELLER), paths.accountMember(SELLER, SELLER), paths.person(SELLER)].map(
        (path) => db.doc(path).delete(),
      ),
    );
    await Promise.all(
      Object.keys(FIXTURE)
        .filter((path) => /^products\/[^/]+$/.test(path))
        .map((path) =>
          db.doc(path.replace('products/', `${COLLECTIONS.deletedProducts}/`)).delete(),
        ),
    );
    await loadDump(db, FIXTURE);
  });
  // This part shares the functions' project with the browser tests, which seed the same demo
  // products for their own seller: the reviews and cases this seller got must not show up in
  // their counts. (Its products stay: deleting one starts a purge the seed would race.)
  afterAll(async () => {
    await rules?.env.cleanup();
    const [reviews, cases] = await Promise.all([
      db.collectionGroup(COLLECTIONS.reviews).where('ownerId', '==', SELLER).get(),
      db.collection(paths.cases()).where('ownerId', '==', SELLER).get(),
    ]);
    await Promise.all([
      ...reviews.docs.map((snapshot) => snapshot.ref.delete()),
      ...cases.docs.map((snapshot) => db.recursiveDelete(snapshot.ref)),
      db.doc(paths.mailStop(keys.recipient(SELLER_EMAIL))).delete(),
    ]);
  });
  const fn = (name: string) => base.replace(/\/reviewApi$/, `/${name}`);

  it('a review link, a card path, a case link and a stop link', { timeout: 120_000 }, async () => {
    // Before: what the printed QR code says, where the card PNG lies, a customer's case link
    // (from its confirmation email) and a stop link in an email to the seller.
    const reviewLink = reviewPageUrl(appOrigin(), PRODUCT);
    const cardPath = storagePaths.cardPng(SELLER, PRODUCT);
    const { submissionId, caseId } = await submitReview(base, PRODUCT, 1);
    const opened = await api(base, reviewApiPaths.cases(), {
      body: openCaseBody(PRODUCT, submissionId, { email: 'before.accounts@example.org' }),
    });
    expect(opened.status).toBe(202);
    const token = tokenIn((await caseMail(db, caseId, 'confirm'))?.message.text ?? '');
    expect(
      (await api(base, reviewApiPaths.caseAction(token, 'confirm'), { method: 'POST' })).status,
    ).toBe(200);
    const stop = new URL(
      stopLink(appOrigin(), keys, { kind: 'alerts', uid: SELLER }, keys.recipient(SELLER_EMAIL)),
    );

    await foundSellerAccounts(db);

    // The review link: the same address, its product answers, a review goes in, and the
    // account's Owner reads it in their inbox.
    expect(reviewPageUrl(appOrigin(), PRODUCT)).toBe(reviewLink);
    expect(new URL(reviewLink).pathname).toBe(`/reviews/${PRODUCT}`);
    const product = await api(base, reviewApiPaths.product(PRODUCT));
    expect(product.status).toBe(200);
    const review = reviewBody(PRODUCT, { rating: 5 });
    expect((await api(base, reviewApiPaths.reviews(), { body: review })).status).toBe(201);
    const inbox = await getDocs(
      query(collection(rules.seller, paths.reviews(PRODUCT)), where('ownerId', '==', SELLER)),
    );
    expect(inbox.size).toBeGreaterThan(0);

    // The card path: the same object name, readable by the account's members who print cards
    // (storage.rules reads this member document; storage.test.ts exercises the rule itself).
    expect(storagePaths.cardPng(SELLER, PRODUCT)).toBe(cardPath);
    const owner = (await db.doc(paths.accountMember(SELLER, SELLER)).get()).data() as MemberDoc;
    expect(can(owner.role, 'cards.print')).toBe(true);

    // The case link: the customer's page answers, and the Owner replies through the rules.
    const casePage = await api(base, reviewApiPaths.case(token));
    expect(casePage.status).toBe(200);
    const reply = doc(collection(rules.seller, paths.caseMessages(caseId)));
    const commit = writeBatch(rules.seller);
    commit.set(reply, {
      ownerId: SELLER,
      createdBy: SELLER,
      author: 'seller',
      text: 'We are sending a new one today.',
      createdAt: serverTimestamp(),
    });
    commit.update(doc(rules.seller, paths.case(caseId)), {
      messageCount: increment(1),
      lastSellerMessageId: reply.id,
    });
    await commit.commit();

    // The stop link: one click stops the seller's alerts, as it did before.
    const stopped = await fetch(`${fn('mailStop')}${stop.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.status).toBe(200);
    const stops = (await db.doc(paths.mailStop(keys.recipient(SELLER_EMAIL))).get()).get(
      'alerts',
    ) as unknown;
    expect(Object.keys(stops as Record<string, unknown>)).toContain(SELLER);
  });
});
