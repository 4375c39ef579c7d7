import { PromotionsScreen } from '@/features/promotions';

export default function AdminPromotionsPage() {
  return <PromotionsScreen />;
}
