/** The sign-in feature's public surface (composed by app/routes/login.tsx). */
export { LoginScreen } from './components/login-screen';
