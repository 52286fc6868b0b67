import { COLLECTIONS, paths, type TemplateInput } from '@shared';
import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';

/** Creates templates/{new id} in the shape the rules accept; returns the id. */
export async function createTemplate(firestore: Firestore, ownerId: string, input: TemplateInput) {
  const ref = doc(collection(firestore, COLLECTIONS.templates));
  await setDoc(ref, {
    ...input,
    ownerId,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** Replaces the editable fields; ownerId and createdAt stay. */
export function updateTemplate(firestore: Firestore, id: string, input: TemplateInput) {
  const { name, card, qrStyle, logoPath, language, complianceMode } = input;
  return updateDoc(doc(firestore, paths.template(id)), {
    name,
    card,
    qrStyle,
    logoPath,
    language,
    complianceMode,
    updatedAt: serverTimestamp(),
  });
}

export function deleteTemplate(firestore: Firestore, id: string) {
  return deleteDoc(doc(firestore, paths.template(id)));
}
