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
import { OTHER_UID, OWNER_EMAIL, OWNER_UID, useRulesEnv } from '../support/rules-env.js';

const rules = useRulesEnv('sellers');

/** What the web app writes on first sign-in. */
function newProfile(overrides: Record<string, unknown> = {}) {
  return {
    displayName: 'Owner Seller',
    email: OWNER_EMAIL,
    locale: 'en',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

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
  it('the seller creates their own profile with exactly the four fields', async () => {
    await assertSucceeds(setDoc(ownProfile(rules.owner()), newProfile()));
  });

  it('another seller and an anonymous visitor cannot create it', async () => {
    await assertFails(setDoc(ownProfile(rules.otherSeller()), newProfile()));
    await assertFails(setDoc(ownProfile(rules.anonymous()), newProfile()));
  });

  it('accepts every supported locale', async () => {
    // One seller per locale, so the 23 creates can run at once.
    await Promise.all(
      LOCALES.map((locale) => {
        const uid = `seller-${locale}`;
        const db = rules.env.authenticatedContext(uid).firestore() as unknown as Firestore;
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
    await assertSucceeds(
      setDoc(
        ownProfile(rules.owner()),
        newProfile({
          displayName: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH),
          email: `${'e'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`,
        }),
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
    ['createdAt', { createdAt: serverTimestamp() }],
    ['an added field', { role: 'admin' }],
    ['an unknown locale', { locale: 'xx' }],
    ['a display name over the limit', { displayName: 'n'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) }],
    ['a non-string display name', { displayName: ['x'] }],
  ])('rejects changing %s', async (_case, change) => {
    await seedOwnerProfile();
    await assertFails(updateDoc(ownProfile(rules.owner()), change));
  });

  it('a seller cannot create a profile for someone else by writing to their id', async () => {
    await assertFails(setDoc(doc(rules.owner(), paths.seller(OTHER_UID)), newProfile()));
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
          ...newProfile({ email: 'other@example.com' }),
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
