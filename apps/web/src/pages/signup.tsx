import { AuthScreen } from '@/features/auth';
import { RouteHead } from '@/features/seo';

export default function SignupPage() {
  return (
    <>
      <RouteHead screen="signup" />
      <AuthScreen mode="signup" />
    </>
  );
}
