import { BagView } from '@/features/bag/bag-view';

export default function BagPage() {
  return (
    <main>
      <BagView />
    </main>
  );
}
