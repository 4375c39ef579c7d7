import { AuthScreen } from '@/features/auth';

export default function LoginPage() {
  return <AuthScreen mode="login" />;
}
