import type { Firestore } from 'firebase/firestore';
import { startRead } from '@/lib/server-state/server-state';
import { templatesLiveQuery } from './hooks/use-templates';

/** /templates: the seller's templates, started by the route's loader (docs/decisions.md, "Server state"). */
export function startTemplatesReads(firestore: Firestore, uid: string) {
  startRead(templatesLiveQuery(firestore, uid));
}
