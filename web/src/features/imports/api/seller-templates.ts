import { COLLECTIONS, type ImportTemplate } from '@shared';
import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { converters, splitRows } from '@/lib/firestore';

/** The seller's templates, for rows that name one (a seller has a handful: one query). */
export async function getSellerTemplates(
  firestore: Firestore,
  uid: string,
): Promise<ImportTemplate[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, COLLECTIONS.templates).withConverter(converters.template),
      where('ownerId', '==', uid),
    ),
  );
  return splitRows(snapshot.docs).rows.map(({ id, name, card, qrStyle, logoPath, language }) => ({
    id,
    name,
    card,
    qrStyle,
    logoPath,
    language,
  }));
}
