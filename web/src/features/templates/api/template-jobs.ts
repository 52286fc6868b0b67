import { COLLECTIONS } from '@shared';
import { collection, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';

/**
 * Queues Apply Template: creates templateJobs/{id}, which the runTemplateJobOnCreate function
 * works; the dialog watches the document for progress. Returns the job id.
 */
export async function createTemplateJob(
  firestore: Firestore,
  ownerId: string,
  templateId: string,
  productIds: string[],
): Promise<string> {
  const ref = doc(collection(firestore, COLLECTIONS.templateJobs));
  await setDoc(ref, {
    ownerId,
    templateId,
    productIds,
    status: 'queued',
    createdAt: serverTimestamp(),
  });
  return ref.id;
}
