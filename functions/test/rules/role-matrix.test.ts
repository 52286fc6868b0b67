import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  PRIVATE_ROUTING_NOTICE_FIELD,
  ACTIONS,
  ACTIVITY_PAGE_SIZE,
  ROLES,
  TEMPLATE_COUNT_FIELD,
  can,
  importChunkDoc,
  importUploadExpiry,
  newImportJobDoc,
  newProductDoc,
  paths,
  type Action,
  type Role,
} from '../../src/shared/index.js';
import {
  OTHER_ACCOUNT,
  PERSONA_UIDS,
  PERSONAS,
  TEAM_ACCOUNT,
  personaEmail,
  useRulesEnv,
  type Persona,
} from '../support/rules-env.js';
import {
  createTemplateAs,
  deleteProductAs,
  deleteTemplateAs,
  productInput,
  templateInput,
} from '../support/member-writes.js';
import { testAutoId } from '../support/test-ids.js';

/**
 * Every collection and subcollection × everyone who may try (the four roles of an account, a
 * removed member, a pending invitee, a member of another account, an anonymous visitor) × get,
 * list, create, update, delete, against firestore.rules on the emulator. What each cell expects is
 * computed from the role table (ROLE_PERMISSIONS in functions/src/shared/roles.ts), so a change to
 * the table shows up here as the cells the rules do not follow yet (docs/decisions.md, "Accounts,
 * members and roles"). Each write is a valid one (the Owner's succeeds where the table allows it),
 * so only who writes decides; each person writes to a document of their own, so one person's
 * allowed write never decides another's.
 */
const rules = useRulesEnv('role-matrix');

beforeAll(() => {
  setLogLevel('silent'); // refused requests are half of what this file expects
});

/** Who may: a role-table action, or one of the few rules that are about someone's own data. */
type Who =
  | Action
  | 'nobody'
  | 'everyone'
  /** Any signed-in person (their own document, present or not). */
  | 'signedIn'
  /** Only the person whose uid is the account's id: its founder (creating it in the first place). */
  | 'founder'
  /** Any member of the account, whatever their role (their own member document's alerts). */
  | 'member';

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPS: readonly Op[] = ['get', 'list', 'create', 'update', 'delete'];

interface Cell {
  who: Who;
  run: (db: Firestore, persona: Persona) => Promise<unknown>;
  /** The write changes a document every person shares: the world is seeded again before each. */
  fresh?: boolean;
}

interface Row {
  name: string;
  /** Documents the row's requests need (rules off), besides the seeded team. */
  seed: (db: Firestore) => Promise<unknown>;
  ops: Record<Op, Cell>;
}

const ROLE_OF: Partial<Record<Persona, Role>> = Object.fromEntries(
  ROLES.map((role) => [role, role]),
);

function expected(who: Who, persona: Persona): boolean {
  if (who === 'nobody') return false;
  if (who === 'everyone') return true;
  if (who === 'signedIn') return persona !== 'anonymous';
  if (who === 'founder') return persona === 'owner';
  if (who === 'member') return ROLE_OF[persona] !== undefined;
  return can(ROLE_OF[persona], who);
}

/** A short tag per person, for the ids of the documents each one writes. */
const TAG: Record<Persona, string> = {
  owner: 'ow',
  manager: 'ma',
  support: 'su',
  viewer: 'vi',
  removedMember: 'rm',
  pendingInvitee: 'pi',
  otherAccountMember: 'oa',
  anonymous: 'an',
};
const uidOf = (persona: Persona) => (persona === 'anonymous' ? 'anonymous' : PERSONA_UIDS[persona]);
const mine = (label: string, persona: Persona) => testAutoId(`${label}${TAG[persona]}`);
const nobody = (run: Cell['run']): Cell => ({ who: 'nobody', run });
/** A webhook the account has (the rules count webhooks by auto-id-shaped ids only). */
const SEEDED_HOOK = 'seededHookSeededHook';

const T0 = Timestamp.fromMillis(Date.UTC(2026, 5, 1));
const EXPIRES_AT = Timestamp.fromDate(importUploadExpiry(Date.now()));
const T = TEAM_ACCOUNT;

/** A list query limited to the team account's documents, as every screen's queries are. */
const teamList = (db: Firestore, path: string, max = 10) =>
  getDocs(query(collection(db, path), where('ownerId', '==', T), limit(max)));

/** A document of the team account with just what the rules read. */
const owned = (extra: Record<string, unknown> = {}) => ({ ownerId: T, ...extra });

/** A member's alert settings as the My alerts screen writes them. */
const memberAlerts = (extra: Record<string, unknown> = {}) => ({
  emails: true,
  digest: true,
  locale: 'de',
  products: ['lamp-1'],
  stores: ['emag'],
  updatedAt: serverTimestamp(),
  ...extra,
});

async function seedDocs(db: Firestore, docs: Record<string, Record<string, unknown>>) {
  const batch = writeBatch(db);
  for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
  await batch.commit();
}

/** One document per person (`label` + their tag), each `data(persona)`. */
function perPerson(
  label: string,
  path: (id: string) => string,
  data: (persona: Persona) => Record<string, unknown>,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(PERSONAS.map((p) => [path(mine(label, p)), data(p)]));
}

const storedProduct = () => newProductDoc(productInput(), T, T0);
const profile = () => ({
  displayName: 'Team account',
  email: personaEmail('owner'),
  emailVerifiedAt: T0,
  locale: 'en',
  createdAt: T0,
  [TEMPLATE_COUNT_FIELD]: PERSONAS.length,
  productCount: 10,
});
const caseDoc = (extra: Record<string, unknown> = {}) =>
  owned({
    productId: 'product-1',
    status: 'new',
    contact: 'confirmed',
    locale: 'en',
    createdAt: T0,
    lastActivityAt: T0,
    firstReplyAt: null,
    resolvedAt: null,
    messageCount: 1,
    ...extra,
  });
const uploadingJob = () =>
  newImportJobDoc(
    T,
    PERSONA_UIDS.owner,
    {
      fileName: 'products.csv',
      rowCount: 1,
      chunkCount: 1,
      cardTexts: { headline: '', callToAction: '' },
    },
    T0,
    EXPIRES_AT,
  );

const activityEntry = (actorUid: string = PERSONA_UIDS.manager) => ({
  kind: 'product.updated',
  actorUid,
  actorName: 'Maria',
  at: T0,
  subject: { type: 'product', id: 'product-1', name: 'Bamboo cutting board' },
  expiresAt: T0,
});

const MEMBER_EXTRA = 'member-extra';
const INVITATION = 'c'.repeat(64);
const invitationDoc = () => ({
  accountId: T,
  email: personaEmail('pendingInvitee'),
  role: 'support',
  status: 'pending',
  invitedBy: PERSONA_UIDS.owner,
  invitedByName: 'Owner',
  createdAt: T0,
  expiresAt: EXPIRES_AT,
});
const PRODUCT = 'product-1';
const YEAR = '2026';

interface ReadOnlyRow {
  name: string;
  /** The document the row reads, changes and deletes, seeded as `data`. */
  path: string;
  data: Record<string, unknown>;
  /** Other documents the requests need. */
  also?: Record<string, Record<string, unknown>>;
  /** Who may read the document. */
  read: Who;
  /** The list request: the team's documents of this collection (`read` may), or a cell of its own. */
  list: string | Cell;
  /** A client's attempt to write a document beside it. */
  create: { path: string; data: Record<string, unknown> };
  /** A client's attempt to change it. */
  change: Record<string, unknown>;
}

/** Rows for documents functions write and `read` may read: every client write is refused. */
function readOnly(row: ReadOnlyRow): Row {
  const { path, read, list, create } = row;
  return {
    name: row.name,
    seed: (db) => seedDocs(db, { ...row.also, [path]: row.data }),
    ops: {
      get: { who: read, run: (db) => getDoc(doc(db, path)) },
      list: typeof list === 'string' ? { who: read, run: (db) => teamList(db, list) } : list,
      create: nobody((db) => setDoc(doc(db, create.path), create.data)),
      update: nobody((db) => updateDoc(doc(db, path), row.change)),
      delete: nobody((db) => deleteDoc(doc(db, path))),
    },
  };
}

/** Rows for documents only functions touch: seeded, and refused to every client. */
const functionsOnly = (name: string, path: string, list: string): Row =>
  readOnly({
    name,
    path,
    data: owned({ expiresAt: T0 }),
    read: 'nobody',
    list: nobody((db) => getDocs(query(collection(db, list), limit(10)))),
    create: { path: `${list}/created-by-client`, data: owned() },
    change: { expiresAt: serverTimestamp() },
  });

/**
 * Rows for another member's document (MEMBER_EXTRA, a `role`): those who manage members read it,
 * no client deletes it.
 */
function anotherMember(name: string, role: Role, create: Cell, update: Cell): Row {
  const path = paths.accountMember(T, MEMBER_EXTRA);
  return {
    name,
    seed: (db) =>
      seedDocs(db, {
        [path]: { role, displayName: 'Extra', email: 'extra@example.com', joinedAt: T0 },
      }),
    ops: {
      get: { who: 'members.manage', run: (db) => getDoc(doc(db, path)) },
      list: {
        who: 'members.manage',
        run: (db) => getDocs(query(collection(db, paths.accountMembers(T)), limit(50))),
      },
      create,
      update,
      delete: nobody((db) => deleteDoc(doc(db, path))),
    },
  };
}

/**
 * Rows for each person's own member document: read by whoever is signed in, present or gone (a
 * person's open screens learn of their removal from it); never created (as `created`) or deleted
 * by a client.
 */
function ownMember(name: string, list: Cell, created: Record<string, unknown>, update: Cell): Row {
  const own = (persona: Persona) => paths.accountMember(T, uidOf(persona));
  return {
    name,
    seed: async () => undefined,
    ops: {
      get: { who: 'signedIn', run: (db, p) => getDoc(doc(db, own(p))) },
      list,
      create: nobody((db, p) =>
        setDoc(doc(db, own(p)), {
          displayName: 'Me',
          email: '',
          joinedAt: serverTimestamp(),
          ...created,
        }),
      ),
      update,
      delete: nobody((db, p) => deleteDoc(doc(db, own(p)))),
    },
  };
}

const ROWS: Row[] = [
  {
    name: 'accounts/{accountId}',
    seed: async () => undefined,
    ops: {
      get: { who: 'account.read', run: (db) => getDoc(doc(db, paths.account(T))) },
      list: nobody((db) => getDocs(query(collection(db, COLLECTIONS.accounts), limit(10)))),
      create: nobody((db) =>
        setDoc(doc(db, paths.account('another-account')), {
          name: 'Mine now',
          createdAt: serverTimestamp(),
          memberCount: 1,
          ownerCount: 1,
        }),
      ),
      update: nobody((db) => updateDoc(doc(db, paths.account(T)), { name: 'Renamed' })),
      delete: nobody((db) => deleteDoc(doc(db, paths.account(T)))),
    },
  },
  anotherMember(
    'accounts/{accountId}/members/{another member}',
    'viewer',
    // Adding oneself, making oneself Owner, removing someone: functions only.
    nobody((db, persona) =>
      setDoc(doc(db, paths.accountMember(T, `${uidOf(persona)}-2`)), {
        role: 'owner',
        displayName: 'Me',
        email: '',
        joinedAt: serverTimestamp(),
      }),
    ),
    nobody((db) => updateDoc(doc(db, paths.accountMember(T, MEMBER_EXTRA)), { role: 'owner' })),
  ),
  ownMember(
    'accounts/{accountId}/members/{own uid}',
    {
      who: 'members.manage',
      run: (db) =>
        getDocs(
          query(collection(db, paths.accountMembers(T)), where('role', '==', 'owner'), limit(1)),
        ),
    },
    { role: 'owner' },
    nobody((db, p) => updateDoc(doc(db, paths.accountMember(T, uidOf(p))), { role: 'owner' })),
  ),
  // Alerts per person: each member writes their own settings, nothing else of the document.
  ownMember(
    'accounts/{accountId}/members/{own uid}.alerts',
    {
      who: 'members.manage',
      run: (db) => getDocs(query(collection(db, paths.accountMembers(T)), limit(50))),
    },
    { role: 'viewer', alerts: memberAlerts() },
    {
      who: 'member',
      run: (db, p) =>
        updateDoc(doc(db, paths.accountMember(T, uidOf(p))), { alerts: memberAlerts() }),
    },
  ),
  anotherMember(
    'accounts/{accountId}/members/{another member}.alerts',
    'support',
    nobody((db) =>
      setDoc(doc(db, paths.accountMember(T, `${MEMBER_EXTRA}-2`)), {
        role: 'support',
        displayName: 'Extra',
        email: '',
        joinedAt: serverTimestamp(),
        alerts: memberAlerts(),
      }),
    ),
    // Not even an Owner changes another member's alerts: they are the person's own.
    nobody((db) =>
      updateDoc(doc(db, paths.accountMember(T, MEMBER_EXTRA)), {
        alerts: memberAlerts({ emails: false }),
      }),
    ),
  ),
  {
    name: 'people/{own uid}',
    seed: async () => undefined,
    ops: {
      get: { who: 'signedIn', run: (db, p) => getDoc(doc(db, paths.person(uidOf(p)))) },
      list: nobody((db) => getDocs(query(collection(db, COLLECTIONS.people), limit(10)))),
      // Only in the commit that founds one's own account (founding tests in accounts.test.ts).
      create: nobody((db, p) =>
        setDoc(doc(db, paths.person(`${uidOf(p)}-2`)), {
          accounts: { [T]: { name: 'Team account', joinedAt: serverTimestamp() } },
        }),
      ),
      update: nobody((db, p) =>
        setDoc(
          doc(db, paths.person(uidOf(p))),
          { accounts: { [OTHER_ACCOUNT]: { name: 'Other', joinedAt: serverTimestamp() } } },
          { merge: true },
        ),
      ),
      delete: nobody((db, p) => deleteDoc(doc(db, paths.person(uidOf(p))))),
    },
  },
  {
    name: 'people/{another person}',
    seed: async () => undefined,
    ops: {
      get: nobody((db) => getDoc(doc(db, paths.person(MEMBER_EXTRA)))),
      list: nobody((db) => getDocs(query(collection(db, COLLECTIONS.people), limit(1)))),
      create: nobody((db) =>
        setDoc(doc(db, paths.person(MEMBER_EXTRA)), {
          accounts: { [T]: { name: 'Team account', joinedAt: serverTimestamp() } },
        }),
      ),
      update: nobody((db) =>
        updateDoc(doc(db, paths.person(PERSONA_UIDS.manager)), { accounts: {} }),
      ),
      delete: nobody((db) => deleteDoc(doc(db, paths.person(PERSONA_UIDS.manager)))),
    },
  },
  {
    name: 'sellers/{accountId} (profile and settings)',
    seed: (db) => seedDocs(db, { [paths.seller(T)]: profile() }),
    ops: {
      get: { who: 'account.read', run: (db) => getDoc(doc(db, paths.seller(T))) },
      list: nobody((db) => getDocs(query(collection(db, COLLECTIONS.sellers), limit(10)))),
      create: {
        who: 'founder',
        fresh: true,
        run: async (db, p) => {
          await rules.seed((admin) => deleteDoc(doc(admin, paths.seller(T))));
          await setDoc(doc(db, paths.seller(T)), {
            displayName: 'Founder',
            email: p === 'anonymous' ? '' : personaEmail(p),
            ...(p === 'anonymous' ? {} : { emailVerifiedAt: serverTimestamp() }),
            locale: 'en',
            createdAt: serverTimestamp(),
          });
        },
      },
      update: {
        who: 'account.settings',
        fresh: true,
        run: (db) =>
          updateDoc(doc(db, paths.seller(T)), { timeZone: 'Europe/Bucharest', dailyDigest: true }),
      },
      delete: nobody((db) => deleteDoc(doc(db, paths.seller(T)))),
    },
  },
  {
    name: 'sellers/{accountId}: the product list’s notice',
    seed: (db) => seedDocs(db, { [paths.seller(T)]: profile() }),
    ops: {
      get: { who: 'account.read', run: (db) => getDoc(doc(db, paths.seller(T))) },
      list: nobody((db) =>
        getDocs(query(collection(db, COLLECTIONS.sellers), where('locale', '==', 'en'))),
      ),
      create: nobody((db) => setDoc(doc(db, paths.seller('another-account')), profile())),
      update: {
        who: 'products.write',
        fresh: true,
        run: (db) =>
          updateDoc(doc(db, paths.seller(T)), {
            [PRIVATE_ROUTING_NOTICE_FIELD]: serverTimestamp(),
          }),
      },
      delete: nobody((db) => deleteDoc(doc(db, paths.seller(T)))),
    },
  },
  ...(['analytics', 'rankings'] as const).map((kind): Row => {
    const path =
      kind === 'analytics' ? paths.sellerAnalyticsYear(T, YEAR) : paths.sellerRankingYear(T, YEAR);
    const list = path.slice(0, path.lastIndexOf('/'));
    return readOnly({
      name: `sellers/{accountId}/${kind}/{yyyy}`,
      path,
      data: owned({ year: YEAR }),
      read: 'analytics.read',
      list,
      create: { path: `${list}/2025`, data: owned() },
      change: { year: '2027' },
    });
  }),
  readOnly({
    name: 'sellers/{accountId}/caseStats/{key}',
    path: paths.caseStats(T, 'all'),
    data: owned({ opened: 1 }),
    read: 'cases.read',
    list: paths.caseStatsAll(T),
    create: { path: paths.caseStats(T, PRODUCT), data: owned() },
    change: { opened: 0 },
  }),
  readOnly({
    name: 'sellers/{accountId}/caseStatsShards/{n}',
    path: paths.caseStatsShard(T, 3),
    data: owned({ opened: 1 }),
    read: 'cases.read',
    list: paths.caseStatsShards(T),
    create: { path: paths.caseStatsShard(T, 4), data: owned() },
    change: { opened: 0 },
  }),
  readOnly({
    name: 'templateSyncJobs/{jobId}',
    path: paths.templateSyncJob('sync-1'),
    data: owned({ processed: 0 }),
    read: 'templates.read',
    list: COLLECTIONS.templateSyncJobs,
    create: { path: paths.templateSyncJob('sync-2'), data: owned() },
    change: { processed: 1 },
  }),
  functionsOnly(
    'sellers/{accountId}/analyticsBuffer/{shard}',
    `${paths.analyticsBuffer(T)}/1-0`,
    paths.analyticsBuffer(T),
  ),
  {
    name: 'accounts/{accountId}/activity/{entryId}',
    seed: (db) => seedDocs(db, { [paths.activityEntry(T, 'entry-1')]: activityEntry() }),
    ops: {
      get: {
        who: 'activity.read',
        run: (db) => getDoc(doc(db, paths.activityEntry(T, 'entry-1'))),
      },
      list: {
        who: 'activity.read',
        run: (db) =>
          getDocs(
            query(
              collection(db, paths.accountActivity(T)),
              orderBy('at', 'desc'),
              limit(ACTIVITY_PAGE_SIZE),
            ),
          ),
      },
      create: nobody((db, p) =>
        setDoc(doc(db, paths.activityEntry(T, mine('act', p))), activityEntry(uidOf(p))),
      ),
      update: nobody((db, p) =>
        updateDoc(doc(db, paths.activityEntry(T, 'entry-1')), { actorUid: uidOf(p) }),
      ),
      delete: nobody((db) => deleteDoc(doc(db, paths.activityEntry(T, 'entry-1')))),
    },
  },
  {
    name: 'products/{productId}',
    seed: (db) =>
      seedDocs(db, {
        [paths.seller(T)]: profile(),
        [paths.product(PRODUCT)]: storedProduct(),
        ...perPerson('upd', paths.product, () => storedProduct()),
        ...perPerson('del', paths.product, () => storedProduct()),
      }),
    ops: {
      get: { who: 'products.read', run: (db) => getDoc(doc(db, paths.product(PRODUCT))) },
      list: { who: 'products.read', run: (db) => teamList(db, COLLECTIONS.products) },
      create: {
        who: 'products.write',
        run: (db, p) =>
          setDoc(
            doc(db, paths.product(mine('new', p))),
            newProductDoc(productInput(), T, serverTimestamp(), uidOf(p)),
          ),
      },
      update: {
        who: 'products.write',
        run: (db, p) =>
          updateDoc(doc(db, paths.product(mine('upd', p))), {
            title: 'Renamed board',
            updatedAt: serverTimestamp(),
            updatedBy: uidOf(p),
          }),
      },
      delete: {
        who: 'products.write',
        run: (db, p) => deleteProductAs(db, T, mine('del', p), uidOf(p)),
      },
    },
  },
  {
    name: 'deletedProducts/{productId}',
    seed: (db) =>
      seedDocs(db, {
        [paths.deletedProduct('gone')]: owned({ deletedAt: T0 }),
        ...perPerson('del', paths.product, () => storedProduct()),
      }),
    ops: {
      get: nobody((db) => getDoc(doc(db, paths.deletedProduct('gone')))),
      list: nobody((db) => teamList(db, COLLECTIONS.deletedProducts)),
      // Only in the commit that deletes the product.
      create: {
        who: 'products.write',
        run: (db, p) => deleteProductAs(db, T, mine('del', p), uidOf(p)),
      },
      update: nobody((db) =>
        updateDoc(doc(db, paths.deletedProduct('gone')), { deletedAt: serverTimestamp() }),
      ),
      delete: nobody((db) => deleteDoc(doc(db, paths.deletedProduct('gone')))),
    },
  },
  readOnly({
    name: 'productSearch/{productId}',
    path: paths.productSearch(PRODUCT),
    data: owned({ keys: ['board'] }),
    read: 'products.read',
    list: COLLECTIONS.productSearch,
    create: { path: paths.productSearch('product-2'), data: owned() },
    change: { keys: [] },
  }),
  readOnly({
    name: 'publicProducts/{productId}',
    path: paths.publicProduct(PRODUCT),
    data: { title: 'Bamboo cutting board' },
    read: 'everyone',
    list: nobody((db) => getDocs(query(collection(db, COLLECTIONS.publicProducts), limit(10)))),
    create: { path: paths.publicProduct('product-2'), data: { title: 'Mine' } },
    change: { title: 'Changed' },
  }),
  {
    name: 'products/{productId}/reviews/{reviewId}',
    seed: (db) =>
      seedDocs(db, {
        [paths.review(PRODUCT, 'review-1')]: owned({ rating: 2, unread: true }),
        ...perPerson(
          'rev',
          (id) => paths.review(PRODUCT, id),
          () => owned({ rating: 2, unread: true }),
        ),
      }),
    ops: {
      get: { who: 'reviews.read', run: (db) => getDoc(doc(db, paths.review(PRODUCT, 'review-1'))) },
      list: { who: 'reviews.read', run: (db) => teamList(db, paths.reviews(PRODUCT)) },
      create: nobody((db) =>
        setDoc(doc(db, paths.review(PRODUCT, 'forged')), owned({ rating: 5 })),
      ),
      // Opening it marks it read.
      update: {
        who: 'reviews.mark',
        run: (db, p) =>
          updateDoc(doc(db, paths.review(PRODUCT, mine('rev', p))), { unread: false }),
      },
      delete: nobody((db) => deleteDoc(doc(db, paths.review(PRODUCT, 'review-1')))),
    },
  },
  readOnly({
    name: 'reviews across products (collection group)',
    path: paths.review(PRODUCT, 'review-1'),
    data: owned({ unread: true }),
    read: 'reviews.read',
    list: {
      who: 'reviews.read',
      run: (db) =>
        getDocs(
          query(
            collectionGroup(db, COLLECTIONS.reviews),
            where('ownerId', '==', T),
            where('unread', '==', true),
            limit(10),
          ),
        ),
    },
    create: { path: paths.review('product-2', 'forged'), data: owned() },
    change: { rating: 5 },
  }),
  readOnly({
    name: 'products/{productId}/funnel/{day}',
    path: paths.funnelDay(PRODUCT, '2026-06-01'),
    data: owned({ opens: 3 }),
    read: 'analytics.read',
    list: paths.funnel(PRODUCT),
    create: { path: paths.funnelDay(PRODUCT, '2026-06-02'), data: owned() },
    change: { opens: 0 },
  }),
  readOnly({
    name: 'products/{productId}/analytics/{yyyy}',
    path: paths.productAnalyticsYear(PRODUCT, YEAR),
    data: owned({ year: YEAR }),
    also: { [paths.product(PRODUCT)]: storedProduct() },
    read: 'analytics.read',
    list: `${paths.product(PRODUCT)}/${COLLECTIONS.analytics}`,
    create: { path: paths.productAnalyticsYear(PRODUCT, '2025'), data: owned() },
    change: { year: '1' },
  }),
  {
    name: 'products/{productId}/analytics/{a year without data}',
    seed: (db) => seedDocs(db, { [paths.product(PRODUCT)]: storedProduct() }),
    ops: {
      get: {
        who: 'analytics.read',
        run: (db) => getDoc(doc(db, paths.productAnalyticsYear(PRODUCT, '2019'))),
      },
      list: nobody((db) =>
        getDocs(collection(db, `${paths.product(PRODUCT)}/${COLLECTIONS.analytics}`)),
      ),
      create: nobody((db) => setDoc(doc(db, paths.productAnalyticsYear(PRODUCT, '2019')), owned())),
      update: nobody((db) =>
        setDoc(doc(db, paths.productAnalyticsYear(PRODUCT, '2019')), owned(), { merge: true }),
      ),
      delete: nobody((db) => deleteDoc(doc(db, paths.productAnalyticsYear(PRODUCT, '2019')))),
    },
  },
  readOnly({
    name: 'attention/{accountId}',
    path: paths.attention(T),
    data: owned({ unread: 3 }),
    read: 'reviews.read',
    list: nobody((db) => getDocs(query(collection(db, COLLECTIONS.attention), limit(10)))),
    create: { path: paths.attention('another-account'), data: owned() },
    change: { unread: 0 },
  }),
  {
    name: 'webhooks/{accountId}/endpoints/{endpointId}',
    seed: (db) =>
      seedDocs(db, {
        [paths.webhooks(T)]: { endpointCount: 1, endpointCountedId: SEEDED_HOOK },
        [paths.webhookEndpoint(T, SEEDED_HOOK)]: {
          kind: 'slack',
          label: '#support',
          url: 'https://hooks.slack.com/services/T000/B000/XXXXXXXX',
          enabled: true,
          createdAt: T0,
          createdBy: PERSONA_UIDS.owner,
        },
      }),
    ops: {
      get: {
        who: 'webhooks.manage',
        run: (db) => getDoc(doc(db, paths.webhookEndpoint(T, SEEDED_HOOK))),
      },
      list: {
        who: 'webhooks.manage',
        run: (db) => getDocs(query(collection(db, paths.webhookEndpoints(T)), limit(5))),
      },
      // Added with the account's count raised in the same commit, as the settings screen does.
      create: {
        who: 'webhooks.manage',
        fresh: true,
        run: (db, p) => {
          const id = mine('hook', p);
          const batch = writeBatch(db);
          batch.set(doc(db, paths.webhooks(T)), { endpointCount: 2, endpointCountedId: id });
          batch.set(doc(db, paths.webhookEndpoint(T, id)), {
            kind: 'slack',
            label: '#alerts',
            url: 'https://hooks.slack.com/services/T000/B000/YYYYYYYY',
            enabled: true,
            createdAt: serverTimestamp(),
            createdBy: uidOf(p),
          });
          return batch.commit();
        },
      },
      update: {
        who: 'webhooks.manage',
        fresh: true,
        run: (db) => updateDoc(doc(db, paths.webhookEndpoint(T, SEEDED_HOOK)), { label: '#team' }),
      },
      delete: {
        who: 'webhooks.manage',
        fresh: true,
        run: (db) => {
          const batch = writeBatch(db);
          batch.set(doc(db, paths.webhooks(T)), {
            endpointCount: 0,
            endpointCountedId: SEEDED_HOOK,
          });
          // A Slack webhook has no secret document to delete with it.
          batch.delete(doc(db, paths.webhookEndpoint(T, SEEDED_HOOK)));
          return batch.commit();
        },
      },
    },
  },
  readOnly({
    name: 'attention/{accountId}/shards/{n}',
    path: paths.attentionShard(T, 5),
    data: { unread: 2, window: 0 },
    read: 'reviews.read',
    list: {
      who: 'reviews.read',
      run: (db) => getDocs(query(collection(db, paths.attentionShards(T)), limit(64))),
    },
    create: { path: paths.attentionShard(T, 6), data: { unread: 1 } },
    change: { unread: 0 },
  }),
  {
    name: 'cases/{caseId}',
    seed: (db) =>
      seedDocs(db, {
        [paths.case('case-1')]: caseDoc(),
        ...perPerson('case', paths.case, () => caseDoc()),
      }),
    ops: {
      get: { who: 'cases.read', run: (db) => getDoc(doc(db, paths.case('case-1'))) },
      list: { who: 'cases.read', run: (db) => teamList(db, COLLECTIONS.cases) },
      create: nobody((db) => setDoc(doc(db, paths.case('case-2')), caseDoc())),
      // Mark resolved.
      update: {
        who: 'cases.answer',
        run: (db, p) =>
          updateDoc(doc(db, paths.case(mine('case', p))), {
            status: 'resolved',
            resolvedAt: serverTimestamp(),
          }),
      },
      delete: nobody((db) => deleteDoc(doc(db, paths.case('case-1')))),
    },
  },
  {
    name: 'cases/{caseId}/messages/{messageId}',
    seed: (db) =>
      seedDocs(db, {
        [paths.case('case-1')]: caseDoc(),
        [paths.caseMessage('case-1', 'message-1')]: owned({
          author: 'customer',
          text: 'It broke.',
          createdAt: T0,
        }),
        ...perPerson('case', paths.case, () => caseDoc()),
      }),
    ops: {
      get: {
        who: 'cases.read',
        run: (db) => getDoc(doc(db, paths.caseMessage('case-1', 'message-1'))),
      },
      list: { who: 'cases.read', run: (db) => teamList(db, paths.caseMessages('case-1')) },
      // A reply, counted in the same commit.
      create: {
        who: 'cases.answer',
        run: (db, p) => {
          const caseId = mine('case', p);
          const message = doc(collection(db, paths.caseMessages(caseId)));
          const batch = writeBatch(db);
          batch.set(message, {
            ownerId: T,
            createdBy: uidOf(p),
            author: 'seller',
            text: 'We are sending a new one today.',
            createdAt: serverTimestamp(),
          });
          batch.update(doc(db, paths.case(caseId)), {
            messageCount: increment(1),
            lastSellerMessageId: message.id,
          });
          return batch.commit();
        },
      },
      update: nobody((db) =>
        updateDoc(doc(db, paths.caseMessage('case-1', 'message-1')), { text: 'Edited.' }),
      ),
      delete: nobody((db) => deleteDoc(doc(db, paths.caseMessage('case-1', 'message-1')))),
    },
  },
  functionsOnly(
    'caseContacts/{caseId} (the address)',
    paths.caseContact('case-1'),
    COLLECTIONS.caseContacts,
  ),
  functionsOnly('caseTokens/{hash}', paths.caseToken('a'.repeat(64)), COLLECTIONS.caseTokens),
  functionsOnly(
    'caseStatsEvents/{eventId}',
    paths.caseStatsEvent('event-1'),
    COLLECTIONS.caseStatsEvents,
  ),
  functionsOnly('mail/{mailId}', paths.mail('mail-1'), COLLECTIONS.mail),
  functionsOnly('mailStops/{key}', paths.mailStop('key-1'), COLLECTIONS.mailStops),
  functionsOnly(
    'alertAddressTokens/{hash}',
    paths.alertAddressToken('b'.repeat(64)),
    COLLECTIONS.alertAddressTokens,
  ),
  functionsOnly('serverKeys/{name}', paths.serverKey('mail'), COLLECTIONS.serverKeys),
  {
    // The pending invitee's own invitation: they accept it through the accountInvitations
    // function, never by reading it (the table: members.manage).
    name: 'invitations/{hash}',
    seed: (db) => seedDocs(db, { [paths.invitation(INVITATION)]: invitationDoc() }),
    ops: {
      get: { who: 'members.manage', run: (db) => getDoc(doc(db, paths.invitation(INVITATION))) },
      list: {
        who: 'members.manage',
        run: (db) =>
          getDocs(
            query(
              collection(db, COLLECTIONS.invitations),
              where('accountId', '==', T),
              where('status', '==', 'pending'),
              limit(100),
            ),
          ),
      },
      create: nobody((db, p) =>
        setDoc(doc(db, paths.invitation(mine('inv', p).padEnd(64, '0'))), invitationDoc()),
      ),
      update: nobody((db) =>
        updateDoc(doc(db, paths.invitation(INVITATION)), { status: 'accepted' }),
      ),
      delete: nobody((db) => deleteDoc(doc(db, paths.invitation(INVITATION)))),
    },
  },
  functionsOnly(
    'invitationCounts/{accountId}',
    paths.invitationCount(T),
    COLLECTIONS.invitationCounts,
  ),
  functionsOnly('rateLimits/{bucket}', paths.rateLimit('bucket-1'), COLLECTIONS.rateLimits),
  functionsOnly(
    'analyticsRollUpRetries/{accountId}',
    paths.analyticsRollUpRetry(T),
    COLLECTIONS.analyticsRollUpRetries,
  ),
  {
    name: 'templates/{templateId}',
    seed: (db) =>
      seedDocs(db, {
        [paths.seller(T)]: profile(),
        [paths.template('template-1')]: owned({ ...templateInput(), createdAt: T0, updatedAt: T0 }),
        ...perPerson('tpl', paths.template, () =>
          owned({ ...templateInput(), createdAt: T0, updatedAt: T0 }),
        ),
      }),
    ops: {
      get: { who: 'templates.read', run: (db) => getDoc(doc(db, paths.template('template-1'))) },
      list: { who: 'templates.read', run: (db) => teamList(db, COLLECTIONS.templates, 101) },
      create: {
        who: 'templates.write',
        run: (db, p) => createTemplateAs(db, T, mine('newtpl', p), uidOf(p)),
      },
      update: {
        who: 'templates.write',
        run: (db, p) =>
          updateDoc(doc(db, paths.template(mine('tpl', p))), {
            name: 'Summer',
            updatedAt: serverTimestamp(),
            updatedBy: uidOf(p),
          }),
      },
      delete: {
        who: 'templates.write',
        run: (db, p) => deleteTemplateAs(db, T, mine('tpl', p), uidOf(p)),
      },
    },
  },
  ...(['templateJobs', 'productDeleteJobs'] as const).map((kind): Row => {
    const path = kind === 'templateJobs' ? paths.templateJob : paths.productDeleteJob;
    const request = (p: Persona) => ({
      ownerId: T,
      createdBy: uidOf(p),
      ...(kind === 'templateJobs' ? { templateId: 'template-1' } : {}),
      productIds: [PRODUCT],
      status: 'queued',
      createdAt: serverTimestamp(),
    });
    return {
      name: `${kind}/{jobId}`,
      seed: (db) =>
        seedDocs(db, {
          [paths.template('template-1')]: owned(templateInput()),
          [path('job-1')]: owned({ status: 'running', productIds: [PRODUCT], createdAt: T0 }),
        }),
      ops: {
        get: { who: 'products.write', run: (db) => getDoc(doc(db, path('job-1'))) },
        list: { who: 'products.write', run: (db) => teamList(db, COLLECTIONS[kind]) },
        create: {
          who: 'products.write',
          run: (db, p) => setDoc(doc(db, path(mine('job', p))), request(p)),
        },
        update: nobody((db) => updateDoc(doc(db, path('job-1')), { status: 'done' })),
        delete: nobody((db) => deleteDoc(doc(db, path('job-1')))),
      },
    };
  }),
  {
    name: 'importJobs/{jobId}',
    seed: (db) =>
      seedDocs(db, {
        [paths.importJob('job-1')]: owned({ status: 'running', createdAt: T0 }),
        ...perPerson('imp', paths.importJob, () => uploadingJob()),
      }),
    ops: {
      get: { who: 'imports.manage', run: (db) => getDoc(doc(db, paths.importJob('job-1'))) },
      list: { who: 'imports.manage', run: (db) => teamList(db, COLLECTIONS.importJobs) },
      create: {
        who: 'imports.manage',
        run: (db, p) =>
          setDoc(
            doc(db, paths.importJob(mine('newimp', p))),
            newImportJobDoc(
              T,
              uidOf(p),
              {
                fileName: 'products.csv',
                rowCount: 1,
                chunkCount: 1,
                cardTexts: { headline: '', callToAction: '' },
              },
              serverTimestamp(),
              EXPIRES_AT,
            ),
          ),
      },
      // The confirm.
      update: {
        who: 'imports.manage',
        run: (db, p) =>
          updateDoc(doc(db, paths.importJob(mine('imp', p))), {
            status: 'queued',
            queuedAt: serverTimestamp(),
          }),
      },
      delete: nobody((db) => deleteDoc(doc(db, paths.importJob('job-1')))),
    },
  },
  {
    name: 'importJobs/{jobId}/chunks/{index}',
    seed: (db) =>
      seedDocs(db, {
        ...perPerson('imp', paths.importJob, () => uploadingJob()),
        [paths.importChunk(mine('imp', 'owner'), 1)]: owned({ index: 1 }),
      }),
    ops: {
      get: nobody((db) => getDoc(doc(db, paths.importChunk(mine('imp', 'owner'), 1)))),
      list: nobody((db) => teamList(db, paths.importChunks(mine('imp', 'owner')))),
      create: {
        who: 'imports.manage',
        run: (db, p) =>
          setDoc(
            doc(db, paths.importChunk(mine('imp', p), 0)),
            importChunkDoc(T, 0, [{ row: 2, cells: { title: 'Board' } }], EXPIRES_AT),
          ),
      },
      update: nobody((db) =>
        updateDoc(doc(db, paths.importChunk(mine('imp', 'owner'), 1)), { rows: [] }),
      ),
      delete: nobody((db) => deleteDoc(doc(db, paths.importChunk(mine('imp', 'owner'), 1)))),
    },
  },
  readOnly({
    name: 'importJobs/{jobId}/results/{row}',
    path: paths.importResult('job-1', '00000002'),
    data: owned({ outcome: 'created' }),
    read: 'imports.manage',
    list: paths.importResults('job-1'),
    create: { path: paths.importResult('job-1', '00000003'), data: owned() },
    change: { outcome: 'x' },
  }),
];

const isRefused = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'permission-denied' ||
  /PERMISSION_DENIED|permission-denied/.test(String((error as Error | null)?.message ?? error));

/** One client per person for the whole file (each new one would open its own connection). */
const clients = new Map<Persona, Firestore>();
const as = (persona: Persona) => {
  if (!clients.has(persona)) clients.set(persona, rules.as(persona));
  return clients.get(persona)!;
};

/** Whether `persona`'s request went through: refused by the rules is false, any other error throws. */
async function outcome(cell: Cell, persona: Persona): Promise<boolean> {
  try {
    await cell.run(as(persona), persona);
    return true;
  } catch (error) {
    if (isRefused(error)) return false;
    throw error;
  }
}

/** What each person's request did, where the table says otherwise: "op: persona allowed (…)". */
async function mismatchesOf(row: Row, op: Op): Promise<string[]> {
  const cell = row.ops[op];
  const got = new Map<Persona, boolean>();
  if (cell.fresh) {
    for (const persona of PERSONAS) {
      await rules.seed(row.seed);
      got.set(persona, await outcome(cell, persona));
    }
  } else {
    // Each person reads, or writes a document of their own: all at once.
    const results = await Promise.all(PERSONAS.map((persona) => outcome(cell, persona)));
    PERSONAS.forEach((persona, index) => got.set(persona, results[index]!));
  }
  return PERSONAS.filter((persona) => got.get(persona) !== expected(cell.who, persona)).map(
    (persona) =>
      `${op}: ${persona} ${got.get(persona) ? 'allowed' : 'refused'} (the table: ${cell.who})`,
  );
}

// One test per collection: its reads first, then its writes, which touch other documents.
it.each(ROWS)('$name: get, list, create, update, delete', async (row) => {
  await rules.seed(row.seed);
  const mismatches: string[] = [];
  for (const op of OPS) mismatches.push(...(await mismatchesOf(row, op)));
  expect(mismatches).toEqual([]);
});

describe('the matrix', () => {
  it('has a row for every action of the role table that Firestore holds', () => {
    const covered = new Set<string>(ROWS.flatMap((row) => OPS.map((op) => row.ops[op].who)));
    // No document a client writes for these yet (cards.print is storage.rules').
    const elsewhere: readonly Action[] = ['account.delete', 'customers.export', 'cards.print'];
    for (const action of ACTIONS.filter((action) => !elsewhere.includes(action))) {
      expect(covered, action).toContain(action);
    }
  });
});
