import { isValidTimeZone, paths } from '@shared';
import { doc, getDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { converters } from '@/lib/firestore';

/** The seller's analytics time zone (sellers/{uid}.timeZone), or null when none is set yet. */
export async function getSellerTimeZone(firestore: Firestore, uid: string): Promise<string | null> {
  const snapshot = await getDoc(doc(firestore, paths.seller(uid)).withConverter(converters.seller));
  const stored = snapshot.data()?.timeZone;
  return isValidTimeZone(stored) ? stored : null;
}

/** Changes it; the rules check the name's shape, this the zone itself. */
export async function saveSellerTimeZone(firestore: Firestore, uid: string, timeZone: string) {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`unknown time zone ${timeZone}`);
  await updateDoc(doc(firestore, paths.seller(uid)), { timeZone });
}
