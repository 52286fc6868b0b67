import { paths } from '@shared';
import {
  addDoc,
  collection,
  doc,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';

/**
 * The seller's reply: a message the rules accept only on their own case, once the customer has
 * confirmed the address; a function relays it by email (the address stays hidden from the seller).
 */
export async function sendCaseReply(
  firestore: Firestore,
  ownerId: string,
  caseId: string,
  text: string,
): Promise<void> {
  await addDoc(collection(firestore, paths.caseMessages(caseId)), {
    ownerId,
    author: 'seller',
    text,
    createdAt: serverTimestamp(),
  });
}

/** "Mark resolved": the only change the rules let the seller make to a case. */
export async function resolveCase(firestore: Firestore, caseId: string): Promise<void> {
  await updateDoc(doc(firestore, paths.case(caseId)), {
    status: 'resolved',
    resolvedAt: serverTimestamp(),
  });
}
