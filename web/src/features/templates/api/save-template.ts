import {
  COLLECTIONS,
  TEMPLATE_COUNT_FIELD,
  TEMPLATE_COUNTED_BY_FIELD,
  TEMPLATE_COUNTED_ID_FIELD,
  paths,
  type TemplateInput,
} from '@shared';
import {
  collection,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';

/**
 * The seller's templateCount raised (+1) or lowered (-1) in the commit that creates or deletes
 * `templateId`, naming it and the member who does it: the rules take a template's create or
 * delete only so, which keeps the ceiling exact (docs/decisions.md, "Templates per seller").
 */
function countTemplate(
  firestore: Firestore,
  ownerId: string,
  actorUid: string,
  templateId: string,
  delta: 1 | -1,
) {
  return [
    doc(firestore, paths.seller(ownerId)),
    {
      [TEMPLATE_COUNT_FIELD]: increment(delta),
      [TEMPLATE_COUNTED_ID_FIELD]: templateId,
      [TEMPLATE_COUNTED_BY_FIELD]: actorUid,
    },
  ] as const;
}

/**
 * Creates templates/{new id} in the shape the rules accept, naming the member who writes
 * (`actorUid`); returns the id.
 */
export async function createTemplate(
  firestore: Firestore,
  ownerId: string,
  actorUid: string,
  input: TemplateInput,
) {
  const ref = doc(collection(firestore, COLLECTIONS.templates));
  const batch = writeBatch(firestore);
  batch.set(ref, {
    ...input,
    ownerId,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedBy: actorUid,
  });
  batch.update(...countTemplate(firestore, ownerId, actorUid, ref.id, 1));
  await batch.commit();
  return ref.id;
}

/** Replaces the editable fields, naming the member who writes; ownerId and createdAt stay. */
export function updateTemplate(
  firestore: Firestore,
  id: string,
  actorUid: string,
  input: TemplateInput,
) {
  const { name, card, qrStyle, logoPath, language, complianceMode } = input;
  return updateDoc(doc(firestore, paths.template(id)), {
    name,
    card,
    qrStyle,
    logoPath,
    language,
    complianceMode,
    updatedAt: serverTimestamp(),
    updatedBy: actorUid,
  });
}

export function deleteTemplate(
  firestore: Firestore,
  ownerId: string,
  actorUid: string,
  id: string,
) {
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, paths.template(id)));
  batch.update(...countTemplate(firestore, ownerId, actorUid, id, -1));
  return batch.commit();
}
