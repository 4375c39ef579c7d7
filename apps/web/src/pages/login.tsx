import { AuthScreen } from '@/features/auth/auth-screen';

export default function LoginPage() {
  return <AuthScreen mode="login" />;
}
