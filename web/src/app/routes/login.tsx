import { LoginScreen } from '@/features/auth';

export default function LoginRoute() {
  return <LoginScreen />;
}
