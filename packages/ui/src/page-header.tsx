import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from './button';
import { cn } from './cn';
import { useUiText } from './ui-text';

export interface PageHeaderProps {
  title: string;
  /** Buttons or links beside the title (a list's "New", a detail page's way back). */
  actions?: ReactNode;
  /** A back arrow before the title, going to this path. */
  backTo?: string;
  /** The back arrow's name; the app's language's "Go back" by default. */
  backLabel?: string;
  /** Set as the document's title while the page shows (a client-rendered page has no server head). */
  documentTitle?: string;
  className?: string;
}

/** A page's heading: the title, an optional way back before it and actions after it. */
export function PageHeader({ title, actions, backTo, backLabel, documentTitle, className }: PageHeaderProps) {
  const navigate = useNavigate();
  const text = useUiText();
  useEffect(() => {
    if (documentTitle) document.title = documentTitle;
  }, [documentTitle]);
  return (
    <header className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <div className="flex items-center gap-2">
        {backTo ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={backLabel ?? text.goBack}
            onClick={() => navigate(backTo)}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Button>
        ) : null}
        <h1 className="font-display text-2xl font-semibold">{title}</h1>
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
