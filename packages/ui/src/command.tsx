import { Command as CommandPrimitive, useCommandState } from 'cmdk';
import { Search } from 'lucide-react';
import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { cn } from './cn';

/** The search palette's building blocks (cmdk): arrow keys move, Enter selects. */
export function Command({ className, ...props }: ComponentProps<typeof CommandPrimitive>) {
  return (
    <CommandPrimitive
      className={cn('flex h-full w-full flex-col overflow-hidden bg-surface', className)}
      {...props}
    />
  );
}

/**
 * Keeps the field's `aria-activedescendant` on the option shown as selected, or drops it when there is none:
 * cmdk keeps the id of an option that new results removed (it looks for it after it has left the page), and
 * a screen reader is then pointed at nothing (axe: critical, issue 36). Runs after every render of the
 * field's owner, which is what renders the options.
 */
function useActiveOptionOnly() {
  const field = useRef<HTMLInputElement>(null);
  // Subscribed so that a move cmdk makes on its own (arrow keys) is checked as well.
  useCommandState((state) => state.selectedItemId);
  useLayoutEffect(() => {
    const input = field.current;
    if (!input) return;
    const option = input.closest('[cmdk-root]')?.querySelector('[cmdk-item][aria-selected="true"]');
    if (option?.id) input.setAttribute('aria-activedescendant', option.id);
    else input.removeAttribute('aria-activedescendant');
  });
  return field;
}

export function CommandInput({ className, ...props }: ComponentProps<typeof CommandPrimitive.Input>) {
  const field = useActiveOptionOnly();
  return (
    <div className="flex items-center gap-2 border-b border-line px-4">
      <Search aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <CommandPrimitive.Input
        ref={field}
        className={cn('h-14 w-full bg-transparent text-base outline-none placeholder:text-muted', className)}
        {...props}
      />
    </div>
  );
}

export function CommandList({ className, ...props }: ComponentProps<typeof CommandPrimitive.List>) {
  return (
    <CommandPrimitive.List
      className={cn('max-h-[60vh] overflow-y-auto overscroll-contain p-2', className)}
      {...props}
    />
  );
}

export function CommandEmpty({ className, ...props }: ComponentProps<typeof CommandPrimitive.Empty>) {
  return (
    <CommandPrimitive.Empty className={cn('py-10 text-center text-sm text-muted', className)} {...props} />
  );
}

export function CommandGroup({ className, ...props }: ComponentProps<typeof CommandPrimitive.Group>) {
  return (
    <CommandPrimitive.Group
      className={cn(
        '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-muted [&_[cmdk-group-heading]]:uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function CommandItem({ className, ...props }: ComponentProps<typeof CommandPrimitive.Item>) {
  return (
    <CommandPrimitive.Item
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-900',
        className,
      )}
      {...props}
    />
  );
}

export const CommandLoading = CommandPrimitive.Loading;
