/** SPEC §8: which toast a failed OTP call shows, by mode, step and HTTP status. */
import { TOASTS, type ToastText } from '@zari/contract';
import { ApiError, NetworkError } from '@/lib/api';
import type { OtpMode } from './api';

export interface ToastChoice {
  text: ToastText;
  /** Replaces the catalogue's description when the server said something. */
  description?: string;
}

export function sendOtpErrorToast(mode: OtpMode, error: unknown): ToastChoice {
  if (error instanceof NetworkError) return { text: TOASTS.networkError };
  const status = error instanceof ApiError ? error.status : 0;
  if (mode === 'login' && status === 404) return { text: TOASTS.userNotFound };
  if (mode === 'login' && status === 403) return { text: TOASTS.accountBlocked };
  if (mode === 'signup' && status === 409) return { text: TOASTS.userAlreadyExists };
  return { text: TOASTS.sendOtpError, description: serverMessageOf(error) };
}

export function verifyOtpErrorToast(mode: OtpMode, error: unknown): ToastChoice {
  if (error instanceof NetworkError) return { text: TOASTS.networkError };
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 400 || status === 401)
    return { text: TOASTS.invalidOtp, description: serverMessageOf(error) };
  return {
    text: mode === 'login' ? TOASTS.loginFailed : TOASTS.signupFailed,
    description: serverMessageOf(error),
  };
}

function serverMessageOf(error: unknown) {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
