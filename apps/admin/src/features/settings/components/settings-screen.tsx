import {
  GST_STATE_CODES,
  type GstStateCode,
  gstStateCodeFor,
  type StoreSettings,
  TAX_MESSAGES,
  TAX_TEXT,
} from '@zari/contract';
import { StoreSettings as StoreSettingsSchema } from '@zari/contract/schemas';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import {
  Card,
  Field,
  LoadFailed,
  Loading,
  PageHeader,
  selectClass,
  TextField,
} from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors, serverFieldError } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { useSaveSettings, useSettings } from '../api/settings';

const text = TAX_TEXT.settings;

/** States by name for the select, each once (a retired code's name is also a current one's). */
const STATES = [...new Set(Object.values(GST_STATE_CODES))].sort((a, b) => a.localeCompare(b, 'en-IN'));

type Draft = StoreSettings;

/** One text field of the form: the draft's field at its dotted path (as zod and the API name it), labelled. */
interface TextSpec {
  path: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Across both columns. */
  wide?: boolean;
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoCapitalize' | 'autoComplete' | 'spellCheck' | 'readOnly'
  >;
  /** What the typed text is stored as (default: the text itself). */
  parse?: (text: string) => unknown;
}

/** The seller's settings, card by card; `state` is the select the state code follows. */
const SECTIONS: { title: string; fields: (TextSpec | 'state')[] }[] = [
  {
    title: text.seller,
    fields: [
      { path: 'legalName', label: text.legalName, required: true },
      { path: 'tradeName', label: text.tradeName, required: true },
      {
        path: 'gstin',
        label: text.gstin,
        required: true,
        input: { autoCapitalize: 'characters', spellCheck: false },
      },
      {
        path: 'invoicePrefix',
        label: text.invoicePrefix,
        required: true,
        hint: text.invoicePrefixHint,
        input: { autoCapitalize: 'characters' },
      },
    ],
  },
  {
    title: text.address,
    fields: [
      { path: 'registeredAddress.line1', label: text.line1, required: true, wide: true },
      { path: 'registeredAddress.line2', label: text.line2, wide: true },
      { path: 'registeredAddress.city', label: text.city, required: true },
      {
        path: 'registeredAddress.pincode',
        label: text.pincode,
        required: true,
        input: { inputMode: 'numeric' },
      },
      'state',
      { path: 'registeredAddress.stateCode', label: text.stateCode, input: { readOnly: true } },
    ],
  },
  {
    title: text.support,
    fields: [
      { path: 'supportPhone', label: text.supportPhone, required: true, input: { inputMode: 'tel' } },
      { path: 'supportEmail', label: text.supportEmail, required: true, input: { type: 'email' } },
    ],
  },
  {
    title: text.grievance,
    fields: [
      { path: 'grievanceOfficer.name', label: text.officerName, required: true },
      { path: 'grievanceOfficer.designation', label: text.officerDesignation, required: true },
      { path: 'grievanceOfficer.email', label: text.officerEmail, required: true, input: { type: 'email' } },
      {
        path: 'grievanceOfficer.phone',
        label: text.officerPhone,
        required: true,
        input: { inputMode: 'tel' },
      },
    ],
  },
  {
    title: text.stockAlerts,
    fields: [
      {
        path: 'lowStockThreshold',
        label: text.lowStockThreshold,
        hint: text.lowStockThresholdHint,
        input: { inputMode: 'numeric' },
        // Empty is absent: the store's default threshold.
        parse: (typed) => (typed.trim() === '' ? undefined : Number(typed.trim())),
      },
      {
        path: 'ownerPhone',
        label: text.ownerPhone,
        hint: text.ownerPhoneHint,
        input: { inputMode: 'tel', autoComplete: 'tel' },
      },
    ],
  },
];

/** A field of the draft by its dotted path, as the input shows it ('' when absent). */
function getIn(draft: Draft, path: string): string {
  const value = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], draft);
  return value === undefined || value === null ? '' : String(value);
}

/** The draft with one field, by its dotted path, set. */
function setIn(draft: Draft, path: string, value: unknown): Draft {
  const [head, tail] = path.split('.') as [keyof Draft, string | undefined];
  if (!tail) return { ...draft, [head]: value };
  return { ...draft, [head]: { ...(draft[head] as object), [tail]: value } };
}

function SettingsForm({ saved }: { saved: StoreSettings }) {
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onState = (state: string) =>
    setDraft((now) => ({
      ...now,
      // The code follows the state: the two must agree, so the owner picks one and reads the other.
      registeredAddress: {
        ...now.registeredAddress,
        state,
        stateCode: gstStateCodeFor(state) ?? ('' as GstStateCode),
      },
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty threshold is absent (the default); an empty owner's mobile is '' (no SMS).
    const { lowStockThreshold, ownerPhone, ...rest } = draft;
    const parsed = StoreSettingsSchema.safeParse({
      ...rest,
      ...(lowStockThreshold !== undefined && { lowStockThreshold }),
      // Sent even when emptied, so the owner can stop the SMS.
      ownerPhone: ownerPhone?.trim() ?? '',
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setDraft(answer.data);
        toastDone(TAX_MESSAGES.settingsUpdated);
      },
      onError: (error) => {
        const message = failureMessage(error, TAX_TEXT.reports.failed);
        const onField = serverFieldError(message);
        if (onField) setErrors(onField);
        else toastFailed(message);
      },
    });
  };

  const stateSelect = (
    <Field key="state" label={text.state} required error={errors['registeredAddress.state']}>
      {(props) => (
        <select
          {...props}
          className={selectClass}
          value={draft.registeredAddress.state}
          onChange={(event) => onState(event.target.value)}
        >
          <option value="">{text.chooseState}</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {SECTIONS.map((section) => (
        <Card key={section.title} title={section.title}>
          <div className="grid gap-3 sm:grid-cols-2">
            {section.fields.map((spec) =>
              spec === 'state' ? (
                stateSelect
              ) : (
                <TextField
                  key={spec.path}
                  label={spec.label}
                  required={spec.required}
                  hint={spec.hint}
                  className={spec.wide ? 'sm:col-span-2' : undefined}
                  {...spec.input}
                  value={getIn(draft, spec.path)}
                  error={errors[spec.path]}
                  onChange={(event) => {
                    const value = spec.parse ? spec.parse(event.target.value) : event.target.value;
                    setDraft((now) => setIn(now, spec.path, value));
                  }}
                />
              ),
            )}
          </div>
        </Card>
      ))}
      {errors._ ? <p className="text-sm font-medium text-danger">{errors._}</p> : null}
      <PendingButton type="submit" variant="brand" pending={save.isPending}>
        {text.save}
      </PendingButton>
    </form>
  );
}

/** /admin/settings (owner only): the seller's names, GSTIN, registered address, contacts, invoice prefix. */
export function SettingsScreen() {
  const settings = useSettings();
  return (
    <>
      <PageHeader title={text.title} />
      <p className="-mt-3 mb-4 text-sm text-muted">{text.intro}</p>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <LoadFailed
          message={failureMessage(settings.error, text.title)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </>
  );
}
