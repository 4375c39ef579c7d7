import { useParams } from 'react-router';
import { ReturnDetailScreen } from '@/features/returns';

export default function AdminReturnPage() {
  const { id = '' } = useParams();
  return <ReturnDetailScreen key={id} id={id} />;
}
