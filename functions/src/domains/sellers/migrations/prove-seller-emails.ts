/**
 * One-off migration (docs/decisions.md, "The alert address is proven"): profiles written before
 * the rules checked `email` against the sign-in hold whatever address their client wrote, and get
 * no alert email until it is proven (shared/schemas/member-alerts.ts, alertAddressOf). For each such
 * profile this asks Firebase Authentication for the seller's account: when its provider verified
 * the address, `email` becomes that address, stamped `emailVerifiedAt`; otherwise the profile is
 * left without proof (the seller proves an address on the account overview). Run with
 * `npm run migrate:seller-emails -- --project <id>` (functions/src/tools/migrate-seller-emails.ts).
 *
 * Idempotent and resumable: a proven profile is never read twice. Reads sellers in pages of 100
 * (the most one getUsers call takes) with a field mask, and writes each page in one batch.
 */
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import * as v from 'valibot';
import { COLLECTIONS, EMAIL_VERIFIED_AT_FIELD, MailAddress } from '../../../shared/index.js';

export interface ProveCounts {
  sellers: number;
  alreadyProven: number;
  proven: number;
  /** No account, or one whose address its provider did not verify: no alerts until proven. */
  unproven: number;
}

const PAGE = 100;

export async function proveSellerEmails(
  db: Firestore,
  auth: Pick<Auth, 'getUsers'>,
  now = new Date(),
): Promise<ProveCounts> {
  const counts: ProveCounts = { sellers: 0, alreadyProven: 0, proven: 0, unproven: 0 };
  let after: string | undefined;
  for (;;) {
    let page = db
      .collection(COLLECTIONS.sellers)
      .orderBy(FieldPath.documentId())
      .select('displayName', EMAIL_VERIFIED_AT_FIELD)
      .limit(PAGE);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    // A document functions created before the profile (only a count) is no profile yet: the
    // web app completes it with the proof.
    const profiles = docs.filter((doc) => doc.get('displayName') !== undefined);
    const unstamped = profiles.filter((doc) => doc.get(EMAIL_VERIFIED_AT_FIELD) === undefined);
    counts.sellers += profiles.length;
    counts.alreadyProven += profiles.length - unstamped.length;
    if (unstamped.length > 0) {
      const { users } = await auth.getUsers(unstamped.map((doc) => ({ uid: doc.id })));
      const verified = new Map(
        users.flatMap(({ uid, email, emailVerified }) =>
          emailVerified && v.is(MailAddress, email) ? [[uid, email] as const] : [],
        ),
      );
      const batch = db.batch();
      for (const doc of unstamped) {
        const email = verified.get(doc.id);
        if (!email) {
          counts.unproven += 1;
          continue;
        }
        batch.update(doc.ref, { email, [EMAIL_VERIFIED_AT_FIELD]: Timestamp.fromDate(now) });
        counts.proven += 1;
      }
      await batch.commit();
    }
    const last = docs.at(-1);
    if (!last || docs.length < PAGE) return counts;
    after = last.id;
  }
}
