import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A path outside /admin belongs to the storefront, another app: load it from the server in place of the
 * history entry the router just made, so Back returns to the back office.
 */
export function LeaveForStorefront() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
