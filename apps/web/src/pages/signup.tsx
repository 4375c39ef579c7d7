import { DocumentTitle } from '@/components/ui/document-title';
import { AuthScreen } from '@/features/auth';

export default function SignupPage() {
  return (
    <>
      <DocumentTitle screen="signup" />
      <AuthScreen mode="signup" />
    </>
  );
}
