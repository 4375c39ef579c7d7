import { api } from '@zari/api-client';
import { FETCH_ERRORS, PHONE_PREFIX } from '@zari/contract';

export type OtpMode = 'login' | 'signup';

/** The field holds the ten national digits; the API is sent the full +91 number. */
export const fullPhone = (nationalDigits: string) => `${PHONE_PREFIX}${nationalDigits}`;

const SEND_ROUTES = { login: 'sendLoginOtp', signup: 'sendSignupOtp' } as const;

export function sendOtp(mode: OtpMode, nationalDigits: string) {
  return api.call(SEND_ROUTES[mode], {
    body: { phone: fullPhone(nationalDigits) },
    errorMessage: FETCH_ERRORS.sendOtp,
  });
}
