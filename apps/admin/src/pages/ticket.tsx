import { useParams } from 'react-router';
import { TicketDetailScreen } from '@/features/tickets';

export default function AdminTicketPage() {
  const { id = '' } = useParams();
  return <TicketDetailScreen key={id} id={id} />;
}
