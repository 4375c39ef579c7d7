/**
 * The Recently Viewed row's cards, in a chunk of their own: most first visits have viewed nothing yet, so the
 * section loads this code only once it has products to show.
 */
import { useQueries } from '@tanstack/react-query';
import { type Product, STOREFRONT_TEXT } from '@zari/contract';
import { ProductCard, productQueryOptions } from '@/features/catalog';
import { ProductCardHeart } from '@/features/wishlist';
import { useText } from '@/lib/i18n';

/** The row's cards are 160 px wide on a phone, 192 px from `sm`. */
const RECENTLY_VIEWED_CARD_SIZES = '(min-width: 640px) 192px, 160px';

/** Fetched fresh, so prices and stock are today's; a product that no longer exists drops out quietly. */
export function RecentlyViewedRow({ ids, className }: { ids: string[]; className?: string }) {
  const tx = useText({ STOREFRONT_TEXT });
  const products = useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(id), retry: false })),
    combine: (results) => results.flatMap((result) => (result.data ? [result.data as Product] : [])),
  });
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className}>
      <h2 id="recently-viewed-heading" className="mb-3 font-display text-xl font-bold">
        {tx.STOREFRONT_TEXT.recentlyViewed}
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
