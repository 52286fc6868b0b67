import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { adminFirestore } from '../../platform/admin.js';
import { caseStatsChange } from '../../domains/cases/case-stats.js';
import { recordCaseStatsChange } from '../../domains/cases/case-stats-writes.js';
import { deleteCaseData } from '../../domains/cases/delete-case.js';
import { COLLECTIONS, CaseDoc } from '../../shared/index.js';

const parse = (data: unknown) => {
  const parsed = v.safeParse(CaseDoc, data);
  return parsed.success ? parsed.output : null;
};

/**
 * Every change of cases/{id} updates the seller's numbers (domains/cases/case-stats.ts). A deleted
 * case (the sweep, or a TTL policy that deletes only the case document) takes its address, thread
 * and links with it.
 */
export const trackCaseChanges = onDocumentWritten(
  `${COLLECTIONS.cases}/{caseId}`,
  async (event) => {
    const db = adminFirestore();
    const before = parse(event.data?.before.data());
    const after = parse(event.data?.after.data());
    const owner = after ?? before;
    if (owner) {
      await recordCaseStatsChange(
        db,
        event.id,
        { ownerId: owner.ownerId, productId: owner.productId, caseId: event.params.caseId },
        caseStatsChange(before, after),
        new Date(),
      );
    }
    if (event.data?.before.exists && !event.data.after.exists) {
      await deleteCaseData(db, event.params.caseId);
    }
  },
);
