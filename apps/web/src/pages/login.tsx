import { AuthScreen } from '@/features/auth';
import { RouteHead } from '@/features/seo';

export default function LoginPage() {
  return (
    <>
      <RouteHead screen="login" />
      <AuthScreen mode="login" />
    </>
  );
}
