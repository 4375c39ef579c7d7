/**
 * Disclosure sections on the browser's own <details>/<summary>: keyboard and screen-reader ready, several may
 * be open at once, and no JavaScript to download before a product page can paint.
 */
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

interface PartProps {
  className?: string;
  children: ReactNode;
}

export function Accordion({ className, children }: PartProps) {
  return <div className={className}>{children}</div>;
}

export function AccordionItem({ className, children }: PartProps) {
  return <details className={cn('group border-b border-line', className)}>{children}</details>;
}

export function AccordionTrigger({ className, children }: PartProps) {
  return (
    <summary
      className={cn(
        'flex cursor-pointer list-none items-center justify-between py-4 text-left text-sm font-bold tracking-wider [&::-webkit-details-marker]:hidden',
        className,
      )}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
      />
    </summary>
  );
}

export function AccordionContent({ className, children }: PartProps) {
  return <div className={cn('pb-4 text-sm text-ink/80', className)}>{children}</div>;
}
