import { AuthScreen } from '@/features/auth';
import { RouteHead, unlistedHead } from '@/features/seo';

export default function SignupPage() {
  return (
    <>
      <RouteHead head={() => unlistedHead('signup')} />
      <AuthScreen mode="signup" />
    </>
  );
}
