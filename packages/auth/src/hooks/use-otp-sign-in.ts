import {
  type NotificationChannel,
  OTP_LENGTH,
  PHONE_MIN_LENGTH,
  RETURN_PATH_PARAM,
  safeReturnPath,
  TOASTS,
  type User,
} from '@zari/contract';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type OtpMode, sendOtp } from '../api/send-otp';
import { verifyOtp } from '../api/verify-otp';
import { authActions } from '../stores/auth-store';
import { sendOtpErrorToast, verifyOtpErrorToast } from '../utils/otp-errors';
import { useCountdown } from './use-countdown';

/**
 * The OTP flow's state (SPEC §4): the phone, whether a code was sent (which locks the phone), the requests in
 * flight and the resend countdown. `codesSent` counts successful sends, so the code step can start afresh.
 */
export function useOtpSignIn(
  mode: OtpMode,
  onSignedIn?: (user: User) => void,
  /** The toasts in the page's language (issue 35). */
  toasts: typeof TOASTS = TOASTS,
) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [phone, setPhoneDigits] = useState('');
  const [phoneTooShort, setPhoneTooShort] = useState(false);
  const [sending, setSending] = useState(false);
  const [codesSent, setCodesSent] = useState(0);
  const [codeStep, setCodeStep] = useState(false);
  const [verifying, setVerifying] = useState(false);
  // The signup's choice of SMS or WhatsApp, sent with the code and remembered for order updates.
  const [channel, setChannel] = useState<NotificationChannel>('sms');
  const resend = useCountdown();

  const setPhone = (digits: string) => {
    setPhoneDigits(digits);
    setPhoneTooShort(false);
  };

  const requestOtp = async () => {
    if (phone.length < PHONE_MIN_LENGTH) {
      setPhoneTooShort(true);
      return;
    }
    setSending(true);
    try {
      const answer = await sendOtp(mode, phone);
      notifySuccess(mode === 'login' ? toasts.otpSentLogin : toasts.otpSentSignup, answer.message);
      setCodeStep(true);
      setCodesSent((count) => count + 1);
      // The API's configured wait, which is what it will hold the next send to.
      resend.start(answer.resendAfterSeconds);
    } catch (error) {
      const choice = sendOtpErrorToast(mode, error, toasts);
      notifyError(choice.text, choice.description);
    } finally {
      setSending(false);
    }
  };

  const verify = async (otp: string) => {
    if (otp.length !== OTP_LENGTH || verifying) return;
    setVerifying(true);
    try {
      const answer = await verifyOtp(mode, phone, otp, channel);
      authActions.signIn(answer.data);
      notifySuccess(mode === 'login' ? toasts.loginSuccessful : toasts.signupSuccessful);
      if (onSignedIn) onSignedIn(answer.data);
      // Back where sign-in was asked for (e.g. the bag's checkout), else the profile (SPEC §4).
      else navigate(safeReturnPath(params.get(RETURN_PATH_PARAM)), { replace: true });
    } catch (error) {
      const choice = verifyOtpErrorToast(mode, error, toasts);
      notifyError(choice.text, choice.description);
      setVerifying(false);
    }
  };

  return {
    phone,
    setPhone,
    phoneTooShort,
    channel,
    setChannel,
    sending,
    requestOtp,
    codeStep,
    codesSent,
    changeNumber: () => setCodeStep(false),
    verifying,
    verify,
    resendSecondsLeft: resend.secondsLeft,
  };
}
