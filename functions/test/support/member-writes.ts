/**
 * What the app writes as a member of an account, through the client SDK under firestore.rules:
 * shared by the rules tests (the role matrix) and the activity log's, so both write what the
 * screens write.
 */
import { doc, increment, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  TEMPLATE_COUNT_FIELD,
  TEMPLATE_COUNTED_BY_FIELD,
  TEMPLATE_COUNTED_ID_FIELD,
  deletedProductDoc,
  newProductInput,
  paths,
} from '../../src/shared/index.js';

/** A product as the product form saves it. */
export const productInput = () => ({ ...newProductInput(), title: 'Bamboo cutting board' });

/** A template as the templates screen saves it. */
export const templateInput = () => ({
  name: 'Spring',
  card: { ...DEFAULT_CARD_DESIGN },
  qrStyle: { ...DEFAULT_QR_STYLE },
  logoPath: '',
  language: 'en',
  complianceMode: true,
});

/** Deletes product `id` of `accountId` with its tombstone in one commit, the tombstone naming `by`. */
export function deleteProductAs(db: Firestore, accountId: string, id: string, by: string) {
  const batch = writeBatch(db);
  batch.delete(doc(db, paths.product(id)));
  batch.set(doc(db, paths.deletedProduct(id)), deletedProductDoc(accountId, serverTimestamp(), by));
  return batch.commit();
}

/** The account's template count moved by `delta` for template `id`, counted by `by`. */
const templateCounted = (delta: 1 | -1, id: string, by: string) => ({
  [TEMPLATE_COUNT_FIELD]: increment(delta),
  [TEMPLATE_COUNTED_ID_FIELD]: id,
  [TEMPLATE_COUNTED_BY_FIELD]: by,
});

/** Creates template `id` of `accountId` as `by`, counted in the same commit. */
export function createTemplateAs(db: Firestore, accountId: string, id: string, by: string) {
  const batch = writeBatch(db);
  batch.set(doc(db, paths.template(id)), {
    ...templateInput(),
    ownerId: accountId,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedBy: by,
  });
  batch.update(doc(db, paths.seller(accountId)), templateCounted(1, id, by));
  return batch.commit();
}

/** Deletes template `id` of `accountId`, the count lowered in the same commit naming `by`. */
export function deleteTemplateAs(db: Firestore, accountId: string, id: string, by: string) {
  const batch = writeBatch(db);
  batch.delete(doc(db, paths.template(id)));
  batch.update(doc(db, paths.seller(accountId)), templateCounted(-1, id, by));
  return batch.commit();
}
