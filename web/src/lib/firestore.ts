/**
 * The web app's trust boundary for Firestore: every document a screen reads passes through its
 * shared valibot schema (@shared parseStoredDoc) in a Firestore converter, never a cast. A stored
 * document that does not match throws InvalidDocumentError when its data is read; screens show
 * <InvalidDataAlert> for it instead of crashing.
 */
import {
  InvalidDocumentError,
  MAX_TEMPLATES_PER_SELLER,
  parseStoredDoc,
  paths,
  ProductDoc,
  SellerDoc,
  TemplateDoc,
} from '@shared';
import {
  collection,
  doc,
  FirestoreError,
  getDoc,
  limit,
  query,
  where,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type * as v from 'valibot';

export function schemaConverter<TSchema extends v.GenericSchema>(
  schema: TSchema,
): FirestoreDataConverter<v.InferOutput<TSchema>, DocumentData> {
  return {
    // Writes go through the api/ functions, which build the shapes the rules accept.
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot, options) =>
      parseStoredDoc(schema, snapshot.ref.path, snapshot.data(options)),
  };
}

/**
 * The converters more than one feature uses. A document only one feature reads has its converter
 * there (schemaConverter), so a screen's first load carries only the schemas it parses.
 */
export const converters = {
  product: schemaConverter(ProductDoc),
  seller: schemaConverter(SellerDoc),
  template: schemaConverter(TemplateDoc),
};

/** A stored document with its id, as lists and screens hold it. */
export type Row<T> = T & { id: string };

/**
 * A query's documents split into valid rows and the ones that do not match their schema, so one
 * malformed document costs its own row, not the whole list.
 */
export function splitRows<T>(docs: readonly QueryDocumentSnapshot<T>[]): {
  rows: Row<T>[];
  invalid: InvalidDocumentError[];
} {
  const rows: Row<T>[] = [];
  const invalid: InvalidDocumentError[] = [];
  for (const snapshot of docs) {
    try {
      rows.push({ ...snapshot.data(), id: snapshot.id });
    } catch (error) {
      if (!(error instanceof InvalidDocumentError)) throw error;
      invalid.push(error);
    }
  }
  return { rows, invalid };
}

/**
 * One of the signed-in seller's own documents, or null when it does not exist or belongs to
 * someone else: the rules refuse both the same way, so other sellers' ids cannot be probed.
 * Throws InvalidDocumentError when it exists but does not match its schema.
 */
async function getOwnDoc<T>(ref: DocumentReference<T>): Promise<Row<T> | null> {
  try {
    const snapshot = await getDoc(ref);
    return snapshot.exists() ? { ...snapshot.data(), id: snapshot.id } : null;
  } catch (error) {
    if (error instanceof FirestoreError && error.code === 'permission-denied') return null;
    throw error;
  }
}

/** products/{id} of the signed-in seller (the edit screen, the dashboard). */
export function getOwnProduct(firestore: Firestore, id: string) {
  return getOwnDoc(doc(firestore, paths.product(id)).withConverter(converters.product));
}

/**
 * The signed-in seller's templates (the templates screen, the template filter, Apply Template and
 * imports). A seller has at most MAX_TEMPLATES_PER_SELLER (docs/decisions.md, "Ceilings"); the
 * one more read shows templates a burst of creates put past it. The rules refuse any templates
 * query not filtered on ownerId == uid or without this limit.
 */
export function sellerTemplatesQuery(firestore: Firestore, uid: string) {
  return query(
    collection(firestore, paths.templates()).withConverter(converters.template),
    where('ownerId', '==', uid),
    limit(MAX_TEMPLATES_PER_SELLER + 1),
  );
}
