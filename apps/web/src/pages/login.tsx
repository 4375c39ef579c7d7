import { AuthScreen } from '@/features/auth';
import { RouteHead, unlistedHead } from '@/features/seo';

export default function LoginPage() {
  return (
    <>
      <RouteHead head={() => unlistedHead('login')} />
      <AuthScreen mode="login" />
    </>
  );
}
