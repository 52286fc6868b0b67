import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { AccountMemberCall, type AccountMemberErrorCode } from '../../shared/index.js';
import { changeMembers, type MemberChangeError } from './members.js';

export type MemberCallAnswer =
  { status: 200; body: { ok: true } } | { status: number; body: { error: AccountMemberErrorCode } };

const FAILURE_STATUS: Record<MemberChangeError, number> = {
  not_allowed: 403,
  not_member: 404,
  last_owner: 409,
  member_limit: 409,
  account_limit: 409,
};

/**
 * POST /account/members (the accountMembers function): one call of the members screen by the
 * signed-in person `uid`, checked against the role table in the transaction that makes it
 * (members.ts). A body that is no call changes nothing.
 */
export async function answerMemberCall(
  db: Firestore,
  uid: string,
  body: unknown,
  now: Date = new Date(),
): Promise<MemberCallAnswer> {
  const parsed = v.safeParse(AccountMemberCall, body);
  if (!parsed.success) return { status: 400, body: { error: 'invalid_request' } };
  const result = await changeMembers(db, uid, parsed.output, now);
  if (result.ok) return { status: 200, body: { ok: true } };
  return { status: FAILURE_STATUS[result.error], body: { error: result.error } };
}
