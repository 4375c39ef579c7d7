import { TicketsScreen } from '@/features/tickets';

export default function AdminTicketsPage() {
  return <TicketsScreen />;
}
