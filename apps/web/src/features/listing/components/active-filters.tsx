import {
  countryName,
  DISCLOSURE_TEXT,
  discountLabel,
  LISTING_TEXT,
  type ListingFilters,
  NO_LISTING_FILTERS,
  priceRangeLabel,
} from '@zari/contract';
import { X } from 'lucide-react';
import { useText } from '@/lib/i18n';

interface ActiveFilter {
  key: string;
  label: string;
  without: ListingFilters;
}

interface ActiveFilterTexts {
  LISTING_TEXT: typeof LISTING_TEXT;
  priceRangeLabel: typeof priceRangeLabel;
  discountLabel: typeof discountLabel;
  /** The origin filter's name and the countries', read only when one is on (their module is not the listing's). */
  origin: Pick<typeof DISCLOSURE_TEXT, 'originFacet' | 'countries'>;
}

/** Each filter on, with the filters as they would be without it. */
function activeFilters(
  filters: ListingFilters,
  { LISTING_TEXT, priceRangeLabel, discountLabel, origin: originTexts }: ActiveFilterTexts,
): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  for (const size of filters.sizes)
    list.push({
      key: `size-${size}`,
      label: `${LISTING_TEXT.size} ${size}`,
      without: { ...filters, sizes: filters.sizes.filter((other) => other !== size) },
    });
  for (const color of filters.colors)
    list.push({
      key: `color-${color}`,
      label: color,
      without: { ...filters, colors: filters.colors.filter((other) => other !== color) },
    });
  const origins = filters.origins ?? [];
  for (const origin of origins)
    list.push({
      key: `origin-${origin}`,
      label: `${originTexts.originFacet}: ${countryName(origin, originTexts.countries)}`,
      without: { ...filters, origins: origins.filter((other) => other !== origin) },
    });
  if (filters.price)
    list.push({
      key: 'price',
      label: priceRangeLabel(filters.price),
      without: { ...filters, price: undefined },
    });
  if (filters.discount)
    list.push({
      key: 'discount',
      label: discountLabel(filters.discount),
      without: { ...filters, discount: undefined },
    });
  if (filters.fastDelivery)
    list.push({
      key: 'fast-delivery',
      label: LISTING_TEXT.fastDelivery,
      without: { ...filters, fastDelivery: false },
    });
  if (filters.inStock)
    list.push({ key: 'in-stock', label: LISTING_TEXT.inStock, without: { ...filters, inStock: false } });
  return list;
}

interface ActiveFiltersProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/** The filters on, above the list, each removable in one tap, so a shopper sees why the list is short. */
export function ActiveFilters(props: ActiveFiltersProps) {
  return (props.filters.origins ?? []).length > 0 ? (
    <ActiveFiltersWithOrigin {...props} />
  ) : (
    <FilterChips {...props} origin={DISCLOSURE_TEXT} />
  );
}

/** With a country of origin on: its name in the page's language, from the disclosures' texts. */
function ActiveFiltersWithOrigin(props: ActiveFiltersProps) {
  const tx = useText({ DISCLOSURE_TEXT });
  return <FilterChips {...props} origin={tx.DISCLOSURE_TEXT} />;
}

function FilterChips({ filters, onChange, origin }: ActiveFiltersProps & Pick<ActiveFilterTexts, 'origin'>) {
  const tx = useText({ LISTING_TEXT, priceRangeLabel, discountLabel });
  const active = activeFilters(filters, { ...tx, origin });
  if (active.length === 0) return null;
  return (
    <ul aria-label={tx.LISTING_TEXT.appliedFilters} className="mb-3 flex flex-wrap items-center gap-2">
      {active.map((filter) => (
        <li key={filter.key}>
          <button
            type="button"
            aria-label={tx.LISTING_TEXT.removeFilter(filter.label)}
            onClick={() => onChange(filter.without)}
            className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-surface pr-2.5 pl-3 text-xs font-semibold text-ink hover:border-ink/50"
          >
            {filter.label}
            <X aria-hidden="true" className="size-3.5 text-muted" />
          </button>
        </li>
      ))}
      {active.length > 1 ? (
        // The desktop rail has its own Clear all.
        <li className="lg:hidden">
          <button
            type="button"
            onClick={() => onChange({ ...NO_LISTING_FILTERS, sort: filters.sort })}
            className="h-9 cursor-pointer px-2 text-xs font-semibold text-brand-700 hover:underline"
          >
            {tx.LISTING_TEXT.clearAll}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
