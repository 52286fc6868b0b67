import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { signedInCall } from '../../platform/http/signed-in-call.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { answerInvitationCall } from '../../domains/invitations/invitations.js';

/**
 * /account/invitations (Hosting rewrite): an Owner invites and revokes, the invitee looks at the
 * link's invitation and accepts it (domains/invitations/invitations.ts; contract: InvitationCall
 * in shared/schemas/invitation.ts). Only a signed-in person with a valid ID token; their member
 * document, or the verified address their token carries, decides.
 */
export const accountInvitations = onRequest(
  { maxInstances: 10 },
  signedInCall(async (signIn, body) => {
    const db = adminFirestore();
    const answer = await answerInvitationCall(db, signIn, body, {
      keys: await mailKeys(db),
      now: new Date(),
      origin: appOrigin(),
    });
    const { action, status } = answer;
    logger.info('Account invitations call', { uid: signIn.uid, action, status });
    return answer;
  }),
);
