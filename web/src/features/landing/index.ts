/** The landing page's public surface (composed by app/routes/landing.tsx). */
export { LandingPage } from './components/landing-page';
