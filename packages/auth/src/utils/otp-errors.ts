/** SPEC §8: which toast a failed OTP call shows, by mode, step and HTTP status. */

import { ApiError } from '@zari/api-client';
import { TOASTS, type ToastText } from '@zari/contract';
import type { OtpMode } from '../api/send-otp';

export interface ToastChoice {
  text: ToastText;
  /** Replaces the catalogue's description when the server said something. */
  description?: string;
}

export function sendOtpErrorToast(
  mode: OtpMode,
  error: unknown,
  toasts: typeof TOASTS = TOASTS,
): ToastChoice {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 0) return { text: toasts.networkError };
  if (mode === 'login' && status === 404) return { text: toasts.userNotFound };
  if (mode === 'login' && status === 403) return { text: toasts.accountBlocked };
  if (mode === 'signup' && status === 409) return { text: toasts.userAlreadyExists };
  return { text: toasts.sendOtpError, description: serverMessageOf(error) };
}

export function verifyOtpErrorToast(
  mode: OtpMode,
  error: unknown,
  toasts: typeof TOASTS = TOASTS,
): ToastChoice {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 0) return { text: toasts.networkError };
  if (status === 400 || status === 401)
    return { text: toasts.invalidOtp, description: serverMessageOf(error) };
  return {
    text: mode === 'login' ? toasts.loginFailed : toasts.signupFailed,
    description: serverMessageOf(error),
  };
}

function serverMessageOf(error: unknown) {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
