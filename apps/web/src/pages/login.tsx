import { DocumentTitle } from '@/components/ui/document-title';
import { AuthScreen } from '@/features/auth';

export default function LoginPage() {
  return (
    <>
      <DocumentTitle screen="login" />
      <AuthScreen mode="login" />
    </>
  );
}
