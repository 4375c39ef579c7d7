/** Who the shopper is: OTP login and signup, the stored user, the session check and logout. */
export type { OtpMode } from './api/send-otp';
export { AuthScreen } from './components/auth-screen';
export { OtpForm } from './components/otp-form';
export { SessionCheck } from './components/session-check';
export { SignedInOnly } from './components/signed-in-only';
export { isSessionExpired, useLogout } from './hooks/use-logout';
export { authActions, readStoredUser, useAuth } from './stores/auth-store';
