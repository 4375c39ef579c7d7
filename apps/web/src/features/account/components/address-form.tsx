import {
  ADDRESS_BOOK_TEXT,
  ADDRESS_KINDS,
  type AddressKind,
  formatPhoneForDisplay,
  PINCODE_MAX_LENGTH,
  type SavedAddress,
  type SavedAddressCreate,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { TextField } from '@zari/ui/field';
import { type FormEvent, useId, useState } from 'react';
import { useText } from '@/lib/i18n';
import { pincodePlace } from '../api/pincode-place';

type TextFieldName = 'fullName' | 'phone' | 'line1' | 'line2' | 'landmark' | 'pincode' | 'city' | 'state';
const FIELDS: {
  name: TextFieldName;
  autoComplete: string;
  required?: boolean;
  inputMode?: 'tel' | 'numeric';
}[] = [
  { name: 'fullName', autoComplete: 'name', required: true },
  { name: 'phone', autoComplete: 'tel', inputMode: 'tel', required: true },
  { name: 'line1', autoComplete: 'address-line1', required: true },
  { name: 'line2', autoComplete: 'address-line2' },
  { name: 'landmark', autoComplete: 'off' },
  { name: 'pincode', autoComplete: 'postal-code', inputMode: 'numeric', required: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
];

export interface AddressFormProps {
  initial?: SavedAddress | undefined;
  /** Prefill of a new address (the signed-in shopper's name and phone). */
  defaults?: { fullName?: string; phone?: string };
  saving: boolean;
  /** The server's refusal of the last save, shown above the button. */
  error?: string | null;
  onSave: (address: SavedAddressCreate) => void;
  onCancel: () => void;
}

/** A saved address's fields (issue 34); city and state fill from the pincode as it is typed. */
export function AddressForm({ initial, defaults, saving, error, onSave, onCancel }: AddressFormProps) {
  const tx = useText({ ADDRESS_BOOK_TEXT });
  const id = useId();
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    fullName: initial?.fullName ?? defaults?.fullName ?? '',
    phone: initial
      ? formatPhoneForDisplay(initial.phone)
      : defaults?.phone
        ? formatPhoneForDisplay(defaults.phone)
        : '',
    line1: initial?.line1 ?? '',
    line2: initial?.line2 ?? '',
    landmark: initial?.landmark ?? '',
    pincode: initial?.pincode ?? '',
    city: initial?.city ?? '',
    state: initial?.state ?? '',
  });
  const [kind, setKind] = useState<AddressKind>(initial?.kind ?? 'home');
  const [isDefault, setIsDefault] = useState(initial?.isDefault ?? false);
  const [filled, setFilled] = useState(false);

  const onPincode = async (pincode: string) => {
    const place = await pincodePlace(pincode.trim());
    if (!place) return;
    setValues((current) => (current.pincode.trim() === pincode.trim() ? { ...current, ...place } : current));
    setFilled(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as Record<TextFieldName, string>;
    onSave({ ...trimmed, kind, isDefault });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={tx.ADDRESS_BOOK_TEXT.title}>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`${id}-${field.name}`}
            className={field.name === 'city' || field.name === 'state' ? '' : 'col-span-2'}
            label={tx.ADDRESS_BOOK_TEXT.fields[field.name]}
            required={field.required}
            name={field.name}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.name === 'pincode' ? PINCODE_MAX_LENGTH : undefined}
            value={values[field.name]}
            hint={field.name === 'city' && filled ? tx.ADDRESS_BOOK_TEXT.filledFromPincode : undefined}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field.name]: value }));
              if (field.name === 'pincode' && value.trim().length === PINCODE_MAX_LENGTH)
                void onPincode(value);
            }}
          />
        ))}
      </div>
      <fieldset className="flex gap-4 text-sm">
        <legend className="mb-1 font-semibold">{tx.ADDRESS_BOOK_TEXT.kind}</legend>
        {ADDRESS_KINDS.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name="kind"
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            {tx.ADDRESS_BOOK_TEXT.kinds[option]}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
        {tx.ADDRESS_BOOK_TEXT.setAsDefault}
      </label>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="brand" disabled={saving}>
          {saving ? tx.ADDRESS_BOOK_TEXT.saving : tx.ADDRESS_BOOK_TEXT.save}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {tx.ADDRESS_BOOK_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
