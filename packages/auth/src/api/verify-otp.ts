import { api } from '@zari/api-client';
import { FETCH_ERRORS, type NotificationChannel } from '@zari/contract';
import { fullPhone, type OtpMode } from './send-otp';

/**
 * Verifies the code. A signup also sends its SMS/WhatsApp choice (SPEC §2 Signup; additive, issue 32), which
 * the API remembers as the channel of order updates; a login sends none.
 */
export function verifyOtp(mode: OtpMode, nationalDigits: string, otp: string, channel?: NotificationChannel) {
  const phone = fullPhone(nationalDigits);
  if (mode === 'signup') {
    return api.call('verifySignupOtp', {
      body: { phone, otp, ...(channel ? { channel } : {}) },
      errorMessage: FETCH_ERRORS.verifyOtp,
    });
  }
  return api.call('verifyLoginOtp', { body: { phone, otp }, errorMessage: FETCH_ERRORS.verifyOtp });
}
