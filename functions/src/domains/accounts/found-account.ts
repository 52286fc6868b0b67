import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { converters, getAllConverted } from '../../platform/firestore.js';
import { accountNameOf, DISPLAY_NAME_MAX_LENGTH, paths } from '../../shared/index.js';

/** A person who founds an account whose id is their uid (docs/data-model.md, "Accounts and members"). */
export interface Founder {
  uid: string;
  displayName: string;
  /** An address their sign-in proved, or ''. */
  email: string;
  /** When they became its Owner (a seller from before accounts: their profile's creation). */
  joinedAt: Date;
}

/**
 * Founds the account `founder.uid` with the founder as its one Owner: the account, the member and
 * the person's list, in one transaction; an account that exists is left as it is ('exists'), so
 * running it again (the migration, the seed) changes nothing. What the web app writes for a new
 * person at first sign-in is the same three documents (firestore.rules, isFoundingOwnAccount).
 */
export async function foundAccount(db: Firestore, founder: Founder): Promise<'founded' | 'exists'> {
  const account = db.doc(paths.account(founder.uid)).withConverter(converters.account);
  const member = db.doc(paths.accountMember(founder.uid, founder.uid));
  const person = db.doc(paths.person(founder.uid));
  return db.runTransaction(async (tx) => {
    const [existing] = await getAllConverted(tx, account);
    if (existing.exists) return 'exists';
    const joinedAt = Timestamp.fromDate(founder.joinedAt);
    const name = accountNameOf(founder);
    tx.create(account, { name, createdAt: joinedAt, memberCount: 1, ownerCount: 1 });
    tx.set(member, {
      role: 'owner',
      displayName: founder.displayName.slice(0, DISPLAY_NAME_MAX_LENGTH),
      email: founder.email,
      joinedAt,
    });
    tx.set(person, { accounts: { [founder.uid]: { name, joinedAt } } }, { merge: true });
    return 'founded';
  });
}
