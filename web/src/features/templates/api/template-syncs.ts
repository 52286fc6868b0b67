import {
  MAX_TEMPLATES_PER_SELLER,
  TEMPLATE_SYNC_WORKING,
  TemplateSyncJobDoc,
  paths,
} from '@shared';
import { collection, limit, query, where, type Firestore } from 'firebase/firestore';
import { schemaConverter, type Row } from '@/lib/firestore';

const syncConverter = schemaConverter(TemplateSyncJobDoc);

/**
 * The seller's template syncs under way (templateSyncJobs, written by functions): the products
 * carrying a template following a change of its design (docs/decisions.md, "Templates are
 * copies, products follow them"). At most one per template, and for a moment two while a newer
 * change supersedes an older one.
 */
export const workingSyncsQuery = (firestore: Firestore, uid: string) =>
  query(
    collection(firestore, paths.templateSyncJobs()).withConverter(syncConverter),
    where('ownerId', '==', uid),
    where('status', 'in', [...TEMPLATE_SYNC_WORKING]),
    limit(2 * MAX_TEMPLATES_PER_SELLER),
  );

/** How far the products of a template have followed its last change. */
export interface SyncProgress {
  processed: number;
  /** Unknown until the job has counted the products (it is queued). */
  total: number | null;
}

/** Each template's progress, from its newest sync under way. */
export function progressByTemplate(syncs: readonly Row<TemplateSyncJobDoc>[]) {
  const newest = new Map<string, Row<TemplateSyncJobDoc>>();
  for (const sync of syncs) {
    const seen = newest.get(sync.templateId);
    if (
      !seen ||
      (sync.createdAt?.toMillis() ?? Infinity) > (seen.createdAt?.toMillis() ?? Infinity)
    ) {
      newest.set(sync.templateId, sync);
    }
  }
  return new Map<string, SyncProgress>(
    [...newest].map(([templateId, sync]) => [
      templateId,
      {
        processed: sync.processed ?? 0,
        total: sync.status === 'running' ? (sync.total ?? null) : null,
      },
    ]),
  );
}
