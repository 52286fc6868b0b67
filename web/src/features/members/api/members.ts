import {
  ACCOUNT_MEMBER_ERRORS,
  ACCOUNT_PATHS,
  COLLECTIONS,
  INVITATION_ERRORS,
  InvitationAccepted,
  InvitationDoc,
  InvitationPeek,
  MAX_MEMBERS_PER_ACCOUNT,
  MAX_PENDING_INVITATIONS_PER_ACCOUNT,
  MemberDoc,
  paths,
  type AccountMemberCall,
  type InvitationCall,
} from '@shared';
import type { User } from 'firebase/auth';
import { collection, limit, onSnapshot, query, where, type Firestore } from 'firebase/firestore';
import * as v from 'valibot';
import { isOneOf, isRecord } from '@shared/narrow';
import { postSignedIn } from '@/lib/signed-in-post';

/** What a members or invitations call was refused with ('failed': no answer the app knows). */
export type TeamError =
  (typeof ACCOUNT_MEMBER_ERRORS)[number] | (typeof INVITATION_ERRORS)[number] | 'failed';

export class TeamCallError extends Error {
  constructor(readonly code: TeamError) {
    super(`team call: ${code}`);
  }
}

const KNOWN = [...ACCOUNT_MEMBER_ERRORS, ...INVITATION_ERRORS];

/**
 * POST to the accountMembers or accountInvitations function. The server decides; its error names
 * what to say.
 */
async function post(user: Pick<User, 'getIdToken'>, path: string, call: unknown) {
  const answer = await postSignedIn(user, path, call);
  if (!answer) throw new TeamCallError('failed');
  if (answer.ok) return answer.body;
  const error = isRecord(answer.body) ? answer.body.error : undefined;
  throw new TeamCallError(isOneOf(KNOWN, error) ? error : 'failed');
}

export async function callMembers(user: Pick<User, 'getIdToken'>, call: AccountMemberCall) {
  await post(user, ACCOUNT_PATHS.members, call);
}

export async function callInvitations(
  user: Pick<User, 'getIdToken'>,
  call: Extract<InvitationCall, { action: 'invite' | 'revoke' }>,
) {
  await post(user, ACCOUNT_PATHS.invitations, call);
}

export async function peekInvitation(user: Pick<User, 'getIdToken'>, token: string) {
  const parsed = v.safeParse(
    InvitationPeek,
    await post(user, ACCOUNT_PATHS.invitations, { action: 'peek', token }),
  );
  if (!parsed.success) throw new TeamCallError('failed');
  return parsed.output;
}

export async function acceptInvitation(user: Pick<User, 'getIdToken'>, token: string) {
  const parsed = v.safeParse(
    InvitationAccepted,
    await post(user, ACCOUNT_PATHS.invitations, { action: 'accept', token }),
  );
  if (!parsed.success) throw new TeamCallError('failed');
  return parsed.output.accountId;
}

export interface Member extends MemberDoc {
  uid: string;
}

/** The account's members, live, oldest first (at most MAX_MEMBERS_PER_ACCOUNT; Owners only). */
export function watchMembers(
  firestore: Firestore,
  accountId: string,
  onChange: (members: Member[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(collection(firestore, paths.accountMembers(accountId)), limit(MAX_MEMBERS_PER_ACCOUNT)),
    (snapshot) => {
      const members = snapshot.docs.flatMap((item) => {
        const parsed = v.safeParse(MemberDoc, item.data());
        return parsed.success ? [{ uid: item.id, ...parsed.output }] : [];
      });
      members.sort((a, b) => (a.joinedAt?.toMillis() ?? 0) - (b.joinedAt?.toMillis() ?? 0));
      onChange(members);
    },
    onError,
  );
}

export interface Invitation extends InvitationDoc {
  id: string;
}

/**
 * The account's pending invitations, live, newest first (the rules let only its Owners read
 * them); expired ones stay listed until the lifetime sweep deletes them.
 */
export function watchInvitations(
  firestore: Firestore,
  accountId: string,
  onChange: (invitations: Invitation[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(
      collection(firestore, COLLECTIONS.invitations),
      where('accountId', '==', accountId),
      where('status', '==', 'pending'),
      // The pending ceiling, and those expired in the last day the sweep has not deleted yet.
      limit(MAX_PENDING_INVITATIONS_PER_ACCOUNT * 5),
    ),
    (snapshot) => {
      const invitations = snapshot.docs.flatMap((item) => {
        const parsed = v.safeParse(InvitationDoc, item.data());
        return parsed.success ? [{ id: item.id, ...parsed.output }] : [];
      });
      invitations.sort((a, b) => (b.createdAt?.toMillis() ?? 0) - (a.createdAt?.toMillis() ?? 0));
      onChange(invitations);
    },
    onError,
  );
}
