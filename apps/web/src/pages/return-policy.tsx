import { ReturnPolicy } from '@/features/policies';
import { listedPageHead, RouteHead } from '@/features/seo';

export default function ReturnPolicyPage() {
  return (
    <main>
      <RouteHead head={(origin) => listedPageHead('returnPolicy', origin)} />
      <ReturnPolicy />
    </main>
  );
}
