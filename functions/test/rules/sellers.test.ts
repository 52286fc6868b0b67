import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  deleteField,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  AMAZON_COMPLIANCE_NOTICE_FIELD,
  PRIVATE_ROUTING_NOTICE_FIELD,
  COLLECTIONS,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LOCALES,
  SellerDoc,
  parseStoredDoc,
  paths,
} from '../../src/shared/index.js';
import {
  OTHER_EMAIL,
  OTHER_UID,
  OWNER_EMAIL,
  OWNER_UID,
  useRulesEnv,
} from '../support/rules-env.js';

const rules = useRulesEnv('sellers');

/** What the web app writes on first sign-in: the sign-in's verified address, with its proof. */
function newProfile(overrides: Record<string, unknown> = {}) {
  return {
    displayName: 'Owner Seller',
    email: OWNER_EMAIL,
    emailVerifiedAt: serverTimestamp(),
    locale: 'en',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** A signed-in seller whose ID token carries `email` (verified or not). */
const signedInAs = (uid: string, email: string | undefined, verified = true) =>
  rules.env
    .authenticatedContext(uid, {
      ...(email === undefined ? {} : { email, email_verified: verified }),
      firebase: { sign_in_provider: 'google.com' },
    })
    .firestore() as unknown as Firestore;

const ownProfile = (db: Firestore) => doc(db, paths.seller(OWNER_UID));

async function seedOwnerProfile() {
  await rules.seed((db) =>
    setDoc(ownProfile(db), { ...newProfile(), createdAt: Timestamp.fromMillis(1_700_000_000_000) }),
  );
}

describe('sellers/{uid}: read', () => {
  it('only the seller reads their own profile', async () => {
    await seedOwnerProfile();
    await assertSucceeds(getDoc(ownProfile(rules.owner())));
    await assertFails(getDoc(ownProfile(rules.otherSeller())));
    await assertFails(getDoc(ownProfile(rules.anonymous())));
  });

  it('a seller may look up their own missing profile (first sign-in check)', async () => {
    const snapshot = await assertSucceeds(getDoc(ownProfile(rules.owner())));
    if (snapshot.exists()) throw new Error('expected no profile yet');
  });

  it('nobody lists profiles, not even a seller with only their own in the collection', async () => {
    await seedOwnerProfile();
    await assertFails(getDocs(collection(rules.owner(), COLLECTIONS.sellers)));
    await assertFails(getDocs(collection(rules.otherSeller(), COLLECTIONS.sellers)));
    await assertFails(getDocs(collection(rules.anonymous(), COLLECTIONS.sellers)));
  });
});

describe('sellers/{uid}: create', () => {
  it('the seller creates their own profile with their verified sign-in address', async () => {
    await assertSucceeds(setDoc(ownProfile(rules.owner()), newProfile()));
    const stored = await rules.stored(paths.seller(OWNER_UID));
    expect(stored?.email).toBe(OWNER_EMAIL);
    expect(stored?.emailVerifiedAt).toBeInstanceOf(Timestamp);
  });

  it('refuses anybody else’s address, with or without the proof', async () => {
    // The finding: a profile created with someone else's address got every alert.
    await assertFails(
      setDoc(ownProfile(rules.owner()), newProfile({ email: 'victim@example.org' })),
    );
    const withoutProof: Record<string, unknown> = newProfile({ email: 'victim@example.org' });
    delete withoutProof.emailVerifiedAt;
    await assertFails(setDoc(ownProfile(rules.owner()), withoutProof));
    // Not even another seller's own address, nor the owner's in another case.
    await assertFails(setDoc(ownProfile(rules.owner()), newProfile({ email: OTHER_EMAIL })));
    await assertFails(
      setDoc(ownProfile(rules.owner()), newProfile({ email: OWNER_EMAIL.toUpperCase() })),
    );
  });

  it('refuses the proof without a verified address behind it, or at a client time', async () => {
    await assertFails(setDoc(ownProfile(signedInAs(OWNER_UID, OWNER_EMAIL, false)), newProfile()));
    await assertFails(setDoc(ownProfile(signedInAs(OWNER_UID, undefined)), newProfile()));
    await assertFails(
      setDoc(
        ownProfile(rules.owner()),
        newProfile({ emailVerifiedAt: Timestamp.fromMillis(1_700_000_000_000) }),
      ),
    );
    const noProof: Record<string, unknown> = newProfile();
    delete noProof.emailVerifiedAt;
    await assertFails(setDoc(ownProfile(rules.owner()), noProof));
  });

  it('a sign-in without a verified address creates a profile with no address', async () => {
    const profile: Record<string, unknown> = newProfile({ email: '' });
    delete profile.emailVerifiedAt;
    await assertSucceeds(setDoc(ownProfile(signedInAs(OWNER_UID, OWNER_EMAIL, false)), profile));
    await assertFails(
      setDoc(doc(signedInAs(OTHER_UID, OTHER_EMAIL), paths.seller(OTHER_UID)), {
        ...profile,
        emailVerifiedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses the other alert address and its pending request on create', async () => {
    for (const field of [
      { alertEmail: OWNER_EMAIL },
      { alertEmailConfirmedAt: serverTimestamp() },
      { alertEmailPending: { email: 'x@example.com', expiresAt: serverTimestamp() } },
    ]) {
      await assertFails(setDoc(ownProfile(rules.owner()), newProfile(field)));
    }
  });

  it('another seller and an anonymous visitor cannot create it', async () => {
    await assertFails(setDoc(ownProfile(rules.otherSeller()), newProfile()));
    await assertFails(setDoc(ownProfile(rules.anonymous()), newProfile()));
  });

  it('accepts every supported locale', async () => {
    // One seller per locale, so the 23 creates can run at once; each the Owner of their account.
    await rules.seed(async (db) => {
      for (const locale of LOCALES) {
        await setDoc(doc(db, paths.accountMember(`seller-${locale}`, `seller-${locale}`)), {
          role: 'owner',
        });
      }
    });
    await Promise.all(
      LOCALES.map((locale) => {
        const uid = `seller-${locale}`;
        const db = signedInAs(uid, OWNER_EMAIL);
        return assertSucceeds(setDoc(doc(db, paths.seller(uid)), newProfile({ locale })));
      }),
    );
  });

  it.each([
    ['an unknown locale', { locale: 'xx' }],
    ['an upper-case locale', { locale: 'EN' }],
    ['a non-string display name', { displayName: 42 }],
    ['a display name over the limit', { displayName: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) }],
    ['a non-string email', { email: null }],
    ['an email over the limit', { email: `${'e'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com` }],
    ['an empty email with the proof', { email: '' }],
    ['a client clock createdAt', { createdAt: Timestamp.fromMillis(1_700_000_000_000) }],
    ['an extra field', { role: 'admin' }],
  ])('rejects %s', async (_case, overrides) => {
    await assertFails(setDoc(ownProfile(rules.owner()), newProfile(overrides)));
  });

  it('rejects a missing field', async () => {
    for (const field of ['displayName', 'email', 'locale', 'createdAt']) {
      const profile: Record<string, unknown> = newProfile();
      delete profile[field];
      await assertFails(setDoc(ownProfile(rules.owner()), profile));
    }
  });

  it('accepts the limits themselves', async () => {
    const email = `${'e'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`;
    await assertSucceeds(
      setDoc(
        ownProfile(signedInAs(OWNER_UID, email)),
        newProfile({ displayName: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH), email }),
      ),
    );
  });
});

describe('sellers/{uid}: update', () => {
  it('the seller changes display name and locale', async () => {
    await seedOwnerProfile();
    await assertSucceeds(
      updateDoc(ownProfile(rules.owner()), { displayName: 'Renamed', locale: 'ro' }),
    );
  });

  it('another seller and an anonymous visitor cannot change it', async () => {
    await seedOwnerProfile();
    await assertFails(updateDoc(ownProfile(rules.otherSeller()), { displayName: 'Hijacked' }));
    await assertFails(updateDoc(ownProfile(rules.anonymous()), { displayName: 'Hijacked' }));
  });

  it.each([
    ['the email', { email: 'new@example.com' }],
    ['the proof', { emailVerifiedAt: serverTimestamp() }],
    ['the other alert address', { alertEmail: 'new@example.com' }],
    ['its confirmation time', { alertEmailConfirmedAt: serverTimestamp() }],
    ['a pending request', { alertEmailPending: { email: 'new@example.com', expiresAt: 1 } }],
    ['createdAt', { createdAt: serverTimestamp() }],
    ['an added field', { role: 'admin' }],
    ['an unknown locale', { locale: 'xx' }],
    ['a display name over the limit', { displayName: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) }],
    ['a non-string display name', { displayName: ['x'] }],
  ])('rejects changing %s', async (_case, change) => {
    await seedOwnerProfile();
    await assertFails(updateDoc(ownProfile(rules.owner()), change));
  });

  it('a profile without an address gets none from a client, not even the sign-in’s', async () => {
    await rules.seed((admin) =>
      setDoc(ownProfile(admin), {
        displayName: 'Owner Seller',
        email: '',
        locale: 'en',
        createdAt: Timestamp.fromMillis(1_700_000_000_000),
      }),
    );
    // The mailAddress function sets it, from the ID token it verified.
    await assertFails(updateDoc(ownProfile(rules.owner()), { email: OWNER_EMAIL }));
    await assertFails(
      updateDoc(ownProfile(rules.owner()), {
        email: OWNER_EMAIL,
        emailVerifiedAt: serverTimestamp(),
      }),
    );
    expect((await rules.stored(paths.seller(OWNER_UID)))?.email).toBe('');
  });

  it('a seller cannot create a profile for someone else by writing to their id', async () => {
    await assertFails(setDoc(doc(rules.owner(), paths.seller(OTHER_UID)), newProfile()));
  });

  it.each([
    ['the owner', () => rules.owner()],
    ['another seller', () => rules.otherSeller()],
    ['an anonymous visitor', () => rules.anonymous()],
  ] as const)('%s can neither remove nor replace a confirmed alert address', async (_who, db) => {
    await rules.seed((admin) =>
      setDoc(ownProfile(admin), {
        ...newProfile(),
        emailVerifiedAt: Timestamp.fromMillis(1_700_000_000_000),
        createdAt: Timestamp.fromMillis(1_700_000_000_000),
        alertEmail: 'team@example.com',
        alertEmailConfirmedAt: Timestamp.fromMillis(1_700_000_000_000),
      }),
    );
    await assertFails(updateDoc(ownProfile(db()), { alertEmail: deleteField() }));
    await assertFails(updateDoc(ownProfile(db()), { alertEmail: 'victim@example.org' }));
    await assertFails(updateDoc(ownProfile(db()), { alertEmails: true, alertEmail: OWNER_EMAIL }));
    expect((await rules.stored(paths.seller(OWNER_UID)))?.alertEmail).toBe('team@example.com');
  });
});

describe.each([AMAZON_COMPLIANCE_NOTICE_FIELD, PRIVATE_ROUTING_NOTICE_FIELD])(
  'sellers/{uid}: the compliance notice, dismissed once (%s)',
  (FIELD) => {
    async function storedDismissal() {
      let value: unknown;
      await rules.seed(async (db) => {
        value = (await getDoc(ownProfile(db))).get(FIELD);
      });
      return value;
    }

    it('the seller dismisses it: the server time is stored', async () => {
      await seedOwnerProfile();
      await assertSucceeds(updateDoc(ownProfile(rules.owner()), { [FIELD]: serverTimestamp() }));
      expect(await storedDismissal()).toBeInstanceOf(Timestamp);
    });

    it.each([
      ['another seller', () => rules.otherSeller()],
      ['an anonymous visitor', () => rules.anonymous()],
    ] as const)('%s cannot dismiss it for the seller', async (_who, client) => {
      await seedOwnerProfile();
      await assertFails(updateDoc(ownProfile(client()), { [FIELD]: serverTimestamp() }));
      expect(await storedDismissal()).toBeUndefined();
    });

    it.each([
      ['a client time', () => Timestamp.fromMillis(0)],
      ['true', () => true],
      ['a string', () => 'dismissed'],
      ['null', () => null],
    ])('refuses %s as the value', async (_case, value) => {
      await seedOwnerProfile();
      await assertFails(updateDoc(ownProfile(rules.owner()), { [FIELD]: value() }));
      expect(await storedDismissal()).toBeUndefined();
    });

    it('cannot be removed once set (the notice is one-time), nor set on create', async () => {
      await seedOwnerProfile();
      await assertSucceeds(updateDoc(ownProfile(rules.owner()), { [FIELD]: serverTimestamp() }));
      await assertFails(updateDoc(ownProfile(rules.owner()), { [FIELD]: deleteField() }));
      expect(await storedDismissal()).toBeInstanceOf(Timestamp);
      await assertFails(
        setDoc(doc(rules.otherSeller(), paths.seller(OTHER_UID)), {
          ...newProfile({ email: OTHER_EMAIL }),
          [FIELD]: serverTimestamp(),
        }),
      );
    });
  },
);

describe('sellers/{uid}: the fields both later issues added, together', () => {
  const FIELD = AMAZON_COMPLIANCE_NOTICE_FIELD;

  it('the seller sets the time zone and dismisses the notice in one update', async () => {
    await seedOwnerProfile();
    await assertSucceeds(
      updateDoc(ownProfile(rules.owner()), {
        timeZone: 'Europe/Bucharest',
        [FIELD]: serverTimestamp(),
      }),
    );
    // A later time-zone change leaves the dismissal as it is.
    await assertSucceeds(updateDoc(ownProfile(rules.owner()), { timeZone: 'America/New_York' }));
    let stored: SellerDoc | undefined;
    await rules.seed(async (db) => {
      stored = parseStoredDoc(SellerDoc, 'sellers/owner', (await getDoc(ownProfile(db))).data());
    });
    expect(stored?.timeZone).toBe('America/New_York');
    expect(stored?.[FIELD]).toBeInstanceOf(Timestamp);
    expect(stored?.createdAt?.toMillis()).toBe(1_700_000_000_000);
  });

  it('refuses the pair when either one is wrong, and any other field', async () => {
    await seedOwnerProfile();
    const owner = ownProfile(rules.owner());
    await assertFails(updateDoc(owner, { timeZone: 'UTC', [FIELD]: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(owner, { timeZone: '../etc', [FIELD]: serverTimestamp() }));
    await assertFails(updateDoc(owner, { timeZone: 'UTC', email: 'new@example.com' }));
    await assertFails(updateDoc(owner, { [FIELD]: serverTimestamp(), plan: 'pro' }));
  });

  it.each([
    ['another seller', () => rules.otherSeller()],
    ['an anonymous visitor', () => rules.anonymous()],
  ] as const)('%s can set neither', async (_who, client) => {
    await seedOwnerProfile();
    await assertFails(
      updateDoc(ownProfile(client()), { timeZone: 'UTC', [FIELD]: serverTimestamp() }),
    );
  });
});

describe('sellers/{uid}: delete', () => {
  it('nobody deletes a profile from a client', async () => {
    await seedOwnerProfile();
    await assertFails(deleteDoc(ownProfile(rules.owner())));
    await assertFails(deleteDoc(ownProfile(rules.otherSeller())));
    await assertFails(deleteDoc(ownProfile(rules.anonymous())));
  });
});

describe('sellers/{uid}: the email settings', () => {
  it('the seller switches alert emails and the daily digest on and off', async () => {
    await seedOwnerProfile();
    const owner = ownProfile(rules.owner());
    await assertSucceeds(updateDoc(owner, { alertEmails: false, dailyDigest: true }));
    await assertSucceeds(updateDoc(owner, { alertEmails: true }));
    let stored: SellerDoc | undefined;
    await rules.seed(async (db) => {
      stored = parseStoredDoc(SellerDoc, 'sellers/owner', (await getDoc(ownProfile(db))).data());
    });
    expect(stored).toMatchObject({ alertEmails: true, dailyDigest: true });
  });

  it.each([
    ['a string', { alertEmails: 'off' }],
    ['a number', { dailyDigest: 0 }],
    ['null', { alertEmails: null }],
    ['with an unknown field', { alertEmails: false, alertEmail: 'x@example.com' }],
  ])('refuses %s', async (_case, fields) => {
    await seedOwnerProfile();
    await assertFails(updateDoc(ownProfile(rules.owner()), fields));
  });

  it.each([
    ['another seller', () => rules.otherSeller()],
    ['an anonymous visitor', () => rules.anonymous()],
  ] as const)('%s cannot change them', async (_who, client) => {
    await seedOwnerProfile();
    await assertFails(updateDoc(ownProfile(client()), { alertEmails: false }));
    await assertFails(updateDoc(ownProfile(client()), { dailyDigest: true }));
  });
});
