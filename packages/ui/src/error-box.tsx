import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

/** The red inline box of SPEC §8 for a section that failed to load. */
export function ErrorBox({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-center gap-2 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
