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
 * firestore.rules from the repo once per file, clears Firestore before every test and cleans up
 * after the file. Each suite gets its own
 * project id (demo-qr-reviews-rules-<suite>), so files sharing the emulator (and the app's own
 * demo-qr-reviews data used by the browser tests) never see or clear each other's documents.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export const OWNER_UID = 'seller-owner';
export const OTHER_UID = 'seller-other';
export const OWNER_EMAIL = 'owner@example.com';
export const OTHER_EMAIL = 'other@example.com';

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
