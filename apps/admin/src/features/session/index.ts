/** Who is in the back office: the sign-in page and the guard that lets staff and owners only in. */
export { AdminGuard, OwnerOnly } from './components/admin-guard';
export { AdminLogin } from './components/admin-login';
