import { estimatedDeliveryDate, PINCODE_MAX_LENGTH, PINCODE_TEXT, PRODUCT_TEXT } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { cn } from '@zari/ui/cn';
import { Input } from '@zari/ui/input';
import { useTypedBeforeHydration } from '@zari/ui/typed-before-hydration';
import { CircleCheck, CircleX, MapPin } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocale, useServerMessage, useText } from '@/lib/i18n';
import { checkPincode, type PincodeResult } from '../api/check-pincode';

type Outcome = { kind: 'result'; result: PincodeResult } | { kind: 'problem'; message: string };

/**
 * SPEC §5 pincode check: max 6 characters, 'Please enter a pincode' when blank, Check disabled while
 * checking or empty, and the result cleared as soon as the input changes.
 */
export function PincodeCheck() {
  const tx = useText({ PINCODE_TEXT, PRODUCT_TEXT });
  const serverMessageOf = useServerMessage();
  const locale = useLocale();
  const [pincode, setPincode] = useState('');
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A pincode typed before the app started is the pincode to check: Check works at once.
  const field = useTypedBeforeHydration<HTMLInputElement>((input) => {
    if (input.value) setPincode(input.value.slice(0, PINCODE_MAX_LENGTH));
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pincode.trim() === '') {
      setOutcome({ kind: 'problem', message: tx.PINCODE_TEXT.enterPincode });
      return;
    }
    setChecking(true);
    try {
      setOutcome({ kind: 'result', result: await checkPincode(pincode.trim()) });
    } catch (error) {
      // The server's refusal (bad or unserviceable pincode) is its message with a cross; no answer at all
      // is the network failure text.
      const serverMessage = serverMessageOf(error);
      setOutcome(
        serverMessage
          ? {
              kind: 'result',
              result: { success: false, message: serverMessage, estimatedDeliveryDays: null },
            }
          : { kind: 'problem', message: tx.PINCODE_TEXT.networkFailure },
      );
    } finally {
      setChecking(false);
    }
  };

  const result = outcome?.kind === 'result' ? outcome.result : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor="pincode" className="flex items-center gap-1.5 text-sm font-bold tracking-wide">
        <MapPin aria-hidden="true" className="size-4" />
        {tx.PRODUCT_TEXT.checkDelivery}
      </label>
      <div className="flex gap-2">
        <Input
          ref={field}
          id="pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_MAX_LENGTH}
          placeholder={tx.PRODUCT_TEXT.pincodeLabel}
          aria-label={tx.PRODUCT_TEXT.pincodeLabel}
          value={pincode}
          onChange={(event) => {
            setPincode(event.target.value.slice(0, PINCODE_MAX_LENGTH));
            setOutcome(null);
          }}
          aria-describedby="pincode-result"
          className="max-w-56"
        />
        <Button type="submit" variant="outline" disabled={checking || pincode === ''}>
          {tx.PINCODE_TEXT.check}
        </Button>
      </div>
      <div id="pincode-result" aria-live="polite" className="min-h-5 text-sm">
        {outcome?.kind === 'problem' ? <p className="text-danger">{outcome.message}</p> : null}
        {result ? (
          <div className={cn('space-y-0.5', result.success ? 'text-success' : 'text-danger')}>
            <p className="flex items-center gap-1.5">
              {result.success ? (
                <CircleCheck aria-label="✓" className="size-4 shrink-0" />
              ) : (
                <CircleX aria-label="✗" className="size-4 shrink-0" />
              )}
              <span>{result.message}</span>
            </p>
            {result.success && result.estimatedDeliveryDays !== null ? (
              <p className="pl-5.5 font-medium text-ink">
                {tx.PRODUCT_TEXT.estimatedDelivery(
                  estimatedDeliveryDate(new Date(), result.estimatedDeliveryDays, locale),
                )}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
