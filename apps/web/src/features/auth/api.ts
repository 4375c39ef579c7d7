/** The OTP calls of SPEC §7 and the session calls DESIGN §3 adds (`/me`, `/logout`). */
import { API_PATHS, FETCH_ERRORS, PHONE_PREFIX, type User } from '@zari/contract';
import { apiRequest } from '@/lib/api';

export type OtpMode = 'login' | 'signup';

interface MessageAnswer {
  success: boolean;
  message?: string;
}
interface UserAnswer extends MessageAnswer {
  data: User;
}

const SEND_PATHS = { login: API_PATHS.login, signup: API_PATHS.signup } as const;
const VERIFY_PATHS = { login: API_PATHS.loginVerify, signup: API_PATHS.signupVerify } as const;

/** The field holds the ten national digits; the API is sent the full +91 number. */
export const fullPhone = (nationalDigits: string) => `${PHONE_PREFIX}${nationalDigits}`;

export function sendOtp(mode: OtpMode, nationalDigits: string) {
  return apiRequest<MessageAnswer>(SEND_PATHS[mode], {
    method: 'POST',
    json: { phone: fullPhone(nationalDigits) },
    errorMessage: FETCH_ERRORS.sendOtp,
  });
}

export function verifyOtp(mode: OtpMode, nationalDigits: string, otp: string) {
  return apiRequest<UserAnswer>(VERIFY_PATHS[mode], {
    method: 'POST',
    json: { phone: fullPhone(nationalDigits), otp },
    errorMessage: FETCH_ERRORS.verifyOtp,
  });
}

export function fetchCurrentUser(signal?: AbortSignal) {
  return apiRequest<UserAnswer>(API_PATHS.me, { signal, errorMessage: FETCH_ERRORS.currentUser });
}

export function logoutSession() {
  return apiRequest<MessageAnswer>(API_PATHS.logout, {
    method: 'POST',
    json: {},
    errorMessage: FETCH_ERRORS.logout,
  });
}
