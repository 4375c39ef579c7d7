import { TAX_TEXT, type TaxClass } from '@zari/contract';
import { productTaxFields } from '@zari/contract/schemas';
import { Field, selectClass, TextField } from '@/components/page-parts';
import type { FieldErrors } from '@/lib/field-errors';
import { useTaxClasses } from '../api/tax-classes';

const text = TAX_TEXT.productTax;

export interface TaxDraft {
  hsn: string;
  /** '' is "as the category" on a product; a category always names one. */
  taxClass: string;
}

/** An empty HSN field is "none of its own" (null), which the contract's schemas take. */
export const hsnOf = (draft: TaxDraft) => (draft.hsn.trim() === '' ? null : draft.hsn.trim());

/**
 * The tax fields checked against the store's classes as the server will (the schemas check the HSN's shape
 * alone): a class the list no longer holds gets the contract's "Unknown tax class" before any request.
 */
export function taxFieldErrors(draft: TaxDraft, classes: readonly TaxClass[] | undefined): FieldErrors {
  if (!classes || draft.taxClass === '') return {};
  const checked = productTaxFields(classes).shape.taxClass.safeParse(draft.taxClass);
  return checked.success ? {} : { taxClass: checked.error.issues[0]?.message ?? '' };
}

/** HSN code and tax class, for a product (which may take its category's) or a category (which must name one). */
export function TaxFields({
  draft,
  errors,
  onChange,
  forCategory = false,
}: {
  draft: TaxDraft;
  errors: FieldErrors;
  onChange: (draft: TaxDraft) => void;
  forCategory?: boolean;
}) {
  const classes = useTaxClasses();
  return (
    <>
      <TextField
        label={text.hsn}
        hint={forCategory ? text.categoryHsnHint : text.hsnHint}
        inputMode="numeric"
        error={errors.hsn}
        value={draft.hsn}
        onChange={(event) => onChange({ ...draft, hsn: event.target.value })}
      />
      <Field label={text.taxClass} error={errors.taxClass}>
        {(props) => (
          <select
            {...props}
            className={selectClass}
            value={draft.taxClass}
            onChange={(event) => onChange({ ...draft, taxClass: event.target.value })}
          >
            {forCategory ? null : <option value="">{text.fromCategory}</option>}
            {/* A class saved before the list loads (or since removed) stays selectable, so it is not lost. */}
            {draft.taxClass && !(classes.data ?? []).some((taxClass) => taxClass.id === draft.taxClass) ? (
              <option value={draft.taxClass}>{draft.taxClass}</option>
            ) : null}
            {(classes.data ?? []).map((taxClass) => (
              <option key={taxClass.id} value={taxClass.id}>
                {taxClass.label}
                {taxClass.toConfirm ? ` ${text.toConfirm}` : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
