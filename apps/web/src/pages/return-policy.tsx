import { ReturnPolicy } from '@/features/policies';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ReturnPolicyPage() {
  useDocumentTitle({ screen: 'returnPolicy' });
  return (
    <main>
      <ReturnPolicy />
    </main>
  );
}
