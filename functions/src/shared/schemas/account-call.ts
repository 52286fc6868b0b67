import * as v from 'valibot';
import { DocId } from './doc-id.js';
import { MemberRole } from './account.js';

/**
 * One call of the members screen (an Owner's, checked by the function against the role table):
 * `setRole` gives a member another role; `remove` takes a member out of the account (a member may
 * also remove themselves: leave); `handOver` makes a member an Owner and the caller a Manager, in
 * one step. None of them may leave the account without an Owner.
 */
export const AccountMemberCall = v.variant('action', [
  v.object({ action: v.literal('setRole'), accountId: DocId, uid: DocId, role: MemberRole }),
  v.object({ action: v.literal('remove'), accountId: DocId, uid: DocId }),
  v.object({ action: v.literal('handOver'), accountId: DocId, uid: DocId }),
]);
export type AccountMemberCall = v.InferOutput<typeof AccountMemberCall>;
