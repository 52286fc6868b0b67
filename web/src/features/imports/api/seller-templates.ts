import type { ImportTemplate } from '@shared';
import { getDocs, type Firestore } from 'firebase/firestore';
import { sellerTemplatesQuery, splitRows } from '@/lib/firestore';

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
