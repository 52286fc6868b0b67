import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { signInOf } from '../../platform/http/sign-in.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { answerInvitationCall } from '../../domains/invitations/invitations.js';

/**
 * /account/invitations (Hosting rewrite): an Owner invites and revokes, the invitee looks at the
 * link's invitation and accepts it (domains/invitations/invitations.ts; contract: InvitationCall
 * in shared/schemas/invitation.ts). Only a signed-in person with a valid ID token; their member
 * document, or the verified address their token carries, decides.
 */
export const accountInvitations = onRequest({ maxInstances: 10 }, async (request, response) => {
  response.set('Cache-Control', 'no-store');
  if (request.method !== 'POST') {
    response.status(405).json({ error: 'invalid_request' });
    return;
  }
  const signIn = await signInOf(request.get('authorization'));
  if (!signIn) {
    response.status(401).json({ error: 'unauthenticated' });
    return;
  }
  const db = adminFirestore();
  const answer = await answerInvitationCall(db, signIn, request.body, {
    keys: await mailKeys(db),
    now: new Date(),
    origin: appOrigin(),
  });
  logger.info('Account invitations call', {
    uid: signIn.uid,
    action: answer.action,
    status: answer.status,
  });
  response.status(answer.status).json(answer.body);
});
