/**
 * The shopper's session in either browser app (SPEC §4): the OTP sign-in form and its flow, the signed-in
 * user under SPEC §3's storage keys, the session check on load and logout. The storefront's login and signup
 * and the back office's login are this one form; signing in on one shows the user signed in on the other.
 */
export type { OtpMode } from './api/send-otp';
export { OtpForm } from './components/otp-form';
export { SessionCheck } from './components/session-check';
export { isSessionExpired, useLogout } from './hooks/use-logout';
export { ACCOUNT_QUERY_ROOT } from './query-keys';
export { authActions, readStoredUser, useAuth } from './stores/auth-store';
