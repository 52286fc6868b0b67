import {
  MAX_ALERT_PRODUCTS,
  MemberDoc,
  paths,
  SellerDoc,
  type MemberAlerts,
  type Store,
} from '@shared';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import * as v from 'valibot';

/** What the member's own alert settings say, without the server's time of the write. */
export type MyAlertSettings = Omit<MemberAlerts, 'updatedAt'>;

/** The signed-in member's own member document, live (its `alerts` and where they go). */
export function watchMyMembership(
  firestore: Firestore,
  accountId: string,
  uid: string,
  onChange: (member: MemberDoc | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(firestore, paths.accountMember(accountId, uid)),
    (snapshot) => {
      const parsed = v.safeParse(MemberDoc, snapshot.data());
      onChange(parsed.success ? parsed.output : null);
    },
    onError,
  );
}

/** The account's profile (its language and alert switches: a new member's defaults). */
export async function readAccountProfile(
  firestore: Firestore,
  accountId: string,
): Promise<SellerDoc | null> {
  const parsed = v.safeParse(
    SellerDoc,
    (await getDoc(doc(firestore, paths.seller(accountId)))).data(),
  );
  return parsed.success ? parsed.output : null;
}

/** Products offered to follow: the account's first PRODUCT_CHOICES, by title (one bounded query). */
export const PRODUCT_CHOICES = 200;

export async function readProductChoices(
  firestore: Firestore,
  accountId: string,
): Promise<{ id: string; title: string }[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, paths.products()),
      where('ownerId', '==', accountId),
      limit(PRODUCT_CHOICES),
    ),
  );
  return snapshot.docs
    .map((item) => {
      const title: unknown = item.get('title');
      return { id: item.id, title: typeof title === 'string' && title ? title : item.id };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * Saves the member's own settings (firestore.rules lets only them write their `alerts`, every
 * field checked): at most MAX_ALERT_PRODUCTS products, each marketplace once.
 */
export async function saveMyAlerts(
  firestore: Firestore,
  accountId: string,
  uid: string,
  settings: MyAlertSettings,
): Promise<void> {
  const unique = <T>(list: readonly T[]) => [...new Set(list)];
  await updateDoc(doc(firestore, paths.accountMember(accountId, uid)), {
    alerts: {
      emails: settings.emails,
      digest: settings.digest,
      locale: settings.locale,
      products: unique(settings.products).slice(0, MAX_ALERT_PRODUCTS),
      stores: unique<Store>(settings.stores),
      updatedAt: serverTimestamp(),
    },
  });
}
