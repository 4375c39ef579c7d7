import {
  AUTH_TEXT,
  formatPhoneForDisplay,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  PHONE_MIN_LENGTH,
  PHONE_PREFIX,
  RETURN_PATH_PARAM,
  safeReturnPath,
  TOASTS,
  type User,
} from '@zari/contract';
import { Loader2, MessageCircle, MessageSquareText, Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type OtpMode, sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import { useCountdown } from '../hooks/use-countdown';
import { authActions } from '../stores/auth-store';
import { sendOtpErrorToast, verifyOtpErrorToast } from '../utils/otp-errors';

const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * Login and signup share one flow (SPEC §4): phone → OTP (phone locked) → verify → stored user → profile.
 * The back office's login passes `onSignedIn` to go to /admin instead.
 */
export function OtpForm({ mode, onSignedIn }: { mode: OtpMode; onSignedIn?: (user: User) => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [channel, setChannel] = useState<'sms' | 'whatsapp'>('sms');
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [phoneHint, setPhoneHint] = useState(false);
  const resend = useCountdown();

  const requestOtp = async () => {
    if (phone.length < PHONE_MIN_LENGTH) {
      setPhoneHint(true);
      return;
    }
    setSending(true);
    try {
      const answer = await sendOtp(mode, phone);
      notifySuccess(mode === 'login' ? TOASTS.otpSentLogin : TOASTS.otpSentSignup, answer.message);
      setCodeSent(true);
      setOtp('');
      resend.start(OTP_RESEND_SECONDS);
    } catch (error) {
      const choice = sendOtpErrorToast(mode, error);
      notifyError(choice.text, choice.description);
    } finally {
      setSending(false);
    }
  };

  const onSendSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending && consent && phone !== '') void requestOtp();
  };

  const onVerifySubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (otp.length !== OTP_LENGTH || verifying) return;
    setVerifying(true);
    try {
      const answer = await verifyOtp(mode, phone, otp);
      authActions.signIn(answer.data);
      notifySuccess(mode === 'login' ? TOASTS.loginSuccessful : TOASTS.signupSuccessful);
      if (onSignedIn) onSignedIn(answer.data);
      // Back where sign-in was asked for (e.g. the bag's checkout), else the profile (SPEC §4).
      else navigate(safeReturnPath(params.get(RETURN_PATH_PARAM)), { replace: true });
    } catch (error) {
      const choice = verifyOtpErrorToast(mode, error);
      notifyError(choice.text, choice.description);
      setVerifying(false);
    }
  };

  const sendDisabled = phone === '' || !consent || sending;

  return (
    <div className="w-full">
      {codeSent ? (
        <form onSubmit={onVerifySubmit} className="space-y-4">
          <p className="flex items-center gap-2 text-sm text-muted">
            {AUTH_TEXT.otpSentTo(formatPhoneForDisplay(phone))}
            <button
              type="button"
              onClick={() => {
                setCodeSent(false);
                setOtp('');
              }}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <Pencil aria-hidden="true" className="size-3" />
              {AUTH_TEXT.changeNumber}
            </button>
          </p>
          <div>
            <label htmlFor={`${id}-otp`} className="mb-1.5 block text-sm font-medium">
              {AUTH_TEXT.otpLabel}
            </label>
            <Input
              id={`${id}-otp`}
              name="otp"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="\d{6}"
              maxLength={OTP_LENGTH}
              autoFocus
              value={otp}
              onChange={(event) => setOtp(digitsOnly(event.target.value, OTP_LENGTH))}
              placeholder="••••••"
              className="h-12 text-center font-mono text-xl tracking-[0.5em]"
            />
          </div>
          <Button
            type="submit"
            variant="brand"
            size="lg"
            className="w-full"
            disabled={otp.length !== OTP_LENGTH || verifying}
          >
            {verifying ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {AUTH_TEXT.verifyOtp}
          </Button>
          <div className="text-center text-sm">
            {resend.secondsLeft > 0 ? (
              <p className="text-muted" aria-live="polite">
                {AUTH_TEXT.resendIn(resend.secondsLeft)}
              </p>
            ) : (
              <Button variant="link" size="sm" disabled={sending} onClick={() => void requestOtp()}>
                {AUTH_TEXT.resendOtp}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <form onSubmit={onSendSubmit} className="space-y-4">
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
                onChange={(event) => {
                  setPhone(digitsOnly(event.target.value, PHONE_MIN_LENGTH));
                  setPhoneHint(false);
                }}
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
                      channel === value
                        ? 'border-brand-500 bg-brand-50 text-brand-800'
                        : 'border-line text-ink',
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

          <Button type="submit" variant="brand" size="lg" className="w-full" disabled={sendDisabled}>
            {sending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {AUTH_TEXT.sendOtp}
          </Button>
        </form>
      )}
    </div>
  );
}
