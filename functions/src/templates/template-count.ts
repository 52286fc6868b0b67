import type { Firestore } from 'firebase-admin/firestore';
import { TEMPLATE_COUNT_FIELD, TEMPLATE_COUNT_READ_AT_FIELD, paths } from '../shared/index.js';
import { recountOnProfile, type ProfileRecount } from '../sellers/recount-on-profile.js';

/**
 * sellers/{uid}.templateCount (docs/decisions.md, "Ceilings"): the seller's number of templates,
 * which the rules hold below MAX_TEMPLATES_PER_SELLER. Recounted after every template created or
 * deleted (recountOnProfile: a later count is never replaced by an earlier one).
 */
export function recountTemplates(db: Firestore, ownerId: string): Promise<ProfileRecount> {
  return recountOnProfile(
    db,
    ownerId,
    db.collection(paths.templates()).where('ownerId', '==', ownerId),
    { count: TEMPLATE_COUNT_FIELD, readAt: TEMPLATE_COUNT_READ_AT_FIELD },
  );
}
