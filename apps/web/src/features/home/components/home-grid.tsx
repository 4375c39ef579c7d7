import { type Product, STOREFRONT_TEXT } from '@zari/contract';
import { EmptyState } from '@zari/ui/empty-state';
import { ErrorBox } from '@zari/ui/error-box';
import { ProductCard, ProductCardSkeleton, useDeferredCards } from '@/features/catalog';
import { ProductCardHeart } from '@/features/wishlist';
import { useText } from '@/lib/i18n';

const HOME_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6';

/** A home grid of product cards with its loading, error and empty states. */
export function HomeGrid({
  products: fetchedProducts,
  isPending: fetchPending,
  isError,
  errorText,
  emptyText,
  skeletonCount,
}: {
  products: readonly Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  errorText: string;
  emptyText: string;
  skeletonCount: number;
}) {
  const tx = useText({ STOREFRONT_TEXT });
  const { cards: products, isPending } = useDeferredCards(fetchedProducts, fetchPending);
  if (isError) return <ErrorBox>{errorText}</ErrorBox>;
  if (isPending) {
    return (
      <div className={HOME_GRID} role="status" aria-label={tx.STOREFRONT_TEXT.loading}>
        {Array.from({ length: skeletonCount }, (_, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ProductCardSkeleton key={at} />
        ))}
      </div>
    );
  }
  if (!products || products.length === 0) return <EmptyState title={emptyText} className="py-8" />;
  return (
    <ul className={HOME_GRID}>
      {products.map((product) => (
        <li key={product._id} className="flex">
          <ProductCard product={product} action={<ProductCardHeart productId={product._id} />} />
        </li>
      ))}
    </ul>
  );
}
