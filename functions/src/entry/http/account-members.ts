import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../../platform/admin.js';
import { signedInCall } from '../../platform/http/signed-in-call.js';
import { answerMemberCall } from '../../domains/accounts/member-calls.js';
import { isRecord } from '../../shared/narrow.js';

/**
 * /account/members (Hosting rewrite): the members screen's calls, change a role, remove a member,
 * hand over ownership (domains/accounts/member-calls.ts; contract: AccountMemberCall in
 * shared/schemas/account-call.ts). Only a signed-in person with a valid ID token; their member
 * document decides what they may do.
 */
export const accountMembers = onRequest(
  { maxInstances: 10 },
  signedInCall(async (signIn, body) => {
    const answer = await answerMemberCall(adminFirestore(), signIn.uid, body);
    const { action, accountId } = isRecord(body) ? body : {};
    logger.info('Account members call', {
      uid: signIn.uid,
      accountId,
      action,
      status: answer.status,
    });
    return answer;
  }),
);
