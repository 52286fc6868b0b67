/**
 * One-off: folds the pre-issue-12 funnel documents into the analytics counters.
 *   npm run migrate:analytics -- --project <firebase-project-id>
 * Uses Application Default Credentials (`gcloud auth application-default login`), or the
 * emulator when FIRESTORE_EMULATOR_HOST is set. Safe to run again: migrated days are marked and
 * skipped (functions/src/analytics/migrate-funnel.ts).
 */
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { migrateLegacyFunnel } from '../analytics/migrate-funnel.js';

function projectArgument(argv: readonly string[]): string | undefined {
  const index = argv.indexOf('--project');
  return index >= 0 ? argv[index + 1] : process.env.GCLOUD_PROJECT;
}

async function main() {
  const projectId = projectArgument(process.argv);
  if (!projectId) throw new Error('migrate-analytics: pass --project <firebase-project-id>');
  const db = getFirestore(initializeApp({ projectId }));
  const result = await migrateLegacyFunnel(db, (line) => console.log(line));
  console.log(
    `Migrated ${result.days} funnel day(s) of ${result.products} product(s); ` +
      `${result.skippedDays} already migrated.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
