import { AuthScreen } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function LoginPage() {
  useDocumentTitle({ screen: 'login' });
  return <AuthScreen mode="login" />;
}
