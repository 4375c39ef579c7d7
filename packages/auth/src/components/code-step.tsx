import { AUTH_TEXT, formatPhoneForDisplay, OTP_LENGTH } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Input } from '@zari/ui/input';
import { PendingButton } from '@zari/ui/pending-button';
import { Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { digitsOnly } from '../utils/digits-only';

export interface CodeStepProps {
  /** The texts in the page's language (the storefront's Hindi pages, issue 35); English by default. */
  text?: typeof AUTH_TEXT;
  phone: string;
  verifying: boolean;
  sending: boolean;
  resendSecondsLeft: number;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** The second step: the locked phone with Change number, the 6-digit code, Verify, and the resend countdown. */
export function CodeStep({
  phone,
  verifying,
  sending,
  resendSecondsLeft,
  onVerify,
  onResend,
  onChangeNumber,
  text = AUTH_TEXT,
}: CodeStepProps) {
  const id = useId();
  const [otp, setOtp] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onVerify(otp);
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-muted">
        {text.otpSentTo(formatPhoneForDisplay(phone))}
        <button
          type="button"
          onClick={onChangeNumber}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
        >
          <Pencil aria-hidden="true" className="size-3" />
          {text.changeNumber}
        </button>
      </p>
      <div>
        <label htmlFor={`${id}-otp`} className="mb-1.5 block text-sm font-medium">
          {text.otpLabel}
        </label>
        <Input
          id={`${id}-otp`}
          name="otp"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="\d{6}"
          // No maxLength: a pasted "123 456" is cut to its six digits after the space is dropped.
          autoFocus
          value={otp}
          onChange={(event) => setOtp(digitsOnly(event.target.value, OTP_LENGTH))}
          placeholder="••••••"
          className="h-12 text-center font-mono text-xl tracking-[0.5em]"
        />
      </div>
      <PendingButton
        type="submit"
        variant="brand"
        size="lg"
        className="w-full"
        pending={verifying}
        disabled={otp.length !== OTP_LENGTH}
      >
        {text.verifyOtp}
      </PendingButton>
      <div className="text-center text-sm">
        {resendSecondsLeft > 0 ? (
          <p className="text-muted" aria-live="polite">
            {text.resendIn(resendSecondsLeft)}
          </p>
        ) : (
          <Button variant="link" size="sm" disabled={sending} onClick={onResend}>
            {text.resendOtp}
          </Button>
        )}
      </div>
    </form>
  );
}
