import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, can, isRole, storagePaths, type Action } from '../../src/shared/index.js';
import {
  OTHER_UID as OTHER,
  OWNER_UID as OWNER,
  PERSONA_UIDS,
  PERSONAS,
  seedTeam,
  type Persona,
} from '../support/rules-env.js';

/**
 * storage.rules against the Storage emulator, which reads each person's member document in the
 * Firestore emulator (accounts/{accountId}/members/{uid}, seeded as every rules test's team).
 * Where it cannot start (this machine: its rules runtime is a download), the whole file is
 * skipped and says why; the role table the rules repeat is checked without it
 * (functions/src/shared/roles.test.ts).
 */
const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
if (!host) {
  console.log(
    'storage rules: SKIPPED — FIREBASE_STORAGE_EMULATOR_HOST is unset: the Storage emulator cannot ' +
      'start on this machine (its rules runtime jar is a download firebase-tools could not fetch).',
  );
}

const RULES = fileURLToPath(new URL('../../../storage.rules', import.meta.url));
const LOGO = storagePaths.logo(OWNER, 'logo-1.png');
const CARD = storagePaths.cardPng(OWNER, 'p1');
const png = (size = 64) => new Uint8Array(size).fill(1);

describe.skipIf(!host)('storage.rules', () => {
  let env: RulesTestEnvironment;
  const as = (uid: string | null): FirebaseStorage =>
    (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).storage();
  const owner = () => as(OWNER);
  const other = () => as(OTHER);
  const anonymous = () => as(null);

  beforeAll(async () => {
    const [hostname, port] = host!.split(':');
    const firestore = process.env.FIRESTORE_EMULATOR_HOST!;
    env = await initializeTestEnvironment({
      // Cross-service rules read this project's Firestore, where the team is seeded.
      projectId: 'demo-qr-reviews-rules-storage',
      storage: { host: hostname!, port: Number(port), rules: readFileSync(RULES, 'utf8') },
      firestore: {
        host: firestore.slice(0, firestore.lastIndexOf(':')),
        port: Number(firestore.slice(firestore.lastIndexOf(':') + 1)),
        rules: 'rules_version = "2"; service cloud.firestore { match /{d=**} { allow read; } }',
      },
    });
  });
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await seedTeam(context.firestore() as unknown as Firestore);
      const storage = context.storage() as unknown as FirebaseStorage;
      await uploadBytes(ref(storage, LOGO), png(), { contentType: 'image/png' });
      await uploadBytes(ref(storage, CARD), png(), { contentType: 'image/png' });
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  it('logos: only the owner uploads PNG, JPEG or SVG up to 1 MB', async () => {
    const path = storagePaths.logo(OWNER, 'new.png');
    for (const contentType of ['image/png', 'image/jpeg', 'image/svg+xml']) {
      await assertSucceeds(uploadBytes(ref(owner(), path), png(), { contentType }));
    }
    await assertSucceeds(
      uploadBytes(ref(owner(), path), png(LOGO_MAX_BYTES), { contentType: 'image/png' }),
    );
    await assertFails(
      uploadBytes(ref(owner(), path), png(LOGO_MAX_BYTES + 1), { contentType: 'image/png' }),
    );
    await assertFails(uploadBytes(ref(owner(), path), png(), { contentType: 'image/gif' }));
    await assertFails(uploadBytes(ref(owner(), path), png(), { contentType: 'text/html' }));
    await assertFails(
      uploadBytes(ref(owner(), storagePaths.logo(OWNER, 'a b.png')), png(), {
        contentType: 'image/png',
      }),
    );
    await assertFails(uploadBytes(ref(other(), path), png(), { contentType: 'image/png' }));
    await assertFails(uploadBytes(ref(anonymous(), path), png(), { contentType: 'image/png' }));
  });

  it('logos: only the owner reads and deletes them', async () => {
    await assertSucceeds(getBytes(ref(owner(), LOGO)));
    await assertFails(getBytes(ref(other(), LOGO)));
    await assertFails(getBytes(ref(anonymous(), LOGO)));
    await assertFails(deleteObject(ref(other(), LOGO)));
    await assertFails(deleteObject(ref(anonymous(), LOGO)));
    await assertSucceeds(deleteObject(ref(owner(), LOGO)));
  });

  it('card PNGs: the owner reads; no client writes or deletes', async () => {
    await assertSucceeds(getBytes(ref(owner(), CARD)));
    await assertFails(getBytes(ref(other(), CARD)));
    await assertFails(getBytes(ref(anonymous(), CARD)));
    for (const storage of [owner(), other(), anonymous()]) {
      await assertFails(uploadBytes(ref(storage, CARD), png(), { contentType: 'image/png' }));
      await assertFails(deleteObject(ref(storage, CARD)));
    }
  });

  it('everything else is denied', async () => {
    const stray = `uploads/${OWNER}/x.png`;
    await assertFails(uploadBytes(ref(owner(), stray), png(), { contentType: 'image/png' }));
    await assertFails(getBytes(ref(owner(), stray)));
  });

  /** Whether a request of `persona` went through (the rules refused it: false). */
  const went = async (request: () => Promise<unknown>) => {
    try {
      await request();
      return true;
    } catch (error) {
      if (/unauthorized|permission/i.test(String((error as Error).message))) return false;
      throw error;
    }
  };
  const personaStorage = (persona: Persona) =>
    as(persona === 'anonymous' ? null : PERSONA_UIDS[persona]);
  const expected = (persona: Persona, action: Action) => isRole(persona) && can(persona, action);

  it('every person × logos and card PNGs, as the role table says', async () => {
    const mismatches: string[] = [];
    for (const persona of PERSONAS) {
      const storage = personaStorage(persona);
      const own = storagePaths.logo(OWNER, `${persona}.png`);
      await env.withSecurityRulesDisabled(async (context) => {
        const admin = context.storage() as unknown as FirebaseStorage;
        await uploadBytes(ref(admin, own), png(), { contentType: 'image/png' });
      });
      const cells: [string, Action | null, () => Promise<unknown>][] = [
        ['read a logo', 'templates.read', () => getBytes(ref(storage, LOGO))],
        [
          'upload a logo',
          'templates.write',
          () =>
            uploadBytes(ref(storage, storagePaths.logo(OWNER, `new-${persona}.png`)), png(), {
              contentType: 'image/png',
            }),
        ],
        ['delete a logo', 'templates.write', () => deleteObject(ref(storage, own))],
        ['read a card PNG', 'cards.print', () => getBytes(ref(storage, CARD))],
        [
          'write a card PNG',
          null,
          () => uploadBytes(ref(storage, CARD), png(), { contentType: 'image/png' }),
        ],
      ];
      for (const [name, action, request] of cells) {
        const want = action !== null && expected(persona, action);
        const got = await went(request);
        if (got !== want) mismatches.push(`${name}: ${persona} ${got ? 'allowed' : 'refused'}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
