import {
  AUTH_TEXT,
  type NotificationChannel,
  PHONE_MIN_LENGTH,
  PHONE_PREFIX,
  ROUTE_PATHS,
} from '@zari/contract';
import { ChoiceCards } from '@zari/ui/choice-cards';
import { Input } from '@zari/ui/input';
import { PendingButton } from '@zari/ui/pending-button';
import { useTypedBeforeHydration } from '@zari/ui/typed-before-hydration';
import { MessageCircle, MessageSquareText } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';

import type { OtpMode } from '../api/send-otp';
import { nationalPhoneDigits } from '../utils/digits-only';

export interface PhoneStepProps {
  /** The texts in the page's language (the storefront's Hindi pages, issue 35); English by default. */
  text?: typeof AUTH_TEXT;
  mode: OtpMode;
  /** Signup: the privacy notice, shown before the consent box. */
  notice?: ReactNode;
  phone: string;
  onPhoneChange: (digits: string) => void;
  phoneTooShort: boolean;
  /** The signup's SMS or WhatsApp (sent with the code on verify). */
  channel: NotificationChannel;
  onChannelChange: (channel: NotificationChannel) => void;
  sending: boolean;
  onSend: () => void;
}

/** The first step: the mobile number, the OTP channel on signup, consent to the terms, then Send OTP. */
export function PhoneStep({
  mode,
  notice,
  phone,
  onPhoneChange,
  phoneTooShort: phoneHint,
  channel,
  onChannelChange,
  sending,
  onSend,
  text = AUTH_TEXT,
}: PhoneStepProps) {
  const id = useId();
  const [consent, setConsent] = useState(false);
  // Typed and ticked before the app started: the form works with what the shopper sees.
  const phoneField = useTypedBeforeHydration<HTMLInputElement>((field) => {
    if (field.value) onPhoneChange(nationalPhoneDigits(field.value, PHONE_MIN_LENGTH));
  });
  const consentBox = useTypedBeforeHydration<HTMLInputElement>((box) => {
    if (box.checked) setConsent(true);
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending && consent && phone !== '') onSend();
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-phone`} className="mb-1.5 block text-sm font-medium">
          {text.mobileLabel}
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
            // No maxLength: the browser would cut a pasted "+91 98765 43210" before its spaces and code
            // are dropped (nationalPhoneDigits keeps ten digits).
            ref={phoneField}
            placeholder="98765 43210"
            value={phone}
            aria-invalid={phoneHint || undefined}
            aria-describedby={phoneHint ? `${id}-phone-hint` : undefined}
            onChange={(event) => onPhoneChange(nationalPhoneDigits(event.target.value, PHONE_MIN_LENGTH))}
            className="rounded-l-none"
          />
        </div>
        {phoneHint ? (
          <p id={`${id}-phone-hint`} className="mt-1 text-xs font-medium text-danger">
            {text.phoneTooShort}
          </p>
        ) : null}
      </div>

      {mode === 'signup' ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{text.otpChannel}</legend>
          <ChoiceCards
            look="tiles"
            name="channel"
            value={channel}
            onChange={onChannelChange}
            choices={[
              { value: 'sms', label: text.channelSms, icon: MessageSquareText },
              { value: 'whatsapp', label: text.channelWhatsApp, icon: MessageCircle },
            ]}
          />
        </fieldset>
      ) : null}

      {mode === 'signup' && notice ? notice : null}

      <label className="flex items-start gap-2.5 text-xs leading-relaxed text-muted">
        <input
          ref={consentBox}
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span>
          {text.consentPrefix}{' '}
          <Link to={`${ROUTE_PATHS.aboutUs}#terms`} className="font-semibold text-ink underline">
            {text.terms}
          </Link>{' '}
          {text.and}{' '}
          <Link to={ROUTE_PATHS.privacy} className="font-semibold text-ink underline">
            {text.privacyPolicy}
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
        {text.sendOtp}
      </PendingButton>
    </form>
  );
}
