/**
 * Seeds the demo data into the running emulators: `node functions/lib/dev/seed.js` (npm start
 * runs it). Idempotent: fixed ids and set(), so running it again rewrites the same documents.
 * Refuses to run unless both the Firestore and Auth emulators are configured and the project id
 * is a demo- one, so it can never write to a real project.
 */
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import * as v from 'valibot';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { foundAccount } from '../domains/accounts/found-account.js';
import { addMember } from '../domains/accounts/members.js';
import { nest } from '../domains/analytics/counter-writes.js';
import { rollUpSeller } from '../domains/analytics/roll-up.js';
import {
  COLLECTIONS,
  DEMO_PROJECT_ID,
  DEMO_SELLER,
  DEMO_SUPPORT_MEMBER,
  EMAIL_VERIFIED_AT_FIELD,
  isDemoProject,
  paths,
  windowOf,
  productIndexFields,
} from '../shared/index.js';
import { countedProductFields, recountProducts } from '../domains/products/product-count.js';
import { recountPrivateRouting } from '../domains/products/private-routing-count.js';
import { writeProductKeyChanges } from '../domains/products/product-keys.js';
import { DEMO_TIME_ZONE, demoProductTraffic, type DemoDays } from './demo-analytics.js';
import { DEMO_CATALOGUE_MAX, writeDemoCatalogue } from './demo-catalogue.js';
import { buildDemoData } from './demo-data.js';

/** A demo person of the Auth emulator: their Google `sub`, address and name. */
type DemoPerson = { googleSub: string; email: string; displayName: string };

/**
 * Creates (or finds) the demo seller as a Google user in the Auth emulator and returns the uid.
 * The emulator accepts an unsigned ID token; the same `sub` from the login screen's demo sign-in
 * or from picking the account in the emulator's Google popup resolves to this same user.
 */
/** What the Auth emulator answers a sign-in with an ID token: the user, or why not. */
const AuthEmulatorAnswer = v.object({
  localId: v.optional(v.string()),
  error: v.optional(v.object({ message: v.optional(v.string()) })),
});

export async function ensureDemoSellerUser(
  authEmulatorHost: string,
  person: DemoPerson = DEMO_SELLER,
): Promise<string> {
  const idToken = JSON.stringify({
    sub: person.googleSub,
    email: person.email,
    email_verified: true,
    name: person.displayName,
  });
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  const body = v.parse(AuthEmulatorAnswer, await response.json());
  if (!response.ok || !body.localId) {
    throw new Error(
      `Auth emulator refused ${person.email}: ${body.error?.message ?? response.status}`,
    );
  }
  return body.localId;
}

/** A map of days as a buffer entry's day counters ({ 'yyyy-mm-dd': nested counters }). */
function bufferedDays(days: DemoDays) {
  const d: Record<string, unknown> = {};
  for (const [day, deltas] of days) d[day] = nest(deltas, (value) => value);
  return d;
}

/** Deletes every document of the collections (emulators only: the seed resets what it owns). */
async function deleteAll(db: Firestore, collections: string[]) {
  for (const collection of collections) await db.recursiveDelete(db.collection(collection));
}

/**
 * Writes the demo seller's profile, products, public mirrors and reviews in one batch, and 90 days
 * of analytics the way live events arrive: into the seller's write buffer, folded by the real
 * roll-up (functions/src/domains/analytics/roll-up.ts). The demo products' and the seller's
 * counters are deleted first, so re-seeding resets whatever was counted meanwhile.
 */
export async function writeDemoData(db: Firestore, uid: string, now = new Date()) {
  const data = buildDemoData(uid, now);
  await deleteAll(db, [
    ...data.products.map((product) => `${paths.product(product.id)}/${COLLECTIONS.analytics}`),
    `${paths.seller(uid)}/${COLLECTIONS.analytics}`,
    `${paths.seller(uid)}/${COLLECTIONS.rankings}`,
    paths.analyticsBuffer(uid),
  ]);
  const batch = db.batch();
  batch.set(db.doc(paths.seller(uid)), {
    ...data.seller,
    // The demo seller signs in as a Google user whose address Google verified (the Auth
    // emulator's account): the proven address alerts go to.
    [EMAIL_VERIFIED_AT_FIELD]: FieldValue.serverTimestamp(),
    timeZone: DEMO_TIME_ZONE,
    createdAt: FieldValue.serverTimestamp(),
  });
  const window = windowOf(now.getTime());
  data.products.forEach((product, index) => {
    batch.set(db.doc(paths.analyticsBufferShard(uid, window, index)), {
      ownerId: uid,
      window,
      timeZone: DEMO_TIME_ZONE,
      p: {
        [product.id]: {
          n: product.doc.title,
          d: bufferedDays(demoProductTraffic(product, index, now)),
        },
      },
    });
  });
  let reviews = 0;
  for (const product of data.products) {
    // Written with their list fields, search documents, lookup index entries and already counted,
    // as imports do: the
    // indexProduct function then has nothing to add, and the count is set once below.
    const { derived, search } = productIndexFields(product.id, uid, product.doc);
    batch.set(db.doc(paths.product(product.id)), {
      ...product.doc,
      createdAt: Timestamp.fromDate(product.doc.createdAt),
      updatedAt: Timestamp.fromDate(product.doc.updatedAt),
      derived,
      ...countedProductFields(),
    });
    batch.set(db.doc(paths.productSearch(product.id)), search);
    writeProductKeyChanges(db, batch, uid, product.id, null, derived);
    batch.set(db.doc(paths.publicProduct(product.id)), product.publicDoc);
    // Resetting a demo product the demo seller deleted brings its id back (emulators only).
    batch.delete(db.doc(paths.deletedProduct(product.id)));
    for (const review of product.reviews) {
      batch.set(db.doc(paths.review(product.id, review.id)), {
        ...review.doc,
        createdAt: Timestamp.fromDate(review.doc.createdAt),
      });
      reviews += 1;
    }
  }
  await batch.commit();
  // The demo seller owns the account their products belong to (its id: their uid).
  await foundAccount(db, {
    uid,
    displayName: data.seller.displayName,
    email: data.seller.email,
    joinedAt: now,
  });
  await rollUpSeller(db, uid, window);
  // The profile was just rewritten without its counts: count the seller's products again.
  await recountProducts(db, uid);
  await recountPrivateRouting(db, uid);
  return { products: data.products.length, reviews };
}

/** SEED_PRODUCTS: how many catalogue products to add (0 when unset); anything else is refused. */
export function seedProductsCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > DEMO_CATALOGUE_MAX) {
    throw new Error(
      `SEED_PRODUCTS must be a whole number from 0 to ${DEMO_CATALOGUE_MAX.toLocaleString('en-US')}, got "${value}"`,
    );
  }
  return count;
}

/**
 * Runs `work` with the Functions emulator's event triggers paused (the emulator hub's own switch,
 * as @firebase/rules-unit-testing's withFunctionTriggersDisabled uses), and always resumes them.
 * Without a hub (no Functions emulator) it just runs `work`.
 */
export async function withoutFunctionTriggers<T>(
  hub: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!hub) return work();
  const toggle = async (state: 'disable' | 'enable') => {
    const response = await fetch(`http://${hub}/functions/${state}BackgroundTriggers`, {
      method: 'PUT',
    });
    if (!response.ok) throw new Error(`Emulator hub refused to ${state} the function triggers`);
  };
  await toggle('disable');
  try {
    return await work();
  } finally {
    await toggle('enable');
  }
}

async function main() {
  const projectId = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!isDemoProject(projectId) || !firestoreHost || !authHost) {
    throw new Error(
      'seed: needs a demo- project and FIRESTORE_EMULATOR_HOST + FIREBASE_AUTH_EMULATOR_HOST ' +
        '(the emulators); it never writes to a real project',
    );
  }
  const catalogue = seedProductsCount(process.env.SEED_PRODUCTS);
  const uid = await ensureDemoSellerUser(authHost);
  const db = getFirestore(initializeApp({ projectId }));
  const counts = await writeDemoData(db, uid);
  console.log(
    `Seeded ${DEMO_SELLER.email} (uid ${uid}): ${counts.products} products, ${counts.reviews} reviews.`,
  );
  const supportUid = await ensureDemoSellerUser(authHost, DEMO_SUPPORT_MEMBER);
  await addMember(db, {
    accountId: uid,
    uid: supportUid,
    role: 'support',
    displayName: DEMO_SUPPORT_MEMBER.displayName,
    email: DEMO_SUPPORT_MEMBER.email,
    addedBy: uid,
  });
  console.log(`Seeded ${DEMO_SUPPORT_MEMBER.email} as a Support member of the demo account.`);
  if (catalogue > 0) {
    const started = Date.now();
    // Written complete (list fields, counted, mirrored): the triggers would only redo that work,
    // 3 events a product, so they are paused while the catalogue is written.
    await withoutFunctionTriggers(process.env.FIREBASE_EMULATOR_HUB, () =>
      writeDemoCatalogue(db, uid, 0, catalogue, {
        onProgress: (written) => {
          if (written % 5000 === 0 || written === catalogue) {
            console.log(`  … ${written.toLocaleString('en-US')} catalogue products`);
          }
        },
      }),
    );
    await recountProducts(db, uid);
    await recountPrivateRouting(db, uid);
    console.log(
      `Seeded ${catalogue.toLocaleString('en-US')} more demo products (SEED_PRODUCTS) in ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
