import { AuthScreen } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SignupPage() {
  useDocumentTitle({ screen: 'signup' });
  return <AuthScreen mode="signup" />;
}
