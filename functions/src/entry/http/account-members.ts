import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../../platform/admin.js';
import { signInOf } from '../../platform/http/sign-in.js';
import { answerMemberCall } from '../../domains/accounts/member-calls.js';
import { isRecord } from '../../shared/narrow.js';

/**
 * /account/members (Hosting rewrite): the members screen's calls, change a role, remove a member,
 * hand over ownership (domains/accounts/member-calls.ts; contract: AccountMemberCall in
 * shared/schemas/account-call.ts). Only a signed-in person with a valid ID token; their member
 * document decides what they may do.
 */
export const accountMembers = onRequest({ maxInstances: 10 }, async (request, response) => {
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
  const answer = await answerMemberCall(adminFirestore(), signIn.uid, request.body);
  const body: unknown = request.body;
  const { action, accountId } = isRecord(body) ? body : {};
  logger.info('Account members call', {
    uid: signIn.uid,
    accountId,
    action,
    status: answer.status,
  });
  response.status(answer.status).json(answer.body);
});
