import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { assetUrl } from '@zari/api-client';
import {
  formatRupees,
  SEARCH_PAGE_TEXT,
  SEARCH_RESULTS_MAX,
  SEARCH_TEXT,
  STOREFRONT_TEXT,
} from '@zari/contract';
import {
  Command,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
} from '@zari/ui/command';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@zari/ui/dialog';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { ArrowRight, X } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { productsQueryOptions } from '@/features/catalog';
import { useText } from '@/lib/i18n';

const TYPING_PAUSE_MS = 150;
/** The "see all results" item's cmdk value: no product id looks like it. */
const SEE_ALL_VALUE = 'see-all-results';

/** Waits for a pause in typing, so each keystroke does not become a request. */
function useSettled(value: string, delayMs: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The highlighted option, kept to one that is on screen: cmdk keeps pointing `aria-activedescendant` at an
 * option that results replaced or removed (axe: critical), so when it goes the first option there is chosen.
 */
function useSelectionAmong(values: readonly string[]) {
  const [value, set] = useState('');
  const present = values.includes(value);
  const first = values[0] ?? '';
  useEffect(() => {
    if (!present) set(first);
  }, [present, first]);
  return { value, set };
}

export interface SearchPaletteProps {
  open: boolean;
  /** What the shopper had typed in the header's field before opening the palette. */
  initialText?: string;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the palette has closed: the opener (Radix's own choice can be the page body). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * SPEC §2 search palette. The server searches (fast at 100,000 products) and its ten results are the ten
 * shown, so the palette and the results page agree on what matched.
 */
export default function SearchPalette({
  open,
  initialText = '',
  onOpenChange,
  onCloseAutoFocus,
}: SearchPaletteProps) {
  const tx = useText({ SEARCH_PAGE_TEXT, SEARCH_TEXT, STOREFRONT_TEXT });
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  // Each opening starts from what the header's field holds then.
  useEffect(() => {
    if (open) setText(initialText);
  }, [open, initialText]);
  const search = useSettled(text.trim(), TYPING_PAUSE_MS);
  const results = useQuery({
    ...productsQueryOptions({ search: search || undefined, limit: SEARCH_RESULTS_MAX }),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  // The server's list as it sent it (its search forgives typos and reads descriptions): filtering it again
  // here showed 9 of its 10 (issue 36).
  const shown = useDeferredValue((results.data ?? []).slice(0, SEARCH_RESULTS_MAX));
  const settling = results.isFetching || search !== text.trim();
  const selected = useSelectionAmong([...(text.trim() ? [SEE_ALL_VALUE] : []), ...shown.map((p) => p._id)]);
  const close = () => {
    onOpenChange(false);
    setText('');
  };
  /** The results page searches on the server, typo-tolerant, beyond this list's ten title matches. */
  const openResults = (query: string) => {
    close();
    navigate(paths.search.getHref(query));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setText('');
        onOpenChange(next);
      }}
    >
      <DialogContent
        hideClose
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className="top-4 max-w-xl translate-y-0 overflow-hidden p-0 sm:top-[12vh]"
      >
        <DialogClose
          aria-label={tx.SEARCH_TEXT.close}
          className="absolute top-2 right-2 z-10 flex size-10 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-ink/5"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogClose>
        <DialogTitle className="sr-only">{tx.STOREFRONT_TEXT.openSearch}</DialogTitle>
        <Command
          shouldFilter={false}
          label={tx.STOREFRONT_TEXT.openSearch}
          value={selected.value}
          onValueChange={selected.set}
        >
          <CommandInput
            value={text}
            onValueChange={setText}
            placeholder={tx.SEARCH_TEXT.placeholder}
            className="pr-10"
            autoFocus
          />
          <CommandList>
            {results.isPending ? (
              <CommandLoading>
                <p className="py-10 text-center text-sm text-muted">{tx.STOREFRONT_TEXT.loading}…</p>
              </CommandLoading>
            ) : null}
            {shown.length === 0 && !settling && !results.isPending ? (
              // Not cmdk's Empty: the "see all results" item below keeps its list from ever being empty.
              <p className="pt-8 pb-4 text-center text-sm text-muted">{tx.SEARCH_TEXT.empty}</p>
            ) : null}
            {text.trim() ? (
              // First, so Enter opens the results page; arrow down reaches the products.
              <CommandItem value={SEE_ALL_VALUE} onSelect={() => openResults(text)}>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="flex-1 truncate">{tx.SEARCH_PAGE_TEXT.seeAllResults(text.trim())}</span>
              </CommandItem>
            ) : null}
            {shown.length > 0 ? (
              <CommandGroup heading={tx.SEARCH_TEXT.group}>
                {shown.map((product) => (
                  <CommandItem
                    key={product._id}
                    value={product._id}
                    onSelect={() => {
                      close();
                      navigate(paths.product.getHref(product._id));
                    }}
                  >
                    <ImageWithFallback
                      src={assetUrl(product.images[0])}
                      media={product.media?.[product.images[0] ?? '']}
                      alt=""
                      width={40}
                      height={52}
                      className="h-13 w-10 shrink-0 rounded-md"
                    />
                    <span className="line-clamp-2 flex-1">{product.title}</span>
                    <span className="shrink-0 font-semibold">
                      {formatRupees(product.discountedAmount > 0 ? product.discountedAmount : product.amount)}
                    </span>
                  </CommandItem>
                ))}
              </CommandGroup>
            ) : null}
          </CommandList>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
