import { Outlet } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

/** The shell around every route. The header, drawer and palette arrive with the storefront features. */
export function AppLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
