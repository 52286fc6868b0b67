import { withFunctionTriggersDisabled } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from '../../functions/src/shared/index';
import { BIG_CATALOGUE, catalogueRows, writeCatalogue } from './support/catalogue';

/**
 * Before any browser test: the big catalogue's seller (support/catalogue.ts) as a Google account
 * in the Auth emulator, and their 1,000 products, written with the function triggers paused:
 * otherwise 1,000 product events queue in the Functions emulator ahead of the events of the
 * browser tests, which run side by side. Pausing here, while no test runs in the demo project,
 * drops no test's events (vitest.config.ts, the e2e project).
 */
export default async function seedBeforeBrowsers(): Promise<void> {
  const app = initializeApp({ projectId: DEMO_PROJECT_ID }, 'e2e-global-setup');
  try {
    const { uid, googleId, email, displayName, count, idPrefix } = BIG_CATALOGUE;
    const auth = getAuth(app);
    const existing = await auth.getUser(uid).catch(() => undefined);
    if (!existing) {
      const imported = await auth.importUsers([
        {
          uid,
          email,
          displayName,
          emailVerified: true,
          providerData: [{ providerId: 'google.com', uid: googleId, email, displayName }],
        },
      ]);
      if (imported.failureCount > 0) {
        throw new Error(`Could not create ${email}: ${imported.errors[0]?.error.message}`);
      }
    }
    const rows = catalogueRows(uid, count, idPrefix);
    await withFunctionTriggersDisabled(() => writeCatalogue(getFirestore(app), rows));
  } finally {
    await deleteApp(app);
  }
}
