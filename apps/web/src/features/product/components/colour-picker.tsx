import { PRODUCT_TEXT, type ProductVariant, STOREFRONT_TEXT } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { useText } from '@/lib/i18n';

export interface ColourPickerProps {
  variants: readonly ProductVariant[];
  selected: ProductVariant | null | undefined;
  onSelect: (variantId: string) => void;
}

/** One swatch per variant; SPEC §4 asks for a colour before a variant product goes in the bag. */
export function ColourPicker({ variants, selected, onSelect }: ColourPickerProps) {
  const tx = useText({ PRODUCT_TEXT, STOREFRONT_TEXT });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-bold tracking-wide">
        {tx.STOREFRONT_TEXT.colour}
        {selected?.colorName ? <span className="font-normal text-muted">: {selected.colorName}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2.5">
        {variants.map((variant) => {
          const active = variant._id === selected?._id;
          return (
            <button
              key={variant._id}
              type="button"
              aria-pressed={active}
              aria-label={variant.colorName ?? variant.colorCode}
              title={variant.colorName ?? variant.colorCode}
              onClick={() => onSelect(variant._id)}
              className={cn(
                'size-9 cursor-pointer rounded-full ring-offset-2 transition',
                active ? 'ring-2 ring-ink' : 'ring-1 ring-ink/15 hover:ring-ink/40',
              )}
              style={{ backgroundColor: variant.colorCode }}
            />
          );
        })}
      </div>
      {!selected ? <p className="text-sm text-danger">{tx.PRODUCT_TEXT.selectColorHint}</p> : null}
    </fieldset>
  );
}
