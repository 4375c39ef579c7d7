import {
  PRODUCT_TEXT,
  type Product,
  SIMILAR_PRODUCTS_MAX,
  SIMILAR_PRODUCTS_MIN_SAME_CATEGORY,
  similarProducts,
} from '@zari/contract';
import { RenderWhenNear } from '@zari/ui/render-when-near';
import { useMemo } from 'react';
import { useHref } from 'react-router';
import { paths } from '@/config/paths';
import { ProductCard, ProductCardSkeleton, useDeferredCards, useProducts } from '@/features/catalog';
import { ProductCardHeart } from '@/features/wishlist';
import { useText } from '@/lib/i18n';

/**
 * SPEC §9 similar products, below the product's details: asked for and drawn as the shopper nears them, not
 * while the page hydrates. Until then, and while they load, the heading over four placeholder cards.
 */
export function SimilarProducts({ product }: { product: Product }) {
  return (
    <RenderWhenNear
      placeholder={<SimilarSection cards={undefined} />}
      // Without JavaScript the cards never come: no skeletons forever, the product's category instead.
      noScript={<MoreInCategory product={product} />}
    >
      <SimilarProductsOf product={product} />
    </RenderWhenNear>
  );
}

/** Without JavaScript: the section's heading over a link to the product's category. */
function MoreInCategory({ product }: { product: Product }) {
  const tx = useText({ PRODUCT_TEXT });
  const { slug, title } = product.category;
  // Under /hi the router's basename keeps the link in Hindi.
  const href = useHref(slug ? paths.category.getHref(slug) : paths.categories.getHref());
  return (
    <section className="space-y-3">
      <h2 className="font-display text-xl font-bold">{tx.PRODUCT_TEXT.similarProducts}</h2>
      <a href={href} className="font-semibold text-brand-700 underline">
        {tx.PRODUCT_TEXT.moreInCategory(title)}
      </a>
    </section>
  );
}

/** The contract's rule over the category's products, topped up from the catalogue. */
function SimilarProductsOf({ product }: { product: Product }) {
  const sameCategory = useProducts({ categoryId: product.category._id, limit: SIMILAR_PRODUCTS_MAX + 1 });
  const othersInCategory = (sameCategory.data ?? []).filter(
    (candidate) => candidate._id !== product._id,
  ).length;
  const needsTopUp = sameCategory.isSuccess && othersInCategory < SIMILAR_PRODUCTS_MIN_SAME_CATEGORY;
  const catalogue = useProducts({ limit: SIMILAR_PRODUCTS_MAX * 2 }, needsTopUp);

  const similar = useMemo(() => {
    const seen = new Set<string>();
    const pool = [...(sameCategory.data ?? []), ...(catalogue.data ?? [])].filter((candidate) => {
      if (seen.has(candidate._id)) return false;
      seen.add(candidate._id);
      return true;
    });
    return similarProducts(product, pool);
  }, [product, sameCategory.data, catalogue.data]);

  const loading = sameCategory.isPending || (needsTopUp && catalogue.isPending);
  const shown = useDeferredCards(similar, loading);
  if (!loading && similar.length === 0) return null;
  return <SimilarSection cards={shown.isPending ? undefined : shown.cards} />;
}

/** The heading over the cards, or over four placeholders while there are none yet. */
function SimilarSection({ cards }: { cards: readonly Product[] | undefined }) {
  const tx = useText({ PRODUCT_TEXT });
  return (
    <section aria-labelledby="similar-heading" className="space-y-3">
      <h2 id="similar-heading" className="font-display text-xl font-bold">
        {tx.PRODUCT_TEXT.similarProducts}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {cards
          ? cards.map((candidate) => (
              <li key={candidate._id} className="flex">
                <ProductCard product={candidate} action={<ProductCardHeart productId={candidate._id} />} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={at}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
