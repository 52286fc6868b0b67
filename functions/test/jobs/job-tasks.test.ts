import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/index.js';
import { templateDoc } from '../fixtures/template-doc.js';
import { adminDb, randomId, seedProduct } from '../integration/review-api-env.js';

/**
 * The job runner's wiring on the emulators: a job the seller creates is started by its trigger,
 * which queues the first slice on the real Cloud Tasks emulator; the runJobSlice function works
 * it to the end. (Imports and undo: functions/test/imports/run-import-trigger.test.ts.)
 */
const db = adminDb();

async function statusOf(path: string) {
  await expect
    .poll(async () => (await db.doc(path).get()).get('status') as unknown, {
      timeout: 60_000,
      interval: 250,
    })
    .toMatch(/^(done|failed)$/);
  return (await db.doc(path).get()).data();
}

describe('long jobs through the task queue', () => {
  it(
    'applies a template, then deletes the products, each job queued and worked by runJobSlice',
    { timeout: 90_000 },
    async () => {
      if (!process.env.CLOUD_TASKS_EMULATOR_HOST) {
        throw new Error('CLOUD_TASKS_EMULATOR_HOST is not set: run through `npm test`');
      }
      const owner = randomId('jobs-seller');
      const products = [await seedProduct(db, {}, owner), await seedProduct(db, {}, owner)];
      const templateId = randomId('tpl');
      await db.doc(paths.template(templateId)).set(templateDoc(owner, 'Merci !', 'fr'));

      const applyJob = db.collection(paths.templateJobs()).doc();
      await applyJob.set({
        ownerId: owner,
        status: 'queued',
        createdAt: FieldValue.serverTimestamp(),
        templateId,
        productIds: [...products, 'NotAProductOfThisOne'],
      });
      expect(await statusOf(applyJob.path)).toMatchObject({
        status: 'done',
        total: 3,
        processed: 3,
        applied: 2,
        failures: [{ productId: 'NotAProductOfThisOne', reason: 'notFound' }],
      });
      for (const id of products) {
        expect((await db.doc(paths.product(id)).get()).get('card.headline')).toBe('Merci !');
      }

      const deleteJob = db.collection(paths.productDeleteJobs()).doc();
      await deleteJob.set({
        ownerId: owner,
        status: 'queued',
        createdAt: FieldValue.serverTimestamp(),
        productIds: products,
      });
      expect(await statusOf(deleteJob.path)).toMatchObject({ status: 'done', deleted: 2 });
      for (const id of products) expect((await db.doc(paths.product(id)).get()).exists).toBe(false);
    },
  );
});
