import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** A labelled input with an optional note under it, as the account forms lay them out. */
export function FormField({
  label,
  note,
  required,
  id,
  ...props
}: ComponentProps<typeof Input> & { label: string; note?: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}{' '}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        ) : null}
      </label>
      <Input id={id} required={required} aria-describedby={note ? `${id}-note` : undefined} {...props} />
      {note ? (
        <p id={`${id}-note`} className="mt-1 text-xs text-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}
