import { BRAND_NAME, SEARCH_TEXT, STOREFRONT_TEXT } from '@zari/contract';
import { CountBadge } from '@zari/ui/badge';
import { cn } from '@zari/ui/cn';
import { Heart, Menu, Search, ShoppingBag, User } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCart } from '@/features/bag';
import { useWishlist } from '@/features/wishlist';
import { loadDrawer, loadPalette } from './overlays';

const iconButton =
  'relative flex size-10 cursor-pointer items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/5';

/**
 * The sticky header: menu, brand, search and the profile / wishlist / bag links. The counts come from browser
 * storage after hydration; their badges sit on top of the icons, so they appear without moving anything.
 */
export function SiteHeader({
  onOpenMenu,
  onOpenSearch,
}: {
  onOpenMenu: () => void;
  onOpenSearch: () => void;
}) {
  const wishlist = useWishlist();
  const cart = useCart();
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:px-4">
        <button
          type="button"
          aria-label={STOREFRONT_TEXT.openMenu}
          aria-haspopup="dialog"
          className={iconButton}
          onClick={onOpenMenu}
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
          onClick={onOpenSearch}
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
            onClick={onOpenSearch}
            onPointerEnter={loadPalette}
            aria-haspopup="dialog"
            aria-label={STOREFRONT_TEXT.openSearch}
            className={cn(iconButton, 'md:hidden')}
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          <Link to={paths.userProfile.getHref()} aria-label={STOREFRONT_TEXT.profile} className={iconButton}>
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
          <Link to={paths.bag.getHref()} aria-label={STOREFRONT_TEXT.bag(cart.count)} className={iconButton}>
            <ShoppingBag aria-hidden="true" className="size-5" />
            <CountBadge count={cart.count} />
          </Link>
        </nav>
      </div>
    </header>
  );
}
