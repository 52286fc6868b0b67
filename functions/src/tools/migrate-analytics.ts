/**
 * One-off: folds the pre-issue-12 funnel documents into the analytics counters.
 *   npm run migrate:analytics -- --project <firebase-project-id>
 * Safe to run again: migrated days are marked and skipped
 * (functions/src/domains/analytics/migrate-funnel.ts).
 */
import { migrateLegacyFunnel } from '../domains/analytics/migrate-funnel.js';
import { runOneOff } from './one-off.js';

runOneOff(import.meta.url, 'migrate-analytics', async (db) => {
  const result = await migrateLegacyFunnel(db, (line) => console.log(line));
  return (
    `Migrated ${result.days} funnel day(s) of ${result.products} product(s); ` +
    `${result.skippedDays} already migrated.`
  );
});
