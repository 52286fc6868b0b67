/**
 * One-off migration (docs/decisions.md, "Accounts, members and roles"): every seller from before
 * accounts becomes the Owner of an account with the same id as their uid, so every `ownerId`
 * already stored (products, reviews, cases, templates, jobs, analytics, card PNG paths, logos,
 * stop links) keeps its value and now names the account. Nothing else is rewritten: printed QR
 * codes, review links, card paths, case links and stop links stay as they are. Run with
 * `npm run migrate:accounts -- --project <id>` (functions/src/tools/migrate-accounts.ts).
 *
 * Idempotent and resumable: an account that exists is left alone (its founder may have founded it
 * at sign-in already). Reads sellers in pages of 100 with a field mask.
 */
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, EMAIL_VERIFIED_AT_FIELD } from '../../../shared/index.js';
import { foundAccount } from '../found-account.js';

export interface FoundCounts {
  sellers: number;
  founded: number;
  existed: number;
}

const PAGE = 100;

export async function foundSellerAccounts(
  db: Firestore,
  now: Date = new Date(),
): Promise<FoundCounts> {
  const counts: FoundCounts = { sellers: 0, founded: 0, existed: 0 };
  let after: string | undefined;
  for (;;) {
    let page = db
      .collection(COLLECTIONS.sellers)
      .orderBy(FieldPath.documentId())
      .select('displayName', 'email', EMAIL_VERIFIED_AT_FIELD, 'createdAt')
      .limit(PAGE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    for (const seller of docs) {
      counts.sellers += 1;
      const displayName: unknown = seller.get('displayName');
      const email: unknown = seller.get('email');
      const proven = seller.get(EMAIL_VERIFIED_AT_FIELD) !== undefined;
      const createdAt: unknown = seller.get('createdAt');
      // A document functions started before the profile (a count only) owns products too.
      const outcome = await foundAccount(db, {
        uid: seller.id,
        displayName: typeof displayName === 'string' ? displayName : '',
        email: proven && typeof email === 'string' ? email : '',
        joinedAt: createdAt instanceof Timestamp ? createdAt.toDate() : now,
      });
      counts[outcome === 'founded' ? 'founded' : 'existed'] += 1;
    }
    const last = docs.at(-1);
    if (!last || docs.length < PAGE) return counts;
    after = last.id;
  }
}
