import { DocumentTitle } from '@/components/ui/document-title';
import { ReturnPolicy } from '@/features/policies';

export default function ReturnPolicyPage() {
  return (
    <main>
      <DocumentTitle screen="returnPolicy" />
      <ReturnPolicy />
    </main>
  );
}
