import { useQuery } from '@tanstack/react-query';
import { assetUrl } from '@zari/api-client';
import {
  discountPercent,
  formatRupees,
  linePrice,
  STOREFRONT_TEXT,
  WISHLIST_TEXT,
  type WishlistEntry,
} from '@zari/contract';
import { buttonClass } from '@zari/ui/button-class';
import { EmptyState } from '@zari/ui/empty-state';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { Skeleton } from '@zari/ui/skeleton';
import { useStorageReady } from '@zari/ui/storage';
import { Heart, X } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PRODUCT_CARD_SIZES, productQueryOptions } from '@/features/catalog';
import { useText } from '@/lib/i18n';
import { useWishlist, wishlistActions } from '../stores/wishlist-store';

/** SPEC §2 wishlist: the saved product + variant pairs, each removable. */
export function WishlistView() {
  const tx = useText({ STOREFRONT_TEXT, WISHLIST_TEXT });
  const { entries, count } = useWishlist();
  // The wishlist lives in browser storage: a server render and its hydration show neither list nor "empty".
  const ready = useStorageReady();
  return (
    <main className="mx-auto w-full max-w-7xl px-4 pt-5 pb-10">
      <div className="mb-4 flex items-baseline gap-2">
        <h1 className="font-display text-2xl font-semibold sm:text-3xl">{tx.WISHLIST_TEXT.title}</h1>
        <p className="text-sm text-muted">{tx.STOREFRONT_TEXT.itemCount(count)}</p>
      </div>
      {!ready ? null : count === 0 ? (
        <EmptyState
          icon={<Heart className="size-7" />}
          title={tx.WISHLIST_TEXT.emptyTitle}
          description={tx.WISHLIST_TEXT.emptyDescription}
          action={
            <Link to={paths.home.getHref()} className={buttonClass('primary', 'md')}>
              {tx.WISHLIST_TEXT.continueShopping}
            </Link>
          }
        />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {entries.map((entry) => (
            <li key={`${entry.productId}|${entry.variantId ?? ''}`} className="flex">
              <WishlistItem entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function WishlistItem({ entry }: { entry: WishlistEntry }) {
  const tx = useText({ STOREFRONT_TEXT });
  const product = useQuery(productQueryOptions(entry.productId));
  const remove = () => wishlistActions.remove(entry.productId, entry.variantId);
  const title = product.data?.title ?? '';
  const image = entry.variantImage ?? product.data?.images[0];
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line/60">
      <button
        type="button"
        onClick={remove}
        aria-label={`${tx.STOREFRONT_TEXT.remove} ${title}`.trim()}
        className="absolute top-2 right-2 z-10 flex size-8 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow-sm"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      {product.data ? (
        <Link to={paths.product.getHref(entry.productId)} className="flex flex-1 flex-col">
          <ImageWithFallback
            src={assetUrl(image)}
            media={image ? product.data.media?.[image] : undefined}
            sizes={PRODUCT_CARD_SIZES}
            alt={title}
            width={400}
            height={500}
            className="aspect-4/5 w-full"
          />
          <div className="space-y-1 p-2.5">
            <h2 className="line-clamp-1 text-[13px] font-medium">{title}</h2>
            <WishlistPrice amount={product.data.amount} discounted={product.data.discountedAmount} />
          </div>
        </Link>
      ) : product.isError ? (
        <div className="flex aspect-4/5 items-center justify-center p-4 text-center text-sm text-muted">
          {tx.STOREFRONT_TEXT.unavailable}
        </div>
      ) : (
        <>
          <Skeleton className="aspect-4/5 w-full rounded-none" />
          <div className="space-y-2 p-2.5">
            <Skeleton className="h-3.5 w-4/5" />
            <Skeleton className="h-3.5 w-1/2" />
          </div>
        </>
      )}
    </article>
  );
}

function WishlistPrice({ amount, discounted }: { amount: number; discounted: number }) {
  const tx = useText({ STOREFRONT_TEXT });
  const percent = discountPercent(amount, discounted);
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="text-sm font-bold">
        {formatRupees(linePrice({ productDiscountedAmount: discounted, productAmount: amount }))}
      </span>
      {percent > 0 ? (
        <>
          <s className="text-xs text-muted">{formatRupees(amount)}</s>
          <span className="text-xs font-semibold text-discount">
            {tx.STOREFRONT_TEXT.percentOff(percent)}
          </span>
        </>
      ) : null}
    </p>
  );
}
