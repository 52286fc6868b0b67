import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MAX_WEBHOOKS_PER_ACCOUNT, paths } from '../../src/shared/index.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';

/**
 * webhooks/{accountId} with endpoints/{id} and secrets/{id}: the account's Owner (or Manager)
 * adds, renames, switches, tests and removes endpoints, each counted in its own commit; another
 * seller and an anonymous visitor can do none of it, nor read a secret; deliveries are the
 * functions' own.
 */
const rules = useRulesEnv('webhooks');
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const SLACK = 'https://hooks.slack.com/services/T000/B000/XXXXXXXX';
const GENERIC = 'https://hooks.example.com/qr-reviews';

function autoId(db: Firestore): string {
  return doc(collection(db, 'x')).id;
}

/** What the web app commits to add an endpoint: counter, endpoint, secret (generic). */
async function addEndpoint(
  db: Firestore,
  uid: string,
  {
    accountId = OWNER,
    kind = 'generic',
    url = GENERIC,
    label = 'Support desk',
    secret = kind === 'generic' ? SECRET : null,
    count,
    extra = {},
    id = autoId(db),
  }: {
    accountId?: string;
    kind?: string;
    url?: string;
    label?: string;
    secret?: string | null;
    count?: number;
    extra?: Record<string, unknown>;
    id?: string;
  } = {},
) {
  const known = count ?? (await rules.stored(paths.webhooks(accountId)))?.endpointCount ?? 0;
  const batch = writeBatch(db);
  batch.set(doc(db, paths.webhooks(accountId)), {
    endpointCount: (known as number) + 1,
    endpointCountedId: id,
  });
  batch.set(doc(db, paths.webhookEndpoint(accountId, id)), {
    kind,
    label,
    url,
    enabled: true,
    createdAt: serverTimestamp(),
    createdBy: uid,
    ...extra,
  });
  if (secret !== null) batch.set(doc(db, paths.webhookSecret(accountId, id)), { secret });
  await batch.commit();
  return id;
}

async function removeEndpoint(db: Firestore, id: string, accountId = OWNER) {
  const known = ((await rules.stored(paths.webhooks(accountId)))?.endpointCount ?? 0) as number;
  const batch = writeBatch(db);
  batch.set(doc(db, paths.webhooks(accountId)), {
    endpointCount: known - 1,
    endpointCountedId: id,
  });
  batch.delete(doc(db, paths.webhookEndpoint(accountId, id)));
  batch.delete(doc(db, paths.webhookSecret(accountId, id)));
  await batch.commit();
}

describe('adding webhooks', () => {
  it('the owner adds a generic endpoint with its secret and a Slack one without, each counted', async () => {
    const owner = rules.owner();
    const generic = await assertSucceeds(addEndpoint(owner, OWNER));
    await assertSucceeds(
      addEndpoint(owner, OWNER, { kind: 'slack', url: SLACK, label: '#support' }),
    );
    expect(await rules.stored(paths.webhooks(OWNER))).toMatchObject({ endpointCount: 2 });
    expect(await rules.stored(paths.webhookSecret(OWNER, generic))).toEqual({ secret: SECRET });
  });

  it('another seller and an anonymous visitor add nothing to the owner’s account', async () => {
    await assertFails(addEndpoint(rules.otherSeller(), OTHER));
    await assertFails(addEndpoint(rules.anonymous(), OWNER));
    expect(await rules.stored(paths.webhooks(OWNER))).toBeNull();
  });

  it('refuses a sixth endpoint, however the count is written', async () => {
    const owner = rules.owner();
    for (let i = 0; i < MAX_WEBHOOKS_PER_ACCOUNT; i += 1) await addEndpoint(owner, OWNER);
    await assertFails(addEndpoint(owner, OWNER));
    // A stale count (the one before the fifth) is refused too: the count is read in the commit.
    await assertFails(addEndpoint(owner, OWNER, { count: 3 }));
    const all = await getDocs(query(collection(owner, paths.webhookEndpoints(OWNER)), limit(6)));
    expect(all.size).toBe(MAX_WEBHOOKS_PER_ACCOUNT);
  });

  it('refuses an endpoint the counter does not name, or one without its count', async () => {
    const owner = rules.owner();
    const id = autoId(owner);
    await assertFails(
      setDoc(doc(owner, paths.webhookEndpoint(OWNER, id)), {
        kind: 'slack',
        label: 'x',
        url: SLACK,
        enabled: true,
        createdAt: serverTimestamp(),
        createdBy: OWNER,
      }),
    );
    await assertFails(
      setDoc(doc(owner, paths.webhooks(OWNER)), { endpointCount: 1, endpointCountedId: id }),
    );
  });

  it.each([
    ['an http address', { url: 'http://hooks.example.com/x' }],
    ['a Slack kind off hooks.slack.com', { kind: 'slack', url: GENERIC, secret: null }],
    ['an unknown kind', { kind: 'teams' }],
    ['an empty label', { label: '  ' }],
    ['a label of 61 characters', { label: 'x'.repeat(61) }],
    ['a generic endpoint without a secret', { secret: null }],
    ['a Slack endpoint with a secret', { kind: 'slack', url: SLACK, secret: SECRET }],
    ['a malformed secret', { secret: 'whsec_short' }],
    ['a server field', { extra: { lastSuccessAt: Timestamp.now() } }],
    ['a switched-off start', { extra: { enabled: false } }],
    ['an id not made by Firestore', { id: 'my-own-webhook-id' }],
  ])('refuses %s', async (_name, options) => {
    await assertFails(addEndpoint(rules.owner(), OWNER, options));
    expect(await rules.stored(paths.webhooks(OWNER))).toBeNull();
  });

  it('accepts a receiver on this machine (the emulators’ receiver)', async () => {
    await assertSucceeds(
      addEndpoint(rules.owner(), OWNER, { url: 'http://127.0.0.1:1590/hooks/demo' }),
    );
  });
});

describe('reading, changing and removing webhooks', () => {
  async function seeded() {
    const id = await addEndpoint(rules.owner(), OWNER);
    return id;
  }

  it('only the owner reads the endpoints, the counter and the secret', async () => {
    const id = await seeded();
    const owner = rules.owner();
    await assertSucceeds(getDoc(doc(owner, paths.webhookEndpoint(OWNER, id))));
    await assertSucceeds(getDoc(doc(owner, paths.webhookSecret(OWNER, id))));
    await assertSucceeds(
      getDocs(query(collection(owner, paths.webhookEndpoints(OWNER)), limit(6))),
    );
    await assertFails(getDocs(collection(owner, paths.webhookEndpoints(OWNER))));
    for (const db of [rules.otherSeller(), rules.anonymous()]) {
      await assertFails(getDoc(doc(db, paths.webhookEndpoint(OWNER, id))));
      await assertFails(getDoc(doc(db, paths.webhookSecret(OWNER, id))));
      await assertFails(getDoc(doc(db, paths.webhooks(OWNER))));
      await assertFails(getDocs(query(collection(db, paths.webhookEndpoints(OWNER)), limit(6))));
    }
  });

  it('the owner renames, switches off and on, and asks for a test event at the server’s time', async () => {
    const id = await seeded();
    const ref = (db: Firestore) => doc(db, paths.webhookEndpoint(OWNER, id));
    await assertSucceeds(updateDoc(ref(rules.owner()), { label: 'Night shift' }));
    await assertSucceeds(updateDoc(ref(rules.owner()), { testRequestedAt: serverTimestamp() }));
    // Not twice within WEBHOOK_TEST_INTERVAL_SECONDS, never a time of the client's choosing.
    await assertFails(updateDoc(ref(rules.owner()), { testRequestedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(ref(rules.owner()), { testRequestedAt: Timestamp.fromMillis(Date.now() + 60_000) }),
    );
    await assertSucceeds(updateDoc(ref(rules.owner()), { enabled: false }));
    await rules.seed((db) => updateDoc(ref(db), { testRequestedAt: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(ref(rules.owner()), { testRequestedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref(rules.owner()), { enabled: true }));
  });

  it('nobody changes the address, the kind or the functions’ fields; others change nothing', async () => {
    const id = await seeded();
    const ref = (db: Firestore) => doc(db, paths.webhookEndpoint(OWNER, id));
    for (const change of [
      { url: 'https://elsewhere.example.com/' },
      { kind: 'slack' },
      { failingSince: null },
      { disabledAt: Timestamp.now() },
      { createdBy: OTHER },
      { enabled: 'yes' },
    ]) {
      await assertFails(updateDoc(ref(rules.owner()), change));
    }
    await assertFails(
      setDoc(doc(rules.owner(), paths.webhookSecret(OWNER, id)), {
        secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      }),
    );
    for (const db of [rules.otherSeller(), rules.anonymous()]) {
      await assertFails(updateDoc(ref(db), { enabled: false }));
      await assertFails(updateDoc(ref(db), { testRequestedAt: serverTimestamp() }));
      await assertFails(removeEndpoint(db, id));
    }
    expect(await rules.stored(paths.webhookEndpoint(OWNER, id))).toMatchObject({ enabled: true });
  });

  it('the owner removes one with its secret and count in one commit, and only so', async () => {
    const id = await seeded();
    const owner = rules.owner();
    await assertFails(
      writeBatch(owner)
        .delete(doc(owner, paths.webhookEndpoint(OWNER, id)))
        .commit(),
    );
    await assertSucceeds(removeEndpoint(owner, id));
    expect(await rules.stored(paths.webhookEndpoint(OWNER, id))).toBeNull();
    expect(await rules.stored(paths.webhookSecret(OWNER, id))).toBeNull();
    expect(await rules.stored(paths.webhooks(OWNER))).toMatchObject({ endpointCount: 0 });
  });

  it('deliveries are the functions’ own', async () => {
    await rules.seed((db) =>
      setDoc(doc(db, paths.webhookDelivery('d1')), { accountId: OWNER, body: '{}' }),
    );
    for (const db of [rules.owner(), rules.otherSeller(), rules.anonymous()]) {
      await assertFails(getDoc(doc(db, paths.webhookDelivery('d1'))));
      await assertFails(setDoc(doc(db, paths.webhookDelivery('d2')), { accountId: OWNER }));
    }
  });
});
