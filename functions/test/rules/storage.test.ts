import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { LOGO_MAX_BYTES, storagePaths } from '../../src/shared/index.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER } from '../support/rules-env.js';

/**
 * storage.rules against the Storage emulator. Where it cannot start (this machine: its rules
 * runtime is a download), the whole file is skipped and says why.
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
    env = await initializeTestEnvironment({
      projectId: 'demo-qr-reviews-rules-storage',
      storage: { host: hostname!, port: Number(port), rules: readFileSync(RULES, 'utf8') },
    });
  });
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
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
});
