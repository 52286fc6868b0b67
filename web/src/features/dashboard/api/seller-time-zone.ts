import { caseSettingsOf, isValidTimeZone, paths, type CaseSettings } from '@shared';
import { doc, getDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { forgetReads, readQuery } from '@/lib/server-state/server-state';
import { converters } from '@/lib/firestore';
import type { EmailSettings } from './seller-email-settings';

/**
 * The overview's settings from one read of sellers/{uid}: the analytics time zone (null when none
 * is set yet), the email settings (alerts on unless switched off, the digest off unless on) and
 * the case settings.
 */
export async function getSellerSettings(
  firestore: Firestore,
  uid: string,
): Promise<{ timeZone: string | null; email: EmailSettings; cases: CaseSettings }> {
  const snapshot = await getDoc(doc(firestore, paths.seller(uid)).withConverter(converters.seller));
  const seller = snapshot.data();
  const stored = seller?.timeZone;
  return {
    timeZone: isValidTimeZone(stored) ? stored : null,
    email: {
      alertEmails: seller?.alertEmails !== false,
      dailyDigest: seller?.dailyDigest === true,
    },
    cases: caseSettingsOf(seller),
  };
}

/** getSellerSettings through the server-state cache (a save below forgets it). */
export const sellerSettingsQuery = (firestore: Firestore, uid: string) =>
  readQuery(['seller-settings', uid], () => getSellerSettings(firestore, uid));

/** Changes it; the rules check the name's shape, this the zone itself. */
export async function saveSellerTimeZone(firestore: Firestore, uid: string, timeZone: string) {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`unknown time zone ${String(timeZone)}`);
  await updateDoc(doc(firestore, paths.seller(uid)), { timeZone });
  forgetReads(['seller-settings', uid]);
}
