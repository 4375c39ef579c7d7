import {
  ADDRESS_BOOK_TEXT,
  ADDRESS_LIMITS,
  CHECKOUT_TEXT,
  formatPhoneForDisplay,
  PAYMENT_METHODS,
  type PaymentMethod,
  type SavedAddress,
  type ShippingAddress,
  STORAGE_KEYS,
  type StoredShippingAddress,
  shippingAddressOf,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { ChoiceCards } from '@zari/ui/choice-cards';
import { cn } from '@zari/ui/cn';
import { TextField } from '@zari/ui/field';
import { readStored } from '@zari/ui/storage';
import { ArrowLeft, Loader2, Lock } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { addAddress, useAddresses } from '@/features/account';
import { useAuth } from '@/features/auth';
import { formatFigure, OrderSummary, useCart } from '@/features/bag';
import { useText } from '@/lib/i18n';
import { useCheckout } from '../hooks/use-checkout';
import { PurchaseTerms } from './purchase-terms';
import { SimulatedCheckoutDialog } from './simulated-checkout-dialog';

type Field = keyof ShippingAddress;
const FIELDS: { name: Field; autoComplete: string; inputMode?: 'tel' | 'numeric'; wide?: boolean }[] = [
  { name: 'fullName', autoComplete: 'name', wide: true },
  { name: 'phone', autoComplete: 'tel', inputMode: 'tel', wide: true },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** SPEC §5: every field is required; no format rules are checked here (the server checks the pincode). */
export function missingFields(address: ShippingAddress): Field[] {
  return FIELDS.map((field) => field.name).filter((name) => address[name].trim() === '');
}

export interface CheckoutPanelProps {
  donationRupees: number;
  onClose: () => void;
}

/** Replaces the bag view (SPEC §2): the shipping address, the payment method and the total with the donation. */
export function CheckoutPanel({ donationRupees, onClose }: CheckoutPanelProps) {
  const tx = useText({ CHECKOUT_TEXT, ADDRESS_BOOK_TEXT });
  const { user } = useAuth();
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const checkout = useCheckout(donationRupees, method);
  const { lines } = useCart();
  const formId = useId();
  const [address, setAddress] = useState<ShippingAddress>(() => {
    const saved = readStored<Partial<StoredShippingAddress> | null>(STORAGE_KEYS.shippingAddress, null) ?? {};
    return {
      fullName: user?.fullName || saved.fullName || '',
      phone: user?.phone ? formatPhoneForDisplay(user.phone) : saved.phone || '',
      address: saved.address || user?.address || '',
      city: saved.city ?? '',
      state: saved.state ?? '',
      postalCode: saved.postalCode ?? '',
    };
  });
  const [errors, setErrors] = useState<Field[]>([]);
  // Issue 34: a signed-in shopper picks one of their saved addresses (the default first) or types a new one,
  // which they may save to their book. Without saved addresses the form is as before.
  const saved = useAddresses(user?._id ?? null).data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [saveNew, setSaveNew] = useState(false);
  const pick = (choice: SavedAddress | 'new') => {
    setPicked(choice === 'new' ? 'new' : choice.id);
    setErrors([]);
    if (choice !== 'new') setAddress(shippingAddressOf(choice));
  };
  useEffect(() => {
    const preferred = saved.find((entry) => entry.isDefault) ?? saved[0];
    if (picked === null && preferred) {
      setPicked(preferred.id);
      setAddress(shippingAddressOf(preferred));
    }
  }, [saved, picked]);
  // A refused pincode takes the shopper to the field to change.
  useEffect(() => {
    if (checkout.postalCodeProblem) document.getElementById(`${formId}-postalCode`)?.focus();
  }, [checkout.postalCodeProblem, formId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      Object.entries(address).map(([key, value]) => [key, value.trim()]),
    ) as ShippingAddress;
    const missing = missingFields(trimmed);
    setErrors(missing);
    if (missing.length > 0) {
      document.getElementById(`${formId}-${missing[0]}`)?.focus();
      return;
    }
    const userId = user?._id;
    const save =
      userId && saveNew && (picked === 'new' || saved.length === 0)
        ? () =>
            addAddress(userId, {
              fullName: trimmed.fullName,
              phone: trimmed.phone,
              line1: trimmed.address.slice(0, ADDRESS_LIMITS.line),
              city: trimmed.city,
              state: trimmed.state,
              pincode: trimmed.postalCode,
            })
        : undefined;
    void checkout.submit(trimmed, save);
  };

  return (
    <section aria-labelledby={`${formId}-title`} className="mx-auto w-full max-w-5xl px-4 pb-32 lg:pb-10">
      <div className="flex items-center gap-2 py-4">
        <Button variant="ghost" size="icon" aria-label={tx.CHECKOUT_TEXT.backToBag} onClick={onClose}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Button>
        <h1 id={`${formId}-title`} className="font-display text-2xl font-semibold">
          {tx.CHECKOUT_TEXT.title}
        </h1>
      </div>

      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_380px]">
        <div className="space-y-6">
          <fieldset className="rounded-card border border-line bg-surface p-4 sm:p-5">
            <legend className="px-1 text-sm font-bold tracking-wide text-ink uppercase">
              {tx.CHECKOUT_TEXT.shippingAddress}
            </legend>
            {saved.length > 0 ? (
              <div role="radiogroup" aria-label={tx.ADDRESS_BOOK_TEXT.pickerTitle} className="mt-2 space-y-2">
                {saved.map((entry) => (
                  <label
                    key={entry.id}
                    className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 text-sm has-[:checked]:border-ink"
                  >
                    <input
                      type="radio"
                      name="savedAddress"
                      checked={picked === entry.id}
                      onChange={() => pick(entry)}
                    />
                    <span>
                      <span className="font-semibold">
                        {entry.fullName} · {tx.ADDRESS_BOOK_TEXT.kinds[entry.kind]}
                        {entry.isDefault ? ` · ${tx.ADDRESS_BOOK_TEXT.default}` : ''}
                      </span>
                      <span className="block text-muted">
                        {shippingAddressOf(entry).address}, {entry.city} {entry.pincode}
                      </span>
                    </span>
                  </label>
                ))}
                <label className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 text-sm has-[:checked]:border-ink">
                  <input
                    type="radio"
                    name="savedAddress"
                    checked={picked === 'new'}
                    onChange={() => pick('new')}
                  />
                  <span className="font-semibold">{tx.ADDRESS_BOOK_TEXT.newAddress}</span>
                </label>
              </div>
            ) : null}
            <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-4">
              {FIELDS.map((field) => {
                const label = tx.CHECKOUT_TEXT.fields[field.name];
                const invalid = errors.includes(field.name);
                // The server's refusal of the pincode (not delivered there) marks the field, not only a toast.
                const refused = field.name === 'postalCode' ? checkout.postalCodeProblem : null;
                return (
                  <TextField
                    key={field.name}
                    id={`${formId}-${field.name}`}
                    className={cn(
                      field.wide || field.name === 'postalCode' ? 'col-span-2' : '',
                      field.name === 'postalCode' && 'sm:col-span-1',
                    )}
                    label={label}
                    required
                    error={invalid ? tx.CHECKOUT_TEXT.required(label) : (refused ?? undefined)}
                    name={field.name}
                    autoComplete={field.autoComplete}
                    inputMode={field.inputMode}
                    value={address[field.name]}
                    onChange={(event) => {
                      const value = event.target.value;
                      setAddress((current) => ({ ...current, [field.name]: value }));
                      if (refused) checkout.clearPostalCodeProblem();
                      if (invalid && value.trim() !== '')
                        setErrors((current) => current.filter((name) => name !== field.name));
                    }}
                  />
                );
              })}
            </div>
            {user && (saved.length === 0 || picked === 'new') ? (
              <label className="mt-4 flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={saveNew}
                  onChange={(event) => setSaveNew(event.target.checked)}
                />
                {tx.ADDRESS_BOOK_TEXT.saveThisAddress}
              </label>
            ) : null}
          </fieldset>

          <fieldset className="rounded-card border border-line bg-surface p-4 sm:p-5">
            <legend className="px-1 text-sm font-bold tracking-wide text-ink uppercase">
              {tx.CHECKOUT_TEXT.paymentMethod}
            </legend>
            <div className="mt-2">
              <ChoiceCards
                name="paymentMethod"
                value={method}
                onChange={setMethod}
                choices={PAYMENT_METHODS.map((option) => ({
                  value: option,
                  label: tx.CHECKOUT_TEXT.paymentMethods[option],
                  hint: tx.CHECKOUT_TEXT.paymentMethodHints[option],
                }))}
              />
            </div>
          </fieldset>
        </div>

        <aside className="h-fit rounded-card border border-line bg-surface p-4 sm:p-5 lg:sticky lg:top-20">
          <OrderSummary
            figures={checkout.figures}
            alwaysShowDonation
            testIdPrefix="checkout"
            breakdown={checkout.figures.quote}
          />
          <PurchaseTerms lines={lines} quote={checkout.figures.quote} method={method} />
          <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 p-3 backdrop-blur lg:static lg:mt-4 lg:border-0 lg:bg-transparent lg:p-0">
            <Button
              type="submit"
              form={formId}
              variant="brand"
              size="lg"
              disabled={checkout.placing}
              className="w-full"
            >
              {checkout.placing ? (
                <>
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                  {tx.CHECKOUT_TEXT.placingOrder}
                </>
              ) : (
                <>
                  <Lock aria-hidden="true" className="size-4" />
                  {method === 'cod' ? tx.CHECKOUT_TEXT.placeOrder : tx.CHECKOUT_TEXT.payAndPlaceOrder} ·{' '}
                  {formatFigure(checkout.figures.totalPaise)}
                </>
              )}
            </Button>
          </div>
        </aside>
      </form>

      {checkout.simulated ? (
        <SimulatedCheckoutDialog session={checkout.simulated} onClosed={checkout.closeSimulated} />
      ) : null}
    </section>
  );
}
