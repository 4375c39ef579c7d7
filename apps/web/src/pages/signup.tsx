import { AuthScreen } from '@/features/auth/auth-screen';

export default function SignupPage() {
  return <AuthScreen mode="signup" />;
}
