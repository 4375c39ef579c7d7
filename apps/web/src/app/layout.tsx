import { BRAND_NAME, STOREFRONT_TEXT } from '@zari/contract';
import { Outlet } from 'react-router';
import { ScrollToTop } from '@/app/scroll-to-top';
import { DemoStoreBar } from '@/features/checkout';
import { LaterTexts, useText } from '@/lib/i18n';
import { LocaleOffer } from './locale-offer';
import { useOverlays } from './overlays';
import { PromiseStrip } from './promise-strip';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every storefront page: the header, the promise strip, the page, the footer and the overlays. */
export function AppLayout() {
  const tx = useText({ STOREFRONT_TEXT });
  const { openSearch, openDrawer, overlays } = useOverlays();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <DemoStoreBar />
      <LocaleOffer />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-ink px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {tx.STOREFRONT_TEXT.skipToContent}
      </a>
      <SiteHeader onOpenMenu={openDrawer} onOpenSearch={openSearch} />
      <PromiseStrip />
      <div id="main" className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <LaterTexts>
        <SiteFooter />
      </LaterTexts>
      {overlays}
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
