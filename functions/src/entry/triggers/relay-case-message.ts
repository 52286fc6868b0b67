import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { relaySellerMessage } from '../../domains/cases/relay-seller-message.js';
import { COLLECTIONS, CaseMessageDoc } from '../../shared/index.js';

/**
 * A seller's reply on a case goes to the customer by email
 * (domains/cases/relay-seller-message.ts).
 */
export const relayCaseMessage = onDocumentCreated(
  `${COLLECTIONS.cases}/{caseId}/${COLLECTIONS.caseMessages}/{messageId}`,
  async (event) => {
    const parsed = v.safeParse(CaseMessageDoc, event.data?.data());
    if (!parsed.success) return;
    const { caseId, messageId } = event.params;
    const result = await relaySellerMessage(adminFirestore(), caseId, messageId, parsed.output, {
      now: new Date(),
      origin: appOrigin(),
    });
    if (result !== 'not_seller') logger.info('Case reply', { caseId, messageId, result });
  },
);
