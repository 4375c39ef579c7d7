import { ReturnPolicy } from '@/features/policies';
import { RouteHead } from '@/features/seo';

export default function ReturnPolicyPage() {
  return (
    <main>
      <RouteHead screen="returnPolicy" />
      <ReturnPolicy />
    </main>
  );
}
