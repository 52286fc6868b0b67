/**
 * One-off: stamps `ownerId` on the older reviews that lack it
 * (functions/src/domains/reviews/migrations/stamp-owner-ids.ts).
 *   npm run migrate:owner-ids -- --project <firebase-project-id>
 * Safe to run again or to resume: it only adds the field where it is missing.
 */
import { stampOwnerIds } from '../domains/reviews/migrations/stamp-owner-ids.js';
import { runOneOff } from './one-off.js';

runOneOff(import.meta.url, 'migrate-owner-ids', async (db, projectId) => {
  const counts = await stampOwnerIds(db);
  return (
    `${projectId}: ${counts.products} products; stamped ${counts.stamped} documents, ` +
    `${counts.alreadyStamped} already had ownerId, ${counts.failed} failed (deleted meanwhile).`
  );
});
