import { paths } from '@shared';
import {
  collection,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { Actor } from '@/lib/account/actor';

/**
 * The seller's reply, by a member who may answer cases (naming themselves in createdBy): a
 * message the rules accept only on the account's own case, once the customer has
 * confirmed the address, and only in one commit with the case's messageCount raised by one and
 * naming it (lastSellerMessageId), so the thread's ceiling holds however many replies are sent
 * at once (docs/decisions.md, "Abuse limits"); a function relays it by email (the address stays
 * hidden from the seller).
 */
export async function sendCaseReply(
  firestore: Firestore,
  actor: Actor,
  caseId: string,
  text: string,
): Promise<void> {
  const message = doc(collection(firestore, paths.caseMessages(caseId)));
  const batch = writeBatch(firestore);
  batch.set(message, {
    ownerId: actor.accountId,
    createdBy: actor.uid,
    author: 'seller',
    text,
    createdAt: serverTimestamp(),
  });
  batch.update(doc(firestore, paths.case(caseId)), {
    messageCount: increment(1),
    lastSellerMessageId: message.id,
  });
  await batch.commit();
}

/** "Mark resolved": with counting a reply, the only change the rules let the seller make. */
export async function resolveCase(firestore: Firestore, caseId: string): Promise<void> {
  await updateDoc(doc(firestore, paths.case(caseId)), {
    status: 'resolved',
    resolvedAt: serverTimestamp(),
  });
}
