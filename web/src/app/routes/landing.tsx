import { LandingPage } from '@/features/landing';

export default function LandingRoute() {
  return <LandingPage />;
}
