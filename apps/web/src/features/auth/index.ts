/**
 * Who the shopper is: the storefront's login and signup screens and its signed-in-only guard, on the shared
 * session of @zari/auth (OTP sign-in, the stored user, the session check, logout).
 */
export type { OtpMode } from '@zari/auth';
export { authActions, isSessionExpired, readStoredUser, SessionCheck, useAuth, useLogout } from '@zari/auth';
export { AuthScreen } from './components/auth-screen';
export { SignedInOnly } from './components/signed-in-only';
