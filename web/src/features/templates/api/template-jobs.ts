import { COLLECTIONS, TemplateJobRequest, type ProductFilter } from '@shared';
import * as v from 'valibot';
import { collection, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { Actor } from '@/lib/account/actor';

/** Which products a job applies to: selected ids, or all matching the list's filter. */
export type TemplateJobTarget =
  { productIds: string[] } | { filter: ProductFilter; expected: number | null };

/**
 * Queues Apply Template: creates templateJobs/{id}, which the runTemplateJob function
 * works; the dialog watches the document for progress. Returns the job id. A request the shared
 * schema refuses throws before anything is written (the dialog says the job could not start).
 */
export async function createTemplateJob(
  firestore: Firestore,
  actor: Actor,
  templateId: string,
  target: TemplateJobTarget,
): Promise<string> {
  const request = v.parse(TemplateJobRequest, { templateId, ...target });
  const ref = doc(collection(firestore, COLLECTIONS.templateJobs));
  await setDoc(ref, {
    ownerId: actor.accountId,
    createdBy: actor.uid,
    ...request,
    status: 'queued',
    createdAt: serverTimestamp(),
  });
  return ref.id;
}
