import { AUTH_TEXT, PHONE_MIN_LENGTH, PHONE_PREFIX } from '@zari/contract';
import { MessageCircle, MessageSquareText } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { OtpMode } from '../api/send-otp';
import { digitsOnly } from '../utils/digits-only';

export interface PhoneStepProps {
  mode: OtpMode;
  phone: string;
  onPhoneChange: (digits: string) => void;
  phoneTooShort: boolean;
  sending: boolean;
  onSend: () => void;
}

/** The first step: the mobile number, the OTP channel on signup, consent to the terms, then Send OTP. */
export function PhoneStep({
  mode,
  phone,
  onPhoneChange,
  phoneTooShort: phoneHint,
  sending,
  onSend,
}: PhoneStepProps) {
  const id = useId();
  const [consent, setConsent] = useState(false);
  const [channel, setChannel] = useState<'sms' | 'whatsapp'>('sms');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending && consent && phone !== '') onSend();
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-phone`} className="mb-1.5 block text-sm font-medium">
          {AUTH_TEXT.mobileLabel}
        </label>
        <div className="flex">
          <span className="flex h-11 items-center rounded-l-lg border border-r-0 border-line bg-canvas px-3 text-sm font-semibold text-ink">
            {PHONE_PREFIX}
          </span>
          <Input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MIN_LENGTH}
            placeholder="98765 43210"
            value={phone}
            aria-invalid={phoneHint || undefined}
            aria-describedby={phoneHint ? `${id}-phone-hint` : undefined}
            onChange={(event) => onPhoneChange(digitsOnly(event.target.value, PHONE_MIN_LENGTH))}
            className="rounded-l-none"
          />
        </div>
        {phoneHint ? (
          <p id={`${id}-phone-hint`} className="mt-1 text-xs font-medium text-danger">
            {AUTH_TEXT.phoneTooShort}
          </p>
        ) : null}
      </div>

      {mode === 'signup' ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{AUTH_TEXT.otpChannel}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['sms', AUTH_TEXT.channelSms, MessageSquareText],
                ['whatsapp', AUTH_TEXT.channelWhatsApp, MessageCircle],
              ] as const
            ).map(([value, label, Icon]) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                  channel === value ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-line text-ink',
                )}
              >
                <input
                  type="radio"
                  name="channel"
                  value={value}
                  checked={channel === value}
                  onChange={() => setChannel(value)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <label className="flex items-start gap-2.5 text-xs leading-relaxed text-muted">
        <input
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span>
          {AUTH_TEXT.consentPrefix}{' '}
          <Link to={`${paths.aboutUs.getHref()}#terms`} className="font-semibold text-ink underline">
            {AUTH_TEXT.terms}
          </Link>{' '}
          {AUTH_TEXT.and}{' '}
          <Link to={`${paths.aboutUs.getHref()}#privacy`} className="font-semibold text-ink underline">
            {AUTH_TEXT.privacyPolicy}
          </Link>
        </span>
      </label>

      <PendingButton
        type="submit"
        variant="brand"
        size="lg"
        className="w-full"
        pending={sending}
        disabled={phone === '' || !consent}
      >
        {AUTH_TEXT.sendOtp}
      </PendingButton>
    </form>
  );
}
