export { MembersScreen } from './components/members-screen';
export { AcceptInvitationScreen } from './components/accept-invitation';
