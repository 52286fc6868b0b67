import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { deleteMatching } from '../../platform/lifetimes/delete-documents.js';
import { COLLECTIONS, paths } from '../../shared/index.js';
import { caseMailId } from './open-case.js';

/**
 * Pages of DELETE_BATCH documents per kind per case: a thread holds at most CASE_MAX_MESSAGES
 * (rules may let a burst pass it by a few), a case has a link per relayed reply; what a bound
 * leaves is found again by the next sweep (by purgeAt / expiresAt).
 */
const MAX_BATCHES_PER_CASE = 4;

/**
 * Everything of a case that can hold the customer's address or words: the contact, the thread,
 * the links, and the case's emails in `mail` (confirmation, relayed replies, the seller's alerts,
 * ids `case-{caseId}-…`). The case document is the caller's.
 */
export async function deleteCaseData(db: Firestore, caseId: string): Promise<void> {
  const prefix = caseMailId(caseId, '');
  await Promise.all([
    db.doc(paths.caseContact(caseId)).delete(),
    deleteMatching(db, db.collection(paths.caseMessages(caseId)), MAX_BATCHES_PER_CASE),
    deleteMatching(
      db,
      db.collection(COLLECTIONS.caseTokens).where('caseId', '==', caseId),
      MAX_BATCHES_PER_CASE,
    ),
    deleteMatching(
      db,
      db
        .collection(COLLECTIONS.mail)
        .where(FieldPath.documentId(), '>=', prefix)
        .where(FieldPath.documentId(), '<', `${prefix}\uf8ff`),
      MAX_BATCHES_PER_CASE,
    ),
  ]);
}

/** A purged case: its data, then the case document itself. */
export async function deleteCase(db: Firestore, caseId: string): Promise<void> {
  await deleteCaseData(db, caseId);
  await db.doc(paths.case(caseId)).delete();
}
