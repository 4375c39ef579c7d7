import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LISTING_TEXT, type ListingFilters, NO_LISTING_FILTERS } from '@zari/contract';
import { buttonClass } from '@zari/ui/button-class';
import { SheetClose, SheetContent, SheetTitle } from '@zari/ui/lazy-sheet';
import { useState } from 'react';
import { useText } from '@/lib/i18n';
import { type ListingScope, listingQuery } from '../api/get-listing';
import { FacetPanel } from './facet-panel';

export interface FilterSheetContentProps {
  scope: ListingScope;
  /** The filters in force; the sheet edits a copy until Apply. */
  filters: ListingFilters;
  onApply: (next: ListingFilters) => void;
}

/**
 * Phone: the filter bottom sheet. Choices are a draft until Apply; the counts follow the draft, read from the
 * first page of the list it would show, which is therefore already cached when Apply is pressed. Mounted only
 * while open, so each opening starts from the filters in force.
 */
export function FilterSheetContent({ scope, filters, onApply }: FilterSheetContentProps) {
  const tx = useText({ LISTING_TEXT });
  const [draft, setDraft] = useState(filters);
  const preview = useInfiniteQuery({ ...listingQuery(scope, draft), placeholderData: keepPreviousData });
  const facets = preview.data?.pages[0]?.facets;

  return (
    <SheetContent side="bottom" aria-describedby={undefined} className="h-[85dvh]">
      <SheetTitle className="border-b border-line px-5 py-4 text-base tracking-wider uppercase">
        {tx.LISTING_TEXT.filters}
      </SheetTitle>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-4">
        <FacetPanel facets={facets} filters={draft} onChange={setDraft} idPrefix="sheet" />
      </div>
      <div className="border-t border-line px-5 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <p role="status" className="h-5 text-center text-xs text-muted">
          {facets ? tx.LISTING_TEXT.productCount(facets.total, facets.totalCapped) : ''}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-3">
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => setDraft({ ...NO_LISTING_FILTERS, sort: draft.sort })}
          >
            {tx.LISTING_TEXT.clearAll}
          </button>
          <SheetClose asChild>
            <button type="button" className={buttonClass('brand')} onClick={() => onApply(draft)}>
              {tx.LISTING_TEXT.apply}
            </button>
          </SheetClose>
        </div>
      </div>
    </SheetContent>
  );
}
