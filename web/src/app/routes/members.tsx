import { MembersScreen } from '@/features/members';

/** /members: the account's team, its invitations (docs/decisions.md, "Invitations"). */
export default function MembersRoute() {
  return <MembersScreen />;
}
