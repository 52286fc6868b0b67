import type { ImportTemplate } from '@shared';
import { getDocs, type Firestore } from 'firebase/firestore';
import { sellerTemplatesQuery, splitRows } from '@/lib/firestore';
import { actionRead } from '@/lib/server-state/server-state';
import { importKeys } from './query-keys';

/** The seller's templates, for rows that name one (one bounded query: "Ceilings"). */
export async function getSellerTemplates(
  firestore: Firestore,
  uid: string,
): Promise<ImportTemplate[]> {
  const snapshot = await getDocs(sellerTemplatesQuery(firestore, uid));
  return splitRows(snapshot.docs).rows.map(({ id, name, card, qrStyle, logoPath, language }) => ({
    id,
    name,
    card,
    qrStyle,
    logoPath,
    language,
  }));
}

/** The seller's templates as they are now, for the preview (an action's read). */
export const importTemplatesQuery = (firestore: Firestore, uid: string) =>
  actionRead(importKeys.templates(uid), () => getSellerTemplates(firestore, uid));
