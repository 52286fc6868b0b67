/** The landing page's public surface (composed by app/routes/landing.tsx). */
export { LandingPage, landingMetaMessages } from './components/landing-page';
