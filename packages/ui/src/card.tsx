import type { ReactNode } from 'react';
import { cn } from './cn';

/** A bordered panel on the page's canvas, with an optional small heading. */
export function Card({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-xl border border-line bg-surface p-4 sm:p-5', className)}>
      {title ? (
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      ) : null}
      {children}
    </section>
  );
}
