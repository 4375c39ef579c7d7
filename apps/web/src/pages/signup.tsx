import { AuthScreen } from '@/features/auth';

export default function SignupPage() {
  return <AuthScreen mode="signup" />;
}
