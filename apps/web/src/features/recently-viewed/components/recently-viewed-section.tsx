import { useQueries } from '@tanstack/react-query';
import { HOME_TEXT, type Product } from '@zari/contract';
import { ProductCard, productQueryOptions } from '@/features/catalog';
import { ProductCardHeart } from '@/features/wishlist';
import { useRecentlyViewedIds } from '../stores/recently-viewed-store';

/** The row's cards are 160 px wide on a phone, 192 px from `sm`. */
const RECENTLY_VIEWED_CARD_SIZES = '(min-width: 640px) 192px, 160px';

export interface RecentlyViewedSectionProps {
  /** The product on screen, left out of its own list. */
  excludeId?: string;
  className?: string;
}

/**
 * Recently Viewed: the products this browser opened last, fetched fresh so prices and stock are today's.
 * Shown only once there is something to show; a product that no longer exists drops out quietly.
 */
export function RecentlyViewedSection({ excludeId, className }: RecentlyViewedSectionProps) {
  const ids = useRecentlyViewedIds().filter((id) => id !== excludeId);
  const products = useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(id), retry: false })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data as Product] : [])),
  });
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className}>
      <h2 id="recently-viewed-heading" className="mb-3 font-display text-xl font-bold">
        {HOME_TEXT.recentlyViewed}
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {products.map((product) => (
          <li key={product._id} className="flex w-40 shrink-0 snap-start sm:w-48">
            <ProductCard
              product={product}
              sizes={RECENTLY_VIEWED_CARD_SIZES}
              action={<ProductCardHeart productId={product._id} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
