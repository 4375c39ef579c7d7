/**
 * Legal disclosures (issue 34): country of origin, manufacturer, packer and importer, net quantity, the month
 * of import (shown for imported goods) and customer care, for a product (blank fields take its category's
 * defaults, shown as hints) or a category (the defaults themselves). The contract's DisclosuresInput checks
 * each field; the API checks a product's resolved whole for completeness.
 */
import {
  COUNTRY_OPTIONS,
  countryName,
  DISCLOSURE_TEXT,
  type DisclosureParty,
  formatImportMonth,
  isImported,
  partyLine,
} from '@zari/contract';
import type { ProductDisclosures } from '@zari/contract/schemas';
import { Field, selectClass, TextField } from '@/components/page-parts';
import type { FieldErrors } from '@/lib/field-errors';

type PartyKey = 'manufacturer' | 'packer' | 'importer';

export interface DisclosureDraft {
  countryOfOrigin: string;
  manufacturer: DisclosureParty;
  packer: DisclosureParty;
  importer: DisclosureParty;
  netQuantity: string;
  importMonth: string;
  consumerCare: string;
}

const noParty: DisclosureParty = { name: '', address: '' };

export const disclosureDraftOf = (disclosures: ProductDisclosures | undefined): DisclosureDraft => ({
  countryOfOrigin: disclosures?.countryOfOrigin ?? '',
  manufacturer: disclosures?.manufacturer ?? noParty,
  packer: disclosures?.packer ?? noParty,
  importer: disclosures?.importer ?? noParty,
  netQuantity: disclosures?.netQuantity ?? '',
  importMonth: disclosures?.importMonth ?? '',
  consumerCare: disclosures?.consumerCare ?? '',
});

/** The draft as the API takes it: blanks stay blank (inherited), the schema reads them so. */
export const disclosuresOf = (draft: DisclosureDraft) => ({ ...draft });

const PARTIES: { key: PartyKey; label: string }[] = [
  { key: 'manufacturer', label: DISCLOSURE_TEXT.manufacturer },
  { key: 'packer', label: DISCLOSURE_TEXT.packer },
  { key: 'importer', label: DISCLOSURE_TEXT.importer },
];

export function DisclosureFields({
  draft,
  errors,
  onChange,
  defaults,
  forCategory = false,
  errorPrefix,
}: {
  draft: DisclosureDraft;
  errors: FieldErrors;
  onChange: (draft: DisclosureDraft) => void;
  /** A product's category defaults, shown under the fields they fill. */
  defaults?: ProductDisclosures | undefined;
  forCategory?: boolean;
  /** Where the schema puts this section's errors: `disclosures` or `disclosureDefaults`. */
  errorPrefix: string;
}) {
  const error = (path: string) => errors[`${errorPrefix}.${path}`];
  const inherited = (value: string | undefined) =>
    !forCategory && value ? DISCLOSURE_TEXT.inherited(value) : undefined;
  const origin = draft.countryOfOrigin || (forCategory ? '' : (defaults?.countryOfOrigin ?? ''));
  const set = <K extends keyof DisclosureDraft>(key: K, value: DisclosureDraft[K]) =>
    onChange({ ...draft, [key]: value });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-muted sm:col-span-2">
        {forCategory ? DISCLOSURE_TEXT.categoryDefaultsHint : DISCLOSURE_TEXT.productHint}
      </p>
      <Field
        label={DISCLOSURE_TEXT.countryOfOrigin}
        hint={inherited(defaults?.countryOfOrigin && countryName(defaults.countryOfOrigin))}
        error={error('countryOfOrigin')}
      >
        {(props) => (
          <select
            {...props}
            className={selectClass}
            value={draft.countryOfOrigin}
            onChange={(event) => set('countryOfOrigin', event.target.value)}
          >
            <option value="">{forCategory ? '—' : DISCLOSURE_TEXT.noCountry}</option>
            {COUNTRY_OPTIONS.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={DISCLOSURE_TEXT.netQuantity}
        placeholder={DISCLOSURE_TEXT.netQuantityPlaceholder}
        hint={inherited(defaults?.netQuantity)}
        error={error('netQuantity')}
        value={draft.netQuantity}
        onChange={(event) => set('netQuantity', event.target.value)}
      />
      {PARTIES.filter(({ key }) => key !== 'importer' || isImported(origin || undefined) || forCategory).map(
        ({ key, label }) => (
          <fieldset key={key} className="grid gap-2 sm:col-span-2 sm:grid-cols-[1fr_2fr] sm:gap-4">
            <legend className="mb-1 text-sm font-semibold">{label}</legend>
            <TextField
              label={`${label}: ${DISCLOSURE_TEXT.partyName}`}
              hint={inherited(defaults?.[key] && partyLine(defaults[key]))}
              error={error(`${key}.name`)}
              value={draft[key].name}
              onChange={(event) => set(key, { ...draft[key], name: event.target.value })}
            />
            <TextField
              label={`${label}: ${DISCLOSURE_TEXT.partyAddress}`}
              error={error(`${key}.address`)}
              value={draft[key].address}
              onChange={(event) => set(key, { ...draft[key], address: event.target.value })}
            />
          </fieldset>
        ),
      )}
      {isImported(origin || undefined) || forCategory ? (
        <Field
          label={DISCLOSURE_TEXT.importMonth}
          hint={
            inherited(defaults?.importMonth && formatImportMonth(defaults.importMonth)) ??
            DISCLOSURE_TEXT.importMonthHint
          }
          error={error('importMonth')}
        >
          {(props) => (
            <input
              {...props}
              type="month"
              className={selectClass}
              value={draft.importMonth}
              onChange={(event) => set('importMonth', event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <TextField
        label={DISCLOSURE_TEXT.customerCare}
        placeholder={DISCLOSURE_TEXT.consumerCarePlaceholder}
        hint={inherited(defaults?.consumerCare)}
        error={error('consumerCare')}
        value={draft.consumerCare}
        onChange={(event) => set('consumerCare', event.target.value)}
      />
    </div>
  );
}
