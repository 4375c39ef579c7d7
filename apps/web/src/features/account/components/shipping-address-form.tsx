import {
  formatPhoneForDisplay,
  PROFILE_TEXT,
  STORAGE_KEYS,
  type StoredShippingAddress,
  TOASTS,
  type User,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { TextField } from '@zari/ui/field';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { PageHeader } from '@zari/ui/page-header';
import { readStored, writeStored } from '@zari/ui/storage';
import { type FormEvent, useId, useState } from 'react';
import { paths } from '@/config/paths';
import { SignedInOnly } from '@/features/auth';
import { useText } from '@/lib/i18n';

const EMPTY: StoredShippingAddress = {
  fullName: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
};

/** SPEC §5: name, phone and address are required here; city, state and postal code may wait for checkout. */
const REQUIRED = ['fullName', 'phone', 'address'] as const;
const FIELDS = ['fullName', 'phone', 'address', 'city', 'state', 'postalCode'] as const;
const AUTOCOMPLETE: Record<(typeof FIELDS)[number], string> = {
  fullName: 'name',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
};

/** The shipping address kept in browser storage (SPEC §3 `shippingAddress`), which checkout prefills from. */
export function ShippingAddressForm() {
  return <SignedInOnly>{(user) => <ShippingAddressFields user={user} />}</SignedInOnly>;
}

/** Mounted in the browser only (after SignedInOnly), so its first state may read browser storage. */
function ShippingAddressFields({ user }: { user: User }) {
  const tx = useText({ PROFILE_TEXT, TOASTS });
  const id = useId();
  const [address, setAddress] = useState<StoredShippingAddress>(() => {
    const saved = readStored<Partial<StoredShippingAddress> | null>(STORAGE_KEYS.shippingAddress, null);
    return {
      ...EMPTY,
      fullName: user.fullName ?? '',
      phone: formatPhoneForDisplay(user.phone),
      address: user.address ?? '',
      ...saved,
    };
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      FIELDS.map((name) => [name, address[name].trim()]),
    ) as StoredShippingAddress;
    if (REQUIRED.some((name) => trimmed[name] === '')) {
      notifyError(tx.TOASTS.missingInformation);
      return;
    }
    try {
      writeStored(STORAGE_KEYS.shippingAddress, trimmed);
      setAddress(trimmed);
      notifySuccess(tx.TOASTS.addressSaved);
    } catch {
      notifyError(tx.TOASTS.saveFailed);
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-12">
      <PageHeader
        title={tx.PROFILE_TEXT.shippingAddress}
        backTo={paths.settings.getHref()}
        className="py-4"
      />
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4 rounded-card border border-line bg-surface p-4 sm:p-6"
      >
        {FIELDS.map((name) => (
          <TextField
            key={name}
            id={`${id}-${name}`}
            name={name}
            label={tx.PROFILE_TEXT[name]}
            required={(REQUIRED as readonly string[]).includes(name)}
            autoComplete={AUTOCOMPLETE[name]}
            inputMode={name === 'postalCode' ? 'numeric' : name === 'phone' ? 'tel' : undefined}
            value={address[name]}
            onChange={(event) => {
              const value = event.target.value;
              setAddress((current) => ({ ...current, [name]: value }));
            }}
          />
        ))}
        <Button type="submit" variant="brand" size="lg" className="w-full">
          {tx.PROFILE_TEXT.saveAddress}
        </Button>
      </form>
    </div>
  );
}
