import type { Firestore } from 'firebase/firestore';
import { startRead } from '@/lib/server-state/server-state';
import { templateSyncsLiveQuery } from './hooks/use-template-syncs';
import { templatesLiveQuery } from './hooks/use-templates';

/**
 * /templates: the seller's templates and their syncs under way, started by the route's loader
 * (docs/decisions.md, "Server state").
 */
export function startTemplatesReads(firestore: Firestore, uid: string) {
  startRead(templatesLiveQuery(firestore, uid));
  startRead(templateSyncsLiveQuery(firestore, uid));
}
