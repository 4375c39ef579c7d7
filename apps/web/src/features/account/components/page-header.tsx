import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

/** The back arrow and title every account screen starts with. */
export function PageHeader({ title, backTo }: { title: string; backTo: string }) {
  const navigate = useNavigate();
  return (
    <header className="flex items-center gap-2 py-4">
      <Button variant="ghost" size="icon" aria-label="Go back" onClick={() => navigate(backTo)}>
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Button>
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
    </header>
  );
}
