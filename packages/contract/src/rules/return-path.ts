/**
 * Where sign-in sends a shopper afterwards (SPEC §4 says /user-profile): back to the screen that sent them to
 * /login — e.g. the bag's checkout — when that screen named itself in `?next=`. Only a path of this store is
 * followed, never another site (an open redirect would let a link sign shoppers into a phishing page).
 */
import { ROUTE_PATHS } from '../constants.js';

export const RETURN_PATH_PARAM = 'next';

export function safeReturnPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || next.length > 500) return ROUTE_PATHS.userProfile;
  // A path of ours starts with one slash; "//host" and "/\host" are other sites to a browser.
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return ROUTE_PATHS.userProfile;
  if (next === ROUTE_PATHS.login || next === ROUTE_PATHS.signup) return ROUTE_PATHS.userProfile;
  return next;
}

/** `/login?next=…` for a screen that needs a signed-in shopper and wants them back. */
export function loginPathReturningTo(path: string): string {
  return `${ROUTE_PATHS.login}?${new URLSearchParams({ [RETURN_PATH_PARAM]: path }).toString()}`;
}
