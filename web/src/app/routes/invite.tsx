import { AcceptInvitationScreen } from '@/features/members';

/** /invite?t=<token>: an invitation email's link (docs/decisions.md, "Invitations"). */
export default function InviteRoute() {
  return <AcceptInvitationScreen />;
}
