/** The imports feature's public surface (the /imports route). */
export { ImportsScreen } from './components/imports-screen';
