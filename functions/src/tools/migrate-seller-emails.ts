/**
 * One-off: proves the address of the seller profiles written before the rules checked it
 * (functions/src/domains/sellers/migrations/prove-seller-emails.ts).
 *   npm run migrate:seller-emails -- --project <firebase-project-id>
 * Safe to run again or to resume: it only stamps profiles that have no proof yet.
 */
import { getAuth } from 'firebase-admin/auth';
import { proveSellerEmails } from '../domains/sellers/migrations/prove-seller-emails.js';
import { runOneOff } from './one-off.js';

runOneOff(import.meta.url, 'migrate-seller-emails', async (db, projectId) => {
  const counts = await proveSellerEmails(db, getAuth());
  return (
    `${projectId}: ${counts.sellers} seller profiles; ${counts.proven} proven now (the ` +
    `sign-in's verified address), ${counts.alreadyProven} already proven, ${counts.unproven} ` +
    'without a verified sign-in address (no alert emails until the seller proves one).'
  );
});
