import { ADMIN_TEXT } from '@zari/contract';
import { TextField } from '@/components/page-parts';
import type { FieldErrors } from '@/lib/field-errors';

/** A colour as typed: its swatch, its name, and its two prices in rupees as text (empty until typed). */
export interface VariantDraft {
  colorCode: string;
  colorName: string;
  price: string;
  discountedPrice: string;
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The draft with its prices as numbers, for the contract's schema to validate (empty: not a number). */
export const variantBody = (draft: VariantDraft) => ({
  ...draft,
  price: numberOf(draft.price),
  discountedPrice: numberOf(draft.discountedPrice),
});

/** A colour's four fields, two to a row, each with its refusal: adding a colour and editing one share them. */
export function VariantFields({
  draft,
  errors,
  onChange,
}: {
  draft: VariantDraft;
  errors: FieldErrors;
  onChange: (draft: VariantDraft) => void;
}) {
  return (
    <>
      <TextField
        label={ADMIN_TEXT.products.variantColor}
        error={errors.colorCode}
        type="color"
        className="h-11 p-1"
        value={draft.colorCode}
        onChange={(event) => onChange({ ...draft, colorCode: event.target.value })}
      />
      <TextField
        label={ADMIN_TEXT.products.variantName}
        error={errors.colorName}
        value={draft.colorName}
        onChange={(event) => onChange({ ...draft, colorName: event.target.value })}
      />
      <TextField
        label={ADMIN_TEXT.products.variantPrice}
        error={errors.price}
        inputMode="decimal"
        value={draft.price}
        onChange={(event) => onChange({ ...draft, price: event.target.value })}
      />
      <TextField
        label={ADMIN_TEXT.products.variantDiscountedPrice}
        error={errors.discountedPrice}
        inputMode="decimal"
        value={draft.discountedPrice}
        onChange={(event) => onChange({ ...draft, discountedPrice: event.target.value })}
      />
    </>
  );
}
