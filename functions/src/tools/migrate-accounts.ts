/**
 * One-off: every seller from before accounts becomes the Owner of an account with their uid as
 * its id (functions/src/domains/accounts/migrations/found-seller-accounts.ts).
 *   npm run migrate:accounts -- --project <firebase-project-id>
 * Safe to run again or to resume: an account that exists is left as it is.
 */
import { foundSellerAccounts } from '../domains/accounts/migrations/found-seller-accounts.js';
import { runOneOff } from './one-off.js';

runOneOff(import.meta.url, 'migrate-accounts', async (db, projectId) => {
  const counts = await foundSellerAccounts(db);
  return (
    `${projectId}: ${counts.sellers} sellers; ${counts.founded} accounts founded now (the ` +
    `seller as Owner, the account's id their uid), ${counts.existed} already had theirs.`
  );
});
