/** The activity feature's public surface (the /activity route). */
export { ActivityScreen } from './components/activity-screen';
