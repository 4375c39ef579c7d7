import { ReturnPolicy } from '@/features/policies';

export default function ReturnPolicyPage() {
  return (
    <main>
      <ReturnPolicy />
    </main>
  );
}
