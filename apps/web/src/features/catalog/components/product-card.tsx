import { assetUrl } from '@zari/api-client';
import {
  CARD_SWATCHES_MAX,
  cardPrice,
  discountPercent,
  formatRupees,
  type Product,
  type ProductCard as ProductCardItem,
  STOREFRONT_TEXT,
} from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { Skeleton } from '@zari/ui/skeleton';
import { Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { localizeProduct, useLocale, useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';

/** What a card shows: a listing's card item (`view=card`) or a full product. */
export type CardProduct = ProductCardItem | Product;

const cardImage = (product: CardProduct) => ('image' in product ? product.image : product.images[0]);

/** A card's width in the listing grid: 2 columns on a phone, then 3, 4 and 5 (product-grid.tsx). */
export const PRODUCT_CARD_SIZES =
  '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

export interface ProductCardProps {
  product: CardProduct;
  /** How wide the card is drawn (its photo's `sizes`): the listing grid's unless a row of fixed cards says. */
  sizes?: string;
  /** Cards in the first screenful load eagerly. */
  priority?: boolean;
  /** The control over the image's top-right corner: the wishlist heart, which the catalogue does not own. */
  action?: ReactNode;
}

/** The catalogue card of SPEC §2 (category screen): price, MRP, % off, 'Get it for', swatches, heart. */
export function ProductCard({
  product: englishProduct,
  sizes = PRODUCT_CARD_SIZES,
  priority = false,
  action,
}: ProductCardProps) {
  const tx = useText({ STOREFRONT_TEXT });
  const product = localizeProduct(englishProduct, useLocale());
  // The price the product page opens on: its lowest-priced colour, "from" when colours differ (issue 31).
  const { price, mrp, from } = cardPrice(product);
  const percent = discountPercent(mrp, price);
  const shownPrice = from ? tx.STOREFRONT_TEXT.fromPrice(formatRupees(price)) : formatRupees(price);
  const href = paths.product.getHref(product._id);
  // A listing's card knows only whether it is in stock; a full product knows its count too.
  const soldOut = !product.inStock || ('stockCount' in product && product.stockCount <= 0);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line/60 transition-shadow hover:shadow-lg">
      <div className="relative">
        <LightLink to={href} className="block" aria-hidden="true" tabIndex={-1}>
          <ImageWithFallback
            src={assetUrl(cardImage(product))}
            media={product.media?.[cardImage(product) ?? '']}
            sizes={sizes}
            alt={product.title}
            width={400}
            height={500}
            priority={priority}
            className={cn(
              'aspect-4/5 w-full transition-transform duration-300 group-hover:scale-[1.03]',
              soldOut && 'opacity-60 grayscale',
            )}
          />
        </LightLink>
        {soldOut ? (
          <span className="absolute inset-x-0 top-1/2 mx-auto w-fit -translate-y-1/2 rounded bg-ink/85 px-2 py-1 text-xs font-bold tracking-wider text-white uppercase">
            {tx.STOREFRONT_TEXT.outOfStockBadge}
          </span>
        ) : null}
        {product.tag ? (
          <span className="absolute top-2 left-2 rounded bg-ink/85 px-1.5 py-0.5 text-[10px] font-semibold tracking-wider text-white uppercase">
            {product.tag}
          </span>
        ) : null}
        {action}
        {product.fastDelivery ? (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-[10px] font-semibold text-brand-800 shadow-sm">
            <Zap aria-hidden="true" className="size-3 fill-brand-500 text-brand-500" />
            {tx.STOREFRONT_TEXT.fastDelivery}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-2.5">
        <h3 className="line-clamp-1 text-[13px] font-medium text-ink">
          <LightLink
            to={href}
            className="after:absolute after:inset-x-0 after:bottom-0 after:h-[45%] focus-visible:outline-none"
          >
            {product.title}
          </LightLink>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-sm font-bold text-ink" data-testid="card-price">
            {shownPrice}
          </span>
          {percent > 0 ? (
            <>
              <s className="text-xs text-muted">{formatRupees(mrp)}</s>
              <span className="text-xs font-semibold text-discount">
                {tx.STOREFRONT_TEXT.percentOff(percent)}
              </span>
            </>
          ) : null}
        </p>
        <p className="text-[11px] text-success">
          {tx.STOREFRONT_TEXT.getItFor} <span className="font-semibold">{shownPrice}</span>
        </p>
        <Swatches swatches={product.swatches ?? []} />
      </div>
    </article>
  );
}

export function Swatches({ swatches }: { swatches: readonly { _id: string; colorCode: string }[] }) {
  const tx = useText({ STOREFRONT_TEXT });
  if (swatches.length === 0) return null;
  const shown = swatches.slice(0, CARD_SWATCHES_MAX);
  const more = swatches.length - shown.length;
  return (
    <ul className="mt-auto flex items-center gap-1 pt-1" aria-label={tx.STOREFRONT_TEXT.colour}>
      {shown.map((swatch) => (
        <li
          key={swatch._id}
          title={swatch.colorCode}
          className="size-3.5 rounded-full ring-1 ring-ink/15"
          style={{ backgroundColor: swatch.colorCode }}
        >
          <span className="sr-only">{swatch.colorCode}</span>
        </li>
      ))}
      {more > 0 ? (
        <li
          className="text-[11px] font-medium text-muted"
          aria-label={tx.STOREFRONT_TEXT.moreColoursLabel(more)}
        >
          {tx.STOREFRONT_TEXT.moreColours(more)}
        </li>
      ) : null}
    </ul>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-card bg-surface ring-1 ring-line/60">
      <Skeleton className="aspect-4/5 w-full rounded-none" />
      <div className="space-y-2 p-2.5">
        <Skeleton className="h-3.5 w-4/5" />
        <Skeleton className="h-3.5 w-1/2" />
        <Skeleton className="h-3 w-2/5" />
      </div>
    </div>
  );
}
