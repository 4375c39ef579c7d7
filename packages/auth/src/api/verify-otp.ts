import { api } from '@zari/api-client';
import { FETCH_ERRORS } from '@zari/contract';
import { fullPhone, type OtpMode } from './send-otp';

const VERIFY_ROUTES = { login: 'verifyLoginOtp', signup: 'verifySignupOtp' } as const;

export function verifyOtp(mode: OtpMode, nationalDigits: string, otp: string) {
  return api.call(VERIFY_ROUTES[mode], {
    body: { phone: fullPhone(nationalDigits), otp },
    errorMessage: FETCH_ERRORS.verifyOtp,
  });
}
