import { STOREFRONT_TEXT } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { EmptyState } from '@zari/ui/empty-state';
import { ErrorBox } from '@zari/ui/error-box';
import type { ReactNode } from 'react';
import { useText } from '@/lib/i18n';
import { useDeferredCards } from '../hooks/use-deferred-cards';
import { type CardProduct, ProductCard, ProductCardSkeleton } from './product-card';

const PRODUCT_GRID_COLUMNS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
/**
 * A card after the leading ones is styled, laid out and painted only when it nears the viewport: a listing's
 * HTML holds a page of cards, and laying out all of them held a phone's main thread for ~100 ms while the
 * first screen showed 2–4. Cards on screen when the page first renders are rendered in that same frame, so
 * nothing shifts; the height is a card's on a phone until the browser remembers the real one.
 */
const OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-height:auto_22rem]';

export interface ProductGridProps {
  products: readonly CardProduct[] | undefined;
  isPending: boolean;
  isError: boolean;
  skeletonCount: number;
  errorText: string;
  emptyText: string;
  /** How many leading cards load eagerly (first screenful). */
  eagerCount?: number;
  /** Each card's top-right control (see ProductCard). */
  cardAction?: (product: CardProduct) => ReactNode;
  /** The grid's columns, when a listing beside a filter rail needs fewer than a full-width page. */
  gridClassName?: string;
  className?: string;
}

/** A product list with its loading, error and empty states (SPEC §2 category and hot list). */
export function ProductGrid({
  products: fetchedProducts,
  isPending: fetchPending,
  isError,
  skeletonCount,
  errorText,
  emptyText,
  eagerCount = 0,
  cardAction,
  gridClassName = PRODUCT_GRID_COLUMNS,
  className,
}: ProductGridProps) {
  const tx = useText({ STOREFRONT_TEXT });
  const { cards: products, isPending } = useDeferredCards(fetchedProducts, fetchPending);
  if (isError) return <ErrorBox className={className}>{errorText}</ErrorBox>;
  if (isPending) {
    return (
      <div className={cn(gridClassName, className)} role="status" aria-label={tx.STOREFRONT_TEXT.loading}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (!products || products.length === 0) return <EmptyState title={emptyText} className={className} />;
  return (
    <ul className={cn(gridClassName, className)}>
      {products.map((product, index) => (
        <li key={product._id} className={cn('flex', index >= eagerCount && OFFSCREEN_CARD)}>
          <ProductCard product={product} priority={index < eagerCount} action={cardAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
