import { deleteApp, initializeApp, type App, type AppOptions } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach } from 'vitest';

/**
 * firebase-admin on the Firestore emulator under a suite's own project id, so the suite can clear
 * its data before every test without touching other suites. Call once at a test file's top level.
 */
export function useAdminFirestore(
  projectId: string,
  options: Omit<AppOptions, 'projectId'> = {},
): { app: App; db: Firestore } {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test`');
  const app = initializeApp({ ...options, projectId }, `${projectId}-${Date.now()}`);
  const db = getFirestore(app);
  beforeEach(async () => {
    await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
      method: 'DELETE',
    });
  });
  afterAll(() => deleteApp(app));
  return { app, db };
}
