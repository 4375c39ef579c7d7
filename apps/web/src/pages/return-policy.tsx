import { ReturnPolicy } from '@/features/policies/return-policy';

export default function ReturnPolicyPage() {
  return (
    <main>
      <ReturnPolicy />
    </main>
  );
}
