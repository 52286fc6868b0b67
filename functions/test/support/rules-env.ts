/**
 * Security-rules test helper (vitest project "emulator"; needs FIRESTORE_EMULATOR_HOST, which
 * `npm test` gets from `firebase emulators:exec`).
 *
 *   const rules = useRulesEnv('sellers');
 *   it('owner reads', async () => {
 *     await rules.seed((db) => setDoc(doc(db, paths.seller(OWNER_UID)), profile)); // rules off
 *     await assertSucceeds(getDoc(doc(rules.owner(), paths.seller(OWNER_UID))));
 *     await assertFails(getDoc(doc(rules.otherSeller(), paths.seller(OWNER_UID))));
 *   });
 *
 * useRulesEnv registers its own hooks: it silences the SDK's log of refused calls, loads
 * firestore.rules from the repo once per file, clears Firestore before every test, seeds the
 * accounts every test starts from (TEAM below) and cleans up after the file. Each suite gets its own
 * project id (demo-qr-reviews-rules-<suite>), so files sharing the emulator (and the app's own
 * demo-qr-reviews data used by the browser tests) never see or clear each other's documents.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  setLogLevel,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { paths, type Role } from '../../src/shared/index.js';

/**
 * The seller every rules test writes as: the Owner of the account OWNER_UID (an account whose id
 * is its founder's uid, as every seller from before accounts has), and OTHER_UID, the Owner of
 * another account.
 */
export const OWNER_UID = 'seller-owner';
export const OTHER_UID = 'seller-other';
export const OWNER_EMAIL = 'owner@example.com';
export const OTHER_EMAIL = 'other@example.com';

/**
 * Everyone a rules test can act as (docs/decisions.md, "Accounts, members and roles"): the four
 * roles of the account OWNER_UID; a member who was removed from it (their people document still
 * names it, their member document is gone); a person invited but not yet a member (no member
 * document); the Owner of another account; and an anonymous visitor.
 */
export type Persona =
  Role | 'removedMember' | 'pendingInvitee' | 'otherAccountMember' | 'anonymous';

export const PERSONAS: readonly Persona[] = [
  'owner',
  'manager',
  'support',
  'viewer',
  'removedMember',
  'pendingInvitee',
  'otherAccountMember',
  'anonymous',
];

/** The signed-in personas' uids. */
export const PERSONA_UIDS: Readonly<Record<Exclude<Persona, 'anonymous'>, string>> = {
  owner: OWNER_UID,
  manager: 'member-manager',
  support: 'member-support',
  viewer: 'member-viewer',
  removedMember: 'member-removed',
  pendingInvitee: 'person-invited',
  otherAccountMember: OTHER_UID,
};

/** The address each persona's Google sign-in proves. */
export function personaEmail(persona: Exclude<Persona, 'anonymous'>): string {
  if (persona === 'owner') return OWNER_EMAIL;
  if (persona === 'otherAccountMember') return OTHER_EMAIL;
  return `${PERSONA_UIDS[persona]}@example.com`;
}

/** The account the team below belongs to, and the other account. */
export const TEAM_ACCOUNT = OWNER_UID;
export const OTHER_ACCOUNT = OTHER_UID;

/** The accounts and members every test starts from (written before each test, rules off). */
export async function seedTeam(db: Firestore): Promise<void> {
  const joinedAt = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
  const batch = writeBatch(db);
  const member = (account: string, uid: string, role: Role) => {
    batch.set(doc(db, paths.accountMember(account, uid)), {
      role,
      displayName: `${role} ${uid}`,
      email: `${uid}@example.com`,
      joinedAt,
    });
  };
  batch.set(doc(db, paths.account(TEAM_ACCOUNT)), {
    name: 'Team account',
    createdAt: joinedAt,
    memberCount: 4,
    ownerCount: 1,
  });
  batch.set(doc(db, paths.account(OTHER_ACCOUNT)), {
    name: 'Other account',
    createdAt: joinedAt,
    memberCount: 1,
    ownerCount: 1,
  });
  for (const role of ['owner', 'manager', 'support', 'viewer'] as const) {
    member(TEAM_ACCOUNT, PERSONA_UIDS[role], role);
  }
  member(OTHER_ACCOUNT, OTHER_UID, 'owner');
  const account = (id: string, name: string) => ({ [id]: { name, joinedAt } });
  for (const role of ['owner', 'manager', 'support', 'viewer'] as const) {
    batch.set(doc(db, paths.person(PERSONA_UIDS[role])), {
      accounts: account(TEAM_ACCOUNT, 'Team account'),
    });
  }
  batch.set(doc(db, paths.person(PERSONA_UIDS.removedMember)), {
    accounts: account(TEAM_ACCOUNT, 'Team account'),
  });
  batch.set(doc(db, paths.person(OTHER_UID)), { accounts: account(OTHER_ACCOUNT, 'Other') });
  await batch.commit();
}

const RULES_FILE = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

function emulatorAddress(): { host: string; port: number } {
  const address = process.env.FIRESTORE_EMULATOR_HOST;
  if (!address) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run rules tests through `npm test`');
  }
  const separator = address.lastIndexOf(':');
  return { host: address.slice(0, separator), port: Number(address.slice(separator + 1)) };
}

export interface RulesEnv {
  /** The underlying environment, for anything the shortcuts below do not cover. */
  readonly env: RulesTestEnvironment;
  /** Signed in as OWNER_UID (a Google user with OWNER_EMAIL). */
  readonly owner: () => Firestore;
  /** Signed in as OTHER_UID: another seller. */
  readonly otherSeller: () => Firestore;
  /** Not signed in: a customer. */
  readonly anonymous: () => Firestore;
  /** Signed in as (or, for 'anonymous', not signed in as) one of the PERSONAS. */
  readonly as: (persona: Persona) => Firestore;
  /** Runs `write` with security rules disabled, to set up data a test starts from. */
  seed(write: (db: Firestore) => Promise<unknown>): Promise<void>;
  /** The document at `path` as stored (read with rules off), or null: what a test checks. */
  stored(path: string): Promise<Record<string, unknown> | null>;
}

export function useRulesEnv(suite: string): RulesEnv {
  let current: RulesTestEnvironment | undefined;

  beforeAll(async () => {
    // Refused reads and writes are what rules tests expect; the SDK would log each one.
    setLogLevel('silent');
    current = await initializeTestEnvironment({
      projectId: `demo-qr-reviews-rules-${suite}`,
      firestore: { ...emulatorAddress(), rules: readFileSync(RULES_FILE, 'utf8') },
    });
  });
  beforeEach(async () => {
    await current?.clearFirestore();
    await current?.withSecurityRulesDisabled((context) =>
      seedTeam(context.firestore() as unknown as Firestore),
    );
  });
  afterAll(async () => {
    await current?.cleanup();
  });

  const env = (): RulesTestEnvironment => {
    if (!current) throw new Error('useRulesEnv: the environment is only ready inside tests');
    return current;
  };
  // rules-unit-testing hands out compat instances; the modular API accepts them.
  const signedIn = (uid: string, email: string) =>
    env()
      .authenticatedContext(uid, {
        email,
        email_verified: true,
        firebase: { sign_in_provider: 'google.com' },
      })
      .firestore() as unknown as Firestore;

  const seed = (write: (db: Firestore) => Promise<unknown>) =>
    env().withSecurityRulesDisabled(async (context) => {
      await write(context.firestore() as unknown as Firestore);
    });

  return {
    get env() {
      return env();
    },
    owner: () => signedIn(OWNER_UID, OWNER_EMAIL),
    otherSeller: () => signedIn(OTHER_UID, OTHER_EMAIL),
    anonymous: () => env().unauthenticatedContext().firestore() as unknown as Firestore,
    as: (persona) =>
      persona === 'anonymous'
        ? (env().unauthenticatedContext().firestore() as unknown as Firestore)
        : signedIn(PERSONA_UIDS[persona], personaEmail(persona)),
    seed,
    async stored(path) {
      let data: Record<string, unknown> | null = null;
      await seed(async (db) => {
        const snapshot = await getDoc(doc(db, path));
        data = snapshot.exists() ? snapshot.data() : null;
      });
      return data;
    },
  };
}
