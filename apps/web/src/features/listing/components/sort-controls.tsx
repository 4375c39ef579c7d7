import { LISTING_TEXT, POPULARITY_SORT_LABEL, type ProductSort, SORT_LABELS } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { SheetClose, SheetContent, SheetTitle } from '@zari/ui/lazy-sheet';
import { Check } from 'lucide-react';
import { useText } from '@/lib/i18n';
import { type ListingKind, sortOptions } from '../utils/sort-options';

interface SortControlProps {
  value: ProductSort;
  kind: ListingKind;
  onChange: (sort: ProductSort) => void;
}

/** Desktop: a native select beside the result count (keyboard and screen reader behaviour for free). */
export function SortSelect({ value, kind, onChange }: SortControlProps) {
  const tx = useText({ LISTING_TEXT, POPULARITY_SORT_LABEL, SORT_LABELS });
  return (
    <label className="flex items-center gap-2 text-sm text-muted">
      {tx.LISTING_TEXT.sortBy}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
        className="h-10 cursor-pointer rounded-lg border border-line bg-surface px-3 font-semibold text-ink hover:border-ink/40"
      >
        {sortOptions(kind, tx).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Phone: the sort sheet's content. A tap chooses and closes (as shopping apps do); the choices are buttons,
 * not radios, so moving through them with arrow keys does not re-sort the list at every step.
 */
export function SortSheetContent({ value, kind, onChange }: SortControlProps) {
  const tx = useText({ LISTING_TEXT, POPULARITY_SORT_LABEL, SORT_LABELS });
  return (
    <SheetContent side="bottom" aria-describedby={undefined} className="pb-[env(safe-area-inset-bottom)]">
      <SheetTitle className="border-b border-line px-5 py-4 text-base tracking-wider uppercase">
        {tx.LISTING_TEXT.sortBy}
      </SheetTitle>
      <ul className="overflow-y-auto py-2">
        {sortOptions(kind, tx).map((option) => {
          const chosen = option.value === value;
          return (
            <li key={option.value}>
              <SheetClose asChild>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onChange(option.value)}
                  className={cn(
                    'flex h-12 w-full cursor-pointer items-center gap-3 px-5 text-left text-sm hover:bg-canvas',
                    chosen ? 'font-bold text-brand-800' : 'text-ink',
                  )}
                >
                  <span className="flex-1">{option.label}</span>
                  {chosen ? <Check aria-hidden="true" className="size-4.5" /> : null}
                </button>
              </SheetClose>
            </li>
          );
        })}
      </ul>
    </SheetContent>
  );
}
