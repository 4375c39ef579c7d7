import {
  compareSizes,
  countryName,
  DISCLOSURE_TEXT,
  DISCOUNT_FILTER_PERCENTS,
  discountLabel,
  type FacetCount,
  LISTING_TEXT,
  type ListingFilters,
  PRICE_BAND_VALUES,
  type ProductFacets,
  priceRangeLabel,
} from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { Skeleton } from '@zari/ui/skeleton';
import { type ReactNode, useState } from 'react';
import { useText } from '@/lib/i18n';

export interface FacetPanelProps {
  /** Counts under the current filters; undefined while the first answer is on its way. */
  facets: ProductFacets | undefined;
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** Keeps input ids unique when the rail and the sheet are both in the page. */
  idPrefix: string;
  className?: string;
}

const COLOURS_SHOWN = 8;

/** A chosen value stays listed (with 0) even when nothing matches it any more, so it can be unchosen. */
function withChosen(counts: readonly FacetCount[] | undefined, chosen: readonly string[]): FacetCount[] {
  const listed = [...(counts ?? [])];
  for (const value of chosen)
    if (!listed.some((count) => count.value === value)) listed.push({ value, count: 0 });
  return listed;
}

const toggled = (values: readonly string[], value: string) =>
  values.includes(value) ? values.filter((other) => other !== value) : [...values, value];

/**
 * The listing's facets (issue 13): sizes and colours with how many products each would show, price bands,
 * discount steps, fast delivery and stock. Native checkboxes and radios in fieldsets, so every control has
 * its name, state and group for a screen reader and a 44 px row to tap.
 */
export function FacetPanel(props: FacetPanelProps) {
  // The groups come in together once the counts are known: groups appearing one above another would push
  // the ones below down (layout shift).
  if (!props.facets) return <FacetPanelSkeleton className={props.className} />;
  return <FacetGroups {...props} facets={props.facets} />;
}

function FacetPanelSkeleton({ className }: { className?: string | undefined }) {
  return (
    <div className={cn('space-y-3', className)}>
      <Skeleton className="h-3 w-16" />
      <div className="flex gap-2">
        {[0, 1, 2, 3].map((at) => (
          <Skeleton key={at} className="size-11 rounded-full" />
        ))}
      </div>
      <Skeleton className="mt-6 h-3 w-20" />
      {[0, 1, 2, 3, 4].map((at) => (
        <Skeleton key={at} className="h-5 w-40" />
      ))}
    </div>
  );
}

function FacetGroups({
  facets,
  filters,
  onChange,
  idPrefix,
  className,
}: FacetPanelProps & { facets: ProductFacets }) {
  const tx = useText({ LISTING_TEXT, discountLabel, priceRangeLabel, DISCLOSURE_TEXT });
  const [allColours, setAllColours] = useState(false);
  const sizes = withChosen(facets.sizes, filters.sizes).sort((a, b) => compareSizes(a.value, b.value));
  const colors = withChosen(facets.colors, filters.colors);
  // Colours come most-matching first; the long tail waits behind a button, chosen ones always show.
  const shownColors = allColours
    ? colors
    : colors.filter((color, at) => at < COLOURS_SHOWN || filters.colors.includes(color.value));
  // Issue 34: countries of origin, most products first, named in English.
  const chosenOrigins = filters.origins ?? [];
  const origins = withChosen(facets.origins, chosenOrigins);
  const priceCounts = new Map(facets.prices.map(({ value, count }) => [value, count]));
  const prices = [...PRICE_BAND_VALUES];
  if (filters.price && !prices.includes(filters.price)) prices.push(filters.price);

  return (
    <div className={cn('divide-y divide-line', className)}>
      {sizes.length > 0 ? (
        <FacetGroup legend={tx.LISTING_TEXT.size}>
          <div className="flex flex-wrap gap-2 pt-1">
            {sizes.map(({ value, count }) => (
              <ChipOption
                key={value}
                id={`${idPrefix}-size-${value}`}
                label={value}
                count={count}
                checked={filters.sizes.includes(value)}
                onChange={() => onChange({ ...filters, sizes: toggled(filters.sizes, value) })}
              />
            ))}
          </div>
        </FacetGroup>
      ) : null}
      {colors.length > 0 ? (
        <FacetGroup legend={tx.LISTING_TEXT.colour}>
          {shownColors.map(({ value, count }) => (
            <Option
              key={value}
              type="checkbox"
              id={`${idPrefix}-color-${value}`}
              label={value}
              count={count}
              checked={filters.colors.includes(value)}
              onChange={() => onChange({ ...filters, colors: toggled(filters.colors, value) })}
            />
          ))}
          {shownColors.length < colors.length ? (
            <button
              type="button"
              className="min-h-11 cursor-pointer text-sm font-semibold text-brand-700 hover:underline"
              onClick={() => setAllColours(true)}
            >
              {tx.LISTING_TEXT.moreColours(colors.length - shownColors.length)}
            </button>
          ) : null}
        </FacetGroup>
      ) : null}
      {origins.length > 0 ? (
        <FacetGroup legend={tx.DISCLOSURE_TEXT.originFacet}>
          {origins.map(({ value, count }) => (
            <Option
              key={value}
              type="checkbox"
              id={`${idPrefix}-origin-${value}`}
              label={countryName(value, tx.DISCLOSURE_TEXT.countries)}
              count={count}
              checked={chosenOrigins.includes(value)}
              onChange={() => onChange({ ...filters, origins: toggled(chosenOrigins, value) })}
            />
          ))}
        </FacetGroup>
      ) : null}
      <FacetGroup legend={tx.LISTING_TEXT.price}>
        <Option
          type="radio"
          name={`${idPrefix}-price`}
          id={`${idPrefix}-price-any`}
          label={tx.LISTING_TEXT.anyPrice}
          checked={!filters.price}
          onChange={() => onChange({ ...filters, price: undefined })}
        />
        {prices.map((value) => (
          <Option
            key={value}
            type="radio"
            name={`${idPrefix}-price`}
            id={`${idPrefix}-price-${value}`}
            label={tx.priceRangeLabel(value)}
            count={priceCounts.get(value)}
            // A band with nothing in it would only empty the list; the one in force can always be seen.
            disabled={priceCounts.get(value) === 0 && filters.price !== value}
            checked={filters.price === value}
            onChange={() => onChange({ ...filters, price: value })}
          />
        ))}
      </FacetGroup>
      <FacetGroup legend={tx.LISTING_TEXT.discount}>
        <Option
          type="radio"
          name={`${idPrefix}-discount`}
          id={`${idPrefix}-discount-any`}
          label={tx.LISTING_TEXT.anyDiscount}
          checked={!filters.discount}
          onChange={() => onChange({ ...filters, discount: undefined })}
        />
        {DISCOUNT_FILTER_PERCENTS.map((percent) => (
          <Option
            key={percent}
            type="radio"
            name={`${idPrefix}-discount`}
            id={`${idPrefix}-discount-${percent}`}
            label={tx.discountLabel(percent)}
            checked={filters.discount === percent}
            onChange={() => onChange({ ...filters, discount: percent })}
          />
        ))}
      </FacetGroup>
      <FacetGroup legend={tx.LISTING_TEXT.availability}>
        <Option
          type="checkbox"
          id={`${idPrefix}-fast-delivery`}
          label={tx.LISTING_TEXT.fastDelivery}
          checked={filters.fastDelivery}
          onChange={() => onChange({ ...filters, fastDelivery: !filters.fastDelivery })}
        />
        <Option
          type="checkbox"
          id={`${idPrefix}-in-stock`}
          label={tx.LISTING_TEXT.inStock}
          checked={filters.inStock}
          onChange={() => onChange({ ...filters, inStock: !filters.inStock })}
        />
      </FacetGroup>
    </div>
  );
}

function FacetGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="py-3 first:pt-0">
      <legend className="float-left mb-1 w-full text-xs font-bold tracking-wider text-ink uppercase">
        {legend}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

interface OptionProps {
  type: 'checkbox' | 'radio';
  id: string;
  name?: string;
  label: string;
  /** How many products this choice would show; absent where the API gives no count. */
  count?: number | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}

function Option({ type, id, name, label, count, checked, disabled = false, onChange }: OptionProps) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink has-disabled:cursor-not-allowed has-disabled:text-muted"
    >
      <input
        type={type}
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="size-4.5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
      />
      <span className="flex-1">{label}</span>{' '}
      {count === undefined ? null : <span className="text-xs text-muted tabular-nums">({count})</span>}
    </label>
  );
}

/** A size as a pill, the way size pickers look on the product page; still a real checkbox underneath. */
function ChipOption({
  id,
  label,
  count,
  checked,
  onChange,
}: Omit<OptionProps, 'type' | 'name' | 'disabled'>) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-full border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
        checked ? 'border-ink bg-ink text-white' : 'border-line bg-surface text-ink hover:border-ink/50',
      )}
    >
      <input type="checkbox" id={id} checked={checked} onChange={onChange} className="sr-only" />
      <span className="font-semibold">{label}</span>{' '}
      <span className={cn('text-xs tabular-nums', checked ? 'text-white/85' : 'text-muted')}>({count})</span>
    </label>
  );
}
