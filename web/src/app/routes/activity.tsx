import { ActivityScreen } from '@/features/activity';

/** /activity: who did what in the account (Owner and Manager). */
export default function ActivityRoute() {
  return <ActivityScreen />;
}
