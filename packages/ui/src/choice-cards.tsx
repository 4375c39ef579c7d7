import type { ComponentType, ReactNode } from 'react';
import { cn } from './cn';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** A line under the label (the `list` look only). */
  hint?: ReactNode;
  /** An icon before the label (the `tiles` look only). */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

/**
 * One of a few choices as radio buttons inside bordered cards, the chosen one tinted: `list` stacks cards
 * with the radio and a hint (checkout's payment method), `tiles` sets them side by side with an icon and the
 * radio hidden (the sign-in's SMS or WhatsApp). Put it in a fieldset whose legend names the choice.
 */
export function ChoiceCards<T extends string>({
  name,
  value,
  onChange,
  choices,
  look = 'list',
}: {
  name: string;
  value: T;
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
  look?: 'list' | 'tiles';
}) {
  const tiles = look === 'tiles';
  return (
    <div className={tiles ? 'grid grid-cols-2 gap-2' : 'space-y-2'}>
      {choices.map((choice) => {
        const chosen = choice.value === value;
        const Icon = choice.icon;
        return (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer rounded-lg border transition-colors',
              tiles
                ? 'items-center justify-center gap-2 px-3 py-2.5 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-500'
                : 'items-start gap-3 p-3',
              chosen
                ? cn('border-brand-500 bg-brand-50', tiles && 'text-brand-800')
                : cn('border-line', tiles ? 'text-ink' : 'hover:border-brand-300'),
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={chosen}
              onChange={() => onChange(choice.value)}
              className={tiles ? 'sr-only' : 'mt-0.5 size-4 accent-brand-600'}
            />
            {tiles ? (
              <>
                {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
                {choice.label}
              </>
            ) : (
              <span>
                <span className="block text-sm font-semibold text-ink">{choice.label}</span>
                {choice.hint ? <span className="block text-xs text-muted">{choice.hint}</span> : null}
              </span>
            )}
          </label>
        );
      })}
    </div>
  );
}
