import { COLLECTIONS, ProductDeleteJobRequest } from '@shared';
import { collection, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import * as v from 'valibot';
import type { Actor } from '@/lib/account/actor';
import type { ProductSelection } from './types';

/**
 * Queues a bulk delete (docs/decisions.md, "Product list at scale"): creates productDeleteJobs/{id}, which the runProductDeleteJob
 * function works in chunks (each product with its tombstone); the dialog watches the document for
 * progress, and the job goes on if the tab is closed. Returns the job id. A request the shared
 * schema refuses throws before anything is written.
 */
export async function createProductDeleteJob(
  firestore: Firestore,
  actor: Actor,
  selection: ProductSelection,
): Promise<string> {
  const request = v.parse(
    ProductDeleteJobRequest,
    selection.kind === 'rows'
      ? { productIds: selection.rows.map((row) => row.id) }
      : { filter: selection.filter, expected: selection.count },
  );
  const ref = doc(collection(firestore, COLLECTIONS.productDeleteJobs));
  await setDoc(ref, {
    ownerId: actor.accountId,
    createdBy: actor.uid,
    ...request,
    status: 'queued',
    createdAt: serverTimestamp(),
  });
  return ref.id;
}
