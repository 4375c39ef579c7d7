import {
  ACCESSIBLE_NAMES,
  BRAND_NAME,
  LISTING_URL_PARAMS,
  SEARCH_TEXT,
  STOREFRONT_TEXT,
} from '@zari/contract';
import { CountBadge } from '@zari/ui/badge';
import { cn } from '@zari/ui/cn';
import { Heart, Menu, Search, ShoppingBag, User } from 'lucide-react';
import { type FormEvent, useRef } from 'react';
import { useHref, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCart } from '@/features/bag';
import { useWishlist } from '@/features/wishlist';
import { useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';
import { loadDrawer, loadPalette } from './overlays';

const iconButton =
  'relative flex size-10 cursor-pointer items-center justify-center rounded-full text-ink transition-colors hover:bg-ink/5';

/**
 * The header's search: a real `GET /search?q=` form, so typing and Enter (or the phone's search icon) work
 * before the app runs and without JavaScript. Once it runs, a tap on the field or the icon opens the search
 * palette with what was typed, and Enter in the field goes to the results page without a reload.
 */
function HeaderSearch({ onOpenSearch }: { onOpenSearch: (text?: string) => void }) {
  const tx = useText({ SEARCH_TEXT, STOREFRONT_TEXT });
  const navigate = useNavigate();
  const searchAction = useHref(paths.search.path);
  const field = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(paths.search.getHref(field.current?.value));
  };
  return (
    <search className="ml-auto md:mx-4 md:ml-0 md:flex md:max-w-md md:flex-1">
      <form action={searchAction} method="get" onSubmit={onSubmit} className="flex flex-1 items-center">
        <label className="hidden h-10 flex-1 cursor-text items-center gap-2 rounded-full border border-line bg-canvas px-4 text-sm text-muted transition-colors hover:border-ink/30 md:flex">
          <Search aria-hidden="true" className="size-4 shrink-0" />
          <input
            ref={field}
            type="search"
            name={LISTING_URL_PARAMS.search}
            aria-label={tx.STOREFRONT_TEXT.openSearch}
            aria-haspopup="dialog"
            aria-keyshortcuts="/ Control+K"
            placeholder={tx.SEARCH_TEXT.placeholder}
            autoComplete="off"
            onClick={(event) => onOpenSearch(event.currentTarget.value)}
            onPointerEnter={loadPalette}
            onFocus={loadPalette}
            className="min-w-0 flex-1 bg-transparent text-ink outline-none placeholder:text-muted"
          />
          <kbd className="rounded border border-line bg-surface px-1.5 font-sans text-xs">/</kbd>
        </label>
        <button
          type="submit"
          aria-haspopup="dialog"
          aria-label={tx.STOREFRONT_TEXT.openSearch}
          onClick={(event) => {
            event.preventDefault();
            onOpenSearch();
          }}
          onPointerEnter={loadPalette}
          className={cn(iconButton, 'md:hidden')}
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </form>
    </search>
  );
}

/**
 * The sticky header: menu, brand, search and the profile / wishlist / bag links. The counts come from browser
 * storage after hydration; their badges sit on top of the icons, so they appear without moving anything.
 */
export function SiteHeader({
  onOpenMenu,
  onOpenSearch,
}: {
  onOpenMenu: () => void;
  onOpenSearch: (text?: string) => void;
}) {
  const tx = useText({ STOREFRONT_TEXT, ACCESSIBLE_NAMES });
  const wishlist = useWishlist();
  const cart = useCart();
  // Plain links and forms (they work before the app runs) under the page's language prefix, as Links are.
  const categoriesHref = useHref(paths.categories.getHref());
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:px-4">
        {/* A link to the categories page, so a tap before the app runs (or without JavaScript) goes
            somewhere; once it runs, the tap opens the drawer instead. */}
        <a
          href={categoriesHref}
          aria-label={tx.STOREFRONT_TEXT.openMenu}
          aria-haspopup="dialog"
          className={iconButton}
          onClick={(event) => {
            event.preventDefault();
            onOpenMenu();
          }}
          onPointerEnter={loadDrawer}
          onFocus={loadDrawer}
        >
          <Menu aria-hidden="true" className="size-5.5" />
        </a>
        <LightLink
          to={paths.home.getHref()}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="px-1 font-display text-[1.6rem] leading-none font-bold tracking-tight text-ink"
        >
          {BRAND_NAME}
          <span aria-hidden="true" className="text-brand-500">
            .
          </span>
        </LightLink>
        <HeaderSearch onOpenSearch={onOpenSearch} />
        <nav aria-label={tx.ACCESSIBLE_NAMES.account} className="flex items-center md:ml-auto">
          <LightLink
            to={paths.userProfile.getHref()}
            aria-label={tx.STOREFRONT_TEXT.profile}
            className={iconButton}
          >
            <User aria-hidden="true" className="size-5" />
          </LightLink>
          <LightLink
            to={paths.wishlist.getHref()}
            aria-label={tx.STOREFRONT_TEXT.wishlist(wishlist.count)}
            className={iconButton}
          >
            <Heart aria-hidden="true" className="size-5" />
            <CountBadge count={wishlist.count} />
          </LightLink>
          <LightLink
            to={paths.bag.getHref()}
            aria-label={tx.STOREFRONT_TEXT.bag(cart.count)}
            className={iconButton}
          >
            <ShoppingBag aria-hidden="true" className="size-5" />
            <CountBadge count={cart.count} />
          </LightLink>
        </nav>
      </div>
    </header>
  );
}
