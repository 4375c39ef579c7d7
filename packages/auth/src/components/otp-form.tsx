import type { AUTH_TEXT, TOASTS, User } from '@zari/contract';
import type { ReactNode } from 'react';
import type { OtpMode } from '../api/send-otp';
import { useOtpSignIn } from '../hooks/use-otp-sign-in';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';

/**
 * Login and signup share one flow (SPEC §4): phone → OTP (phone locked) → verify → stored user → profile.
 * The back office's login passes `onSignedIn` to go to /admin instead.
 */
export function OtpForm({
  mode,
  onSignedIn,
  signupNotice,
  text,
}: {
  mode: OtpMode;
  onSignedIn?: (user: User) => void;
  /** Issue 34: the itemised privacy notice the shopper reads before agreeing (signup only). */
  signupNotice?: ReactNode;
  /** The form's texts and toasts in the page's language (issue 35); English when absent. */
  text?: { AUTH_TEXT: typeof AUTH_TEXT; TOASTS: typeof TOASTS };
}) {
  const flow = useOtpSignIn(mode, onSignedIn, text?.TOASTS);
  return (
    <div className="w-full">
      {flow.codeStep ? (
        <CodeStep
          // Each code sent starts with an empty field.
          key={flow.codesSent}
          phone={flow.phone}
          verifying={flow.verifying}
          sending={flow.sending}
          resendSecondsLeft={flow.resendSecondsLeft}
          onVerify={(otp) => void flow.verify(otp)}
          onResend={() => void flow.requestOtp()}
          onChangeNumber={flow.changeNumber}
          {...(text ? { text: text.AUTH_TEXT } : {})}
        />
      ) : (
        <PhoneStep
          mode={mode}
          notice={signupNotice}
          phone={flow.phone}
          onPhoneChange={flow.setPhone}
          phoneTooShort={flow.phoneTooShort}
          channel={flow.channel}
          onChannelChange={flow.setChannel}
          sending={flow.sending}
          onSend={() => void flow.requestOtp()}
          {...(text ? { text: text.AUTH_TEXT } : {})}
        />
      )}
    </div>
  );
}
