/** SPEC §8: which toast a failed OTP call shows, by mode, step and HTTP status. */

import { ApiError } from '@zari/api-client';
import { TOASTS, type ToastText } from '@zari/contract';
import type { OtpMode } from '../api/send-otp';

export interface ToastChoice {
  text: ToastText;
  /** Replaces the catalogue's description when the server said something. */
  description?: string;
}

export function sendOtpErrorToast(mode: OtpMode, error: unknown): ToastChoice {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 0) return { text: TOASTS.networkError };
  if (mode === 'login' && status === 404) return { text: TOASTS.userNotFound };
  if (mode === 'login' && status === 403) return { text: TOASTS.accountBlocked };
  if (mode === 'signup' && status === 409) return { text: TOASTS.userAlreadyExists };
  return { text: TOASTS.sendOtpError, description: serverMessageOf(error) };
}

export function verifyOtpErrorToast(mode: OtpMode, error: unknown): ToastChoice {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 0) return { text: TOASTS.networkError };
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
