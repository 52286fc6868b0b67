/**
 * Seeds the demo data into the running emulators: `node functions/lib/dev/seed.js` (npm start
 * runs it). Idempotent: fixed ids and set(), so running it again rewrites the same documents.
 * Refuses to run unless both the Firestore and Auth emulators are configured and the project id
 * is a demo- one, so it can never write to a real project.
 */
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID, DEMO_SELLER, isDemoProject, paths } from '../shared/index.js';
import { buildDemoData } from './demo-data.js';

/**
 * Creates (or finds) the demo seller as a Google user in the Auth emulator and returns the uid.
 * The emulator accepts an unsigned ID token; the same `sub` from the login screen's demo sign-in
 * or from picking the account in the emulator's Google popup resolves to this same user.
 */
export async function ensureDemoSellerUser(authEmulatorHost: string): Promise<string> {
  const idToken = JSON.stringify({
    sub: DEMO_SELLER.googleSub,
    email: DEMO_SELLER.email,
    email_verified: true,
    name: DEMO_SELLER.displayName,
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
  const body = (await response.json()) as { localId?: string; error?: { message?: string } };
  if (!response.ok || !body.localId) {
    throw new Error(
      `Auth emulator refused the demo seller: ${body.error?.message ?? response.status}`,
    );
  }
  return body.localId;
}

/** Writes the demo seller's profile, products, public mirrors and reviews in one batch. */
export async function writeDemoData(db: Firestore, uid: string, now = new Date()) {
  const data = buildDemoData(uid, now);
  const batch = db.batch();
  batch.set(db.doc(paths.seller(uid)), { ...data.seller, createdAt: FieldValue.serverTimestamp() });
  let reviews = 0;
  for (const product of data.products) {
    batch.set(db.doc(paths.product(product.id)), {
      ...product.doc,
      createdAt: Timestamp.fromDate(product.doc.createdAt),
      updatedAt: Timestamp.fromDate(product.doc.updatedAt),
    });
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
  return { products: data.products.length, reviews };
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
  const uid = await ensureDemoSellerUser(authHost);
  const db = getFirestore(initializeApp({ projectId }));
  const counts = await writeDemoData(db, uid);
  console.log(
    `Seeded ${DEMO_SELLER.email} (uid ${uid}): ${counts.products} products, ${counts.reviews} reviews.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
