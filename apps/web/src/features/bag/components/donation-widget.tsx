import {
  ACCESSIBLE_NAMES,
  BAG_TEXT,
  DONATION_DEFAULT_RUPEES,
  DONATION_TEXT,
  formatRupees,
  parseDonationInput,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Input } from '@zari/ui/input';
import { Sprout, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useText } from '@/lib/i18n';

export interface DonationWidgetProps {
  /** Whole rupees; 0 means no donation. */
  amount: number;
  onChange: (rupees: number) => void;
}

/** 'Plant a Tree for Our Planet': opt-in only, so the bag total never includes a donation the shopper did not add. */
export function DonationWidget({ amount, onChange }: DonationWidgetProps) {
  const tx = useText({ BAG_TEXT, DONATION_TEXT, ACCESSIBLE_NAMES });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState(false);
  // Why the amount typed was not taken (paise, negative, too large): said beside the field, never rounded away.
  const [refusal, setRefusal] = useState<string | null>(null);
  const hintId = useId();

  // An empty field plants the placeholder's amount (SPEC §2); anything non-numeric plants nothing (SPEC §5).
  const plant = (event: FormEvent) => {
    event.preventDefault();
    const input = parseDonationInput(draft, DONATION_DEFAULT_RUPEES);
    if (!input.ok) return setRefusal(input.message);
    setRefusal(null);
    onChange(input.rupees);
    setDraft('');
  };

  const confirmEdit = (value: string) => {
    const input = parseDonationInput(value);
    if (!input.ok) return setRefusal(input.message);
    setRefusal(null);
    onChange(input.rupees);
    setEditing(false);
  };

  const hint = (
    <p id={hintId} className={refusal ? 'mt-2 text-xs font-semibold text-danger' : 'mt-2 text-xs text-muted'}>
      {refusal ?? tx.DONATION_TEXT.hint}
    </p>
  );
  const fieldProps = { 'aria-describedby': hintId, 'aria-invalid': refusal !== null } as const;

  return (
    <section
      aria-labelledby="donation-title"
      className="rounded-card border border-success/25 bg-gradient-to-br from-success/10 to-surface p-4"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success/15 text-success"
        >
          <Sprout className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="donation-title" className="font-semibold text-ink">
            {tx.BAG_TEXT.donationTitle}
          </h3>
          <p className="mt-0.5 text-xs text-muted">{tx.BAG_TEXT.donationBlurb}</p>
        </div>
      </div>

      {amount > 0 ? (
        <div className="mt-3 flex items-center gap-2">
          {editing ? (
            <Input
              aria-label={tx.ACCESSIBLE_NAMES.donationAmount}
              inputMode="numeric"
              {...fieldProps}
              autoFocus
              defaultValue={String(amount)}
              onBlur={(event) => confirmEdit(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  confirmEdit(event.currentTarget.value);
                }
              }}
              className="h-10 max-w-32"
            />
          ) : (
            <button
              type="button"
              onClick={() => setEditing(true)}
              aria-label={tx.ACCESSIBLE_NAMES.editDonation(formatRupees(amount))}
              className="h-10 rounded-lg border border-success/40 bg-surface px-4 text-sm font-semibold text-success hover:bg-success/5"
            >
              {formatRupees(amount)}
            </button>
          )}
          <span className="text-xs text-muted">{tx.BAG_TEXT.donationThanks}</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={tx.ACCESSIBLE_NAMES.removeDonation}
            onClick={() => {
              setEditing(false);
              onChange(0);
            }}
            className="ml-auto size-9 px-0"
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : (
        <form onSubmit={plant} className="mt-3 flex gap-2">
          <div className="relative flex-1">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted"
            >
              ₹
            </span>
            <Input
              aria-label={tx.ACCESSIBLE_NAMES.donationAmount}
              inputMode="numeric"
              {...fieldProps}
              placeholder={String(DONATION_DEFAULT_RUPEES)}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setRefusal(null);
              }}
              className="h-10 pl-7"
            />
          </div>
          <Button type="submit" size="sm" className="h-10 bg-success hover:bg-success/90">
            {tx.BAG_TEXT.plant}
          </Button>
        </form>
      )}
      {amount === 0 || editing ? hint : null}
    </section>
  );
}
