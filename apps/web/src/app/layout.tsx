import {
  BRAND_NAME,
  GRIEVANCE_OFFICER,
  HEADER_COLLAPSE_SCROLL_PX,
  HOME_TEXT,
  SEARCH_TEXT,
  SELLER,
  STOREFRONT_TEXT,
} from '@zari/contract';
import { Heart, Menu, RotateCcw, Search, ShoppingBag, Truck, User, Zap } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { ScrollToTop } from '@/app/scroll-to-top';
import { CountBadge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { useCart } from '@/features/bag';
import { DemoStoreBar } from '@/features/checkout';
import { useWishlist } from '@/features/wishlist';
import { cn } from '@/lib/cn';

// Both overlays stay out of the home route's bundle until the shopper reaches for them.
const loadPalette = () => import('@/features/search').then((module) => ({ default: module.SearchPalette }));
const loadDrawer = () =>
  import('@/features/category-drawer').then((module) => ({ default: module.CategoryDrawer }));
const SearchPalette = lazy(loadPalette);
const CategoryDrawer = lazy(loadDrawer);

/** True once the page has scrolled past the promise strip's threshold (SPEC §9: 100 px). */
function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/** '/' or Ctrl/⌘ K opens the palette from anywhere except while typing in a field. */
function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      const isCtrlK = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      if (isCtrlK || (event.key === '/' && !typing)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

const iconButton =
  'relative flex size-10 cursor-pointer items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/5';

export function AppLayout() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchMounted, setSearchMounted] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const collapsed = useScrolledPast(HEADER_COLLAPSE_SCROLL_PX);
  const wishlist = useWishlist();
  const cart = useCart();

  // The control that opened the palette or drawer gets focus back when it closes (Escape, close, overlay).
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  const openSearch = () => {
    rememberOpener();
    setSearchMounted(true);
    setSearchOpen(true);
  };
  const openDrawer = () => {
    rememberOpener();
    setDrawerMounted(true);
    setDrawerOpen(true);
  };
  useSearchShortcut(openSearch);

  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <DemoStoreBar />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-ink px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {STOREFRONT_TEXT.skipToContent}
      </a>
      <header className="sticky top-0 z-40 border-b border-line/70 bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:px-4">
          <button
            type="button"
            aria-label={STOREFRONT_TEXT.openMenu}
            aria-haspopup="dialog"
            className={iconButton}
            onClick={openDrawer}
            onPointerEnter={loadDrawer}
            onFocus={loadDrawer}
          >
            <Menu aria-hidden="true" className="size-5.5" />
          </button>
          <Link
            to={paths.home.getHref()}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="px-1 font-display text-[1.6rem] leading-none font-bold tracking-tight text-ink"
          >
            {BRAND_NAME}
            <span aria-hidden="true" className="text-brand-500">
              .
            </span>
          </Link>
          <button
            type="button"
            onClick={openSearch}
            onPointerEnter={loadPalette}
            onFocus={loadPalette}
            aria-haspopup="dialog"
            aria-label={STOREFRONT_TEXT.openSearch}
            aria-keyshortcuts="/ Control+K"
            className="mx-4 hidden h-10 max-w-md flex-1 cursor-pointer items-center gap-2 rounded-full border border-line bg-canvas px-4 text-sm text-muted transition-colors hover:border-ink/30 md:flex"
          >
            <Search aria-hidden="true" className="size-4" />
            <span className="flex-1 text-left">{SEARCH_TEXT.placeholder}</span>
            <kbd className="rounded border border-line bg-surface px-1.5 font-sans text-xs">/</kbd>
          </button>
          <nav aria-label="Account" className="ml-auto flex items-center">
            <button
              type="button"
              onClick={openSearch}
              onPointerEnter={loadPalette}
              aria-haspopup="dialog"
              aria-label={STOREFRONT_TEXT.openSearch}
              className={cn(iconButton, 'md:hidden')}
            >
              <Search aria-hidden="true" className="size-5" />
            </button>
            <Link
              to={paths.userProfile.getHref()}
              aria-label={STOREFRONT_TEXT.profile}
              className={iconButton}
            >
              <User aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to={paths.wishlist.getHref()}
              aria-label={STOREFRONT_TEXT.wishlist(wishlist.count)}
              className={iconButton}
            >
              <Heart aria-hidden="true" className="size-5" />
              <CountBadge count={wishlist.count} />
            </Link>
            <Link
              to={paths.bag.getHref()}
              aria-label={STOREFRONT_TEXT.bag(cart.count)}
              className={iconButton}
            >
              <ShoppingBag aria-hidden="true" className="size-5" />
              <CountBadge count={cart.count} />
            </Link>
          </nav>
        </div>
      </header>
      <PromiseStrip collapsed={collapsed} />
      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <Footer />
      {searchMounted ? (
        <Suspense fallback={null}>
          <SearchPalette open={searchOpen} onOpenChange={setSearchOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
      {drawerMounted ? (
        <Suspense fallback={null}>
          <CategoryDrawer open={drawerOpen} onOpenChange={setDrawerOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The header's first paint, before the router has loaded the page it opens on. */
export function StartingShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="border-b border-line/70 bg-surface">
        <div className="mx-auto flex h-14 max-w-7xl items-center px-4">
          <span className="pl-10 font-display text-[1.6rem] leading-none font-bold tracking-tight text-ink">
            {BRAND_NAME}
            <span className="text-brand-500">.</span>
          </span>
        </div>
      </div>
    </div>
  );
}

/** Folding changes only paint (translate, opacity), never layout; the layout test holds this. */
const STRIP_FOLDED = 'pointer-events-none -translate-y-full opacity-0';
const STRIP_SHOWN = 'translate-y-0 opacity-100';

const PROMISES = [
  { icon: RotateCcw, title: HOME_TEXT.promiseEasyReturns, detail: HOME_TEXT.promiseEasyReturnsDetail },
  { icon: Zap, title: HOME_TEXT.promiseFastDelivery, detail: HOME_TEXT.promiseFastDeliveryDetail },
  { icon: Truck, title: HOME_TEXT.promiseFreeShipping, detail: HOME_TEXT.promiseFreeShippingDetail },
] as const;

/**
 * SPEC §2: three promises under the header, folded away once the page scrolls past 100 px. The strip keeps
 * its place in the page and only slides up behind the header bar, so folding it moves nothing under the
 * reader: a strip that gave its height back would pull the page up across the threshold and unfold it
 * again, shaking forever (issue 13).
 */
function PromiseStrip({ collapsed }: { collapsed: boolean }) {
  return (
    <div
      data-testid="promise-strip"
      data-collapsed={collapsed}
      aria-hidden={collapsed}
      inert={collapsed}
      className={cn(
        'sticky top-14 z-30 border-b border-line/70 bg-surface transition-[translate,opacity] duration-200 ease-out',
        collapsed ? STRIP_FOLDED : STRIP_SHOWN,
      )}
    >
      <ul className="mx-auto grid w-full max-w-7xl grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, detail }) => (
          <li
            key={title}
            className="flex flex-col items-center justify-center gap-0.5 px-1 py-2 text-center sm:flex-row sm:gap-2"
          >
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            <span className="text-[11px] leading-tight sm:text-xs">
              <span className="block font-semibold text-ink sm:inline">{title}</span>{' '}
              <span className="text-muted">{detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer
      // A page with a fixed bottom bar (the product page) must not hide the footer's last line behind it.
      className="mt-8 border-t border-line bg-ink text-white/80 [body:has([data-bottom-bar])_&]:pb-20 lg:[body:has([data-bottom-bar])_&]:pb-0"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-5 py-10 text-sm sm:grid-cols-3">
        <div className="space-y-2">
          <p className="font-display text-2xl font-bold text-white">
            {BRAND_NAME}
            <span className="text-brand-400">.</span>
          </p>
          <p className="text-xs font-semibold tracking-wider text-white/60 uppercase">
            {STOREFRONT_TEXT.footerSeller}
          </p>
          <address className="not-italic">
            {SELLER.legalName}
            <br />
            {SELLER.address}
            <br />
            <a className="hover:text-white" href={`mailto:${SELLER.email}`}>
              {SELLER.email}
            </a>{' '}
            · {SELLER.phone}
          </address>
        </div>
        <div className="space-y-2">
          <p className="text-xs font-semibold tracking-wider text-white/60 uppercase">
            {STOREFRONT_TEXT.footerPolicies}
          </p>
          <ul className="space-y-1.5">
            <li>
              <Link className="hover:text-white" to={paths.shippingDelivery.getHref()}>
                {STOREFRONT_TEXT.shippingDelivery}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to={paths.returnPolicy.getHref()}>
                {STOREFRONT_TEXT.returnPolicy}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to={paths.aboutUs.getHref()}>
                {STOREFRONT_TEXT.aboutUs}
              </Link>
            </li>
          </ul>
        </div>
        <div className="space-y-2">
          <p className="text-xs font-semibold tracking-wider text-white/60 uppercase">
            {STOREFRONT_TEXT.footerGrievance}
          </p>
          <address className="not-italic">
            {GRIEVANCE_OFFICER.name}
            <br />
            <a className="hover:text-white" href={`mailto:${GRIEVANCE_OFFICER.email}`}>
              {GRIEVANCE_OFFICER.email}
            </a>
            <br />
            {GRIEVANCE_OFFICER.phone}
            <br />
            {GRIEVANCE_OFFICER.hours}
          </address>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-white/50">
        © {year} {SELLER.legalName}. {STOREFRONT_TEXT.footerRights}
      </p>
    </footer>
  );
}
