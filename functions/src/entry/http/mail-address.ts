import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../../platform/admin.js';
import { answerAlertAddressCall } from '../../domains/alerts/alert-address.js';
import { appOrigin } from '../../platform/app-origin.js';
import { signedInCall } from '../../platform/http/signed-in-call.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';

/**
 * /mail/address (Hosting rewrite): the account overview's alert address calls
 * (domains/alerts/alert-address.ts; contract: AlertAddressCall in shared/schemas/alert-address.ts).
 * Only a member whose role may change the account's settings, with a valid ID token; what their
 * token proves (the verified address) decides what they may do.
 */
export const mailAddress = onRequest(
  { maxInstances: 10 },
  signedInCall(async (signIn, body) => {
    const db = adminFirestore();
    const answer = await answerAlertAddressCall(db, signIn, body, {
      keys: await mailKeys(db),
      now: new Date(),
      origin: appOrigin(),
    });
    const { action, status } = answer;
    logger.info('Alert address call', { uid: signIn.uid, action, status });
    return answer;
  }),
);
