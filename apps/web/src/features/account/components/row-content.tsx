import { ChevronRight } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';

/** What an account list's row shows: its icon, its title (with a line of detail under it) and a chevron. */
export function RowContent({
  icon: Icon,
  title,
  detail,
}: {
  icon: ComponentType<{ className?: string }>;
  /** Its words, or a part that reads them in the page's language later (LaterTexts). */
  title: ReactNode;
  detail?: string;
}) {
  return (
    <>
      <Icon aria-hidden="true" className="size-5 text-brand-600" />
      <span className="flex-1">
        {detail === undefined ? (
          title
        ) : (
          <>
            <span className="block text-sm font-medium">{title}</span>
            <span className="block text-xs text-muted">{detail}</span>
          </>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-muted" />
    </>
  );
}
