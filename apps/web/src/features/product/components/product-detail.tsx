import {
  discountPercent,
  formatRupees,
  lineMrp,
  linePrice,
  PRODUCT_TEXT,
  type Product,
  type ProductVariant,
  RETURN_TEXT,
  returnPolicyFor,
  STOREFRONT_TEXT,
  stockLevel,
  TOASTS,
} from '@zari/contract';
import { Banknote, RotateCcw, ShieldCheck, Truck, Zap } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cartActions } from '@/features/bag';
import { RecentlyViewedSection, useRecordRecentlyViewed } from '@/features/recently-viewed';
import { useWishlist, WishlistHeart, wishlistActions } from '@/features/wishlist';
import { cn } from '@/lib/cn';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useProductSelection } from '../hooks/use-product-selection';
import { Gallery } from './gallery';
import { PincodeCheck } from './pincode-check';
import { ShareButtonPlaceholder } from './share-button-placeholder';
import { SimilarProducts } from './similar-products';
import { SizeGuide } from './size-guide';

// The menu brings a positioning library with it; the page paints first and the menu follows a moment later.
const ShareMenu = lazy(() => import('./share-menu').then((module) => ({ default: module.ShareMenu })));

export interface ProductDetailProps {
  product: Product;
  variants: readonly ProductVariant[];
}

/** SPEC §2 product page, with the selection rules of SPEC §4 and the bag rules of SPEC §5. */
export function ProductDetail({ product, variants }: ProductDetailProps) {
  const selection = useProductSelection(product, variants);
  const { selectedVariant, selectedSize } = selection;
  const [triedWithoutSize, setTriedWithoutSize] = useState(false);
  const wishlist = useWishlist();
  useRecordRecentlyViewed(product._id);
  const returns = returnPolicyFor(product);
  const stock = stockLevel(product);

  const sources = {
    variantDiscountedPrice: selectedVariant?.discountedPrice,
    variantPrice: selectedVariant?.price,
    productDiscountedAmount: product.discountedAmount,
    productAmount: product.amount,
  };
  const price = linePrice(sources);
  const mrp = lineMrp(sources);
  const percent = discountPercent(mrp, price);
  const variantId = selectedVariant?._id ?? null;
  const variantImage = selectedVariant?.images[0] ?? null;
  const wishlisted = wishlist.has(product._id, variantId);
  const toggleWishlist = () => wishlistActions.toggle({ productId: product._id, variantId, variantImage });

  const outOfStock = stock.kind === 'out-of-stock';
  const needsSize = selectedSize === null;
  const needsVariant = variants.length > 0 && selectedVariant === null;
  const buttonText = outOfStock
    ? PRODUCT_TEXT.outOfStock
    : needsSize
      ? PRODUCT_TEXT.selectSize
      : PRODUCT_TEXT.addToBag;

  const addToBag = () => {
    if (outOfStock) return;
    if (selectedSize === null) {
      setTriedWithoutSize(true);
      notifyError(TOASTS.selectSize);
      return;
    }
    cartActions.add({
      product: {
        _id: product._id,
        title: product.title,
        images: product.images,
        amount: product.amount,
        discountedAmount: product.discountedAmount,
      },
      selectedSize,
      selectedVariant: variantId,
      variantPrice: selectedVariant?.price ?? null,
      variantDiscountedPrice: selectedVariant?.discountedPrice ?? null,
      variantColorCode: selectedVariant?.colorCode ?? null,
      variantImage,
    });
    notifySuccess({ title: STOREFRONT_TEXT.addedToBag, description: product.title });
  };

  const shareUrl = `${window.location.origin}${paths.product.getHref(product._id)}`;
  const categoryHref = product.category.slug ? paths.category.getHref(product.category.slug) : null;

  return (
    <main className="mx-auto w-full max-w-7xl pb-8 lg:px-4 lg:pt-6 lg:pb-12">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-10">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <Gallery
            title={product.title}
            images={selection.gallery}
            index={selection.imageIndex}
            onSelect={selection.selectImage}
            onPrevious={selection.previousImage}
            onNext={selection.nextImage}
          />
        </div>

        <div className="space-y-6 px-4 lg:px-0">
          <div className="space-y-2">
            <div className="flex items-start justify-between gap-3">
              <div className="space-y-1">
                {categoryHref ? (
                  <Link
                    to={categoryHref}
                    state={{ categoryId: product.category._id, categoryTitle: product.category.title }}
                    className="text-xs font-semibold tracking-widest text-brand-700 uppercase hover:underline"
                  >
                    {product.category.title}
                  </Link>
                ) : (
                  <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">
                    {product.category.title}
                  </p>
                )}
                <h1 className="text-lg leading-snug font-semibold text-ink sm:text-2xl">{product.title}</h1>
              </div>
              <div className="flex shrink-0 gap-2">
                <Suspense fallback={<ShareButtonPlaceholder />}>
                  <ShareMenu url={shareUrl} />
                </Suspense>
              </div>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Badge
                data-testid="stock-badge"
                variant={
                  stock.kind === 'out-of-stock' ? 'destructive' : stock.kind === 'low' ? 'warning' : 'success'
                }
              >
                {stock.label}
              </Badge>
              {product.fastDelivery ? (
                <Badge variant="secondary">
                  <Zap aria-hidden="true" className="size-3" />
                  {STOREFRONT_TEXT.fastDelivery}
                </Badge>
              ) : null}
              {product.tag ? <Badge variant="outline">{product.tag}</Badge> : null}
            </div>
          </div>

          <div className="space-y-0.5">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-2xl font-bold" data-testid="price">
                {formatRupees(price)}
              </span>
              {percent > 0 ? (
                <>
                  <span className="text-sm text-muted">
                    {STOREFRONT_TEXT.mrp} <s>{formatRupees(mrp)}</s>
                  </span>
                  <span className="text-sm font-bold text-discount">
                    {STOREFRONT_TEXT.percentOff(percent)}
                  </span>
                </>
              ) : null}
            </p>
            <p className="text-xs font-medium text-success">{PRODUCT_TEXT.inclusiveOfTaxes}</p>
          </div>

          {variants.length > 0 ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-bold tracking-wide">
                {STOREFRONT_TEXT.colour}
                {selectedVariant?.colorName ? (
                  <span className="font-normal text-muted">: {selectedVariant.colorName}</span>
                ) : null}
              </legend>
              <div className="flex flex-wrap gap-2.5">
                {variants.map((variant) => {
                  const active = variant._id === selectedVariant?._id;
                  return (
                    <button
                      key={variant._id}
                      type="button"
                      aria-pressed={active}
                      aria-label={variant.colorName ?? variant.colorCode}
                      title={variant.colorName ?? variant.colorCode}
                      onClick={() => selection.selectVariant(variant._id)}
                      className={cn(
                        'size-9 cursor-pointer rounded-full ring-offset-2 transition',
                        active ? 'ring-2 ring-ink' : 'ring-1 ring-ink/15 hover:ring-ink/40',
                      )}
                      style={{ backgroundColor: variant.colorCode }}
                    />
                  );
                })}
              </div>
              {needsVariant ? <p className="text-sm text-danger">{PRODUCT_TEXT.selectColorHint}</p> : null}
            </fieldset>
          ) : null}

          <fieldset className="space-y-2">
            <div className="flex items-center justify-between gap-3">
              <legend className="text-sm font-bold tracking-wide">{STOREFRONT_TEXT.size}</legend>
              <SizeGuide product={product} />
            </div>
            <div className="flex flex-wrap gap-2">
              {product.sizes.map((size) => {
                const active = size === selectedSize;
                return (
                  <button
                    key={size}
                    type="button"
                    aria-pressed={active}
                    onClick={() => {
                      selection.toggleSize(size);
                      setTriedWithoutSize(false);
                    }}
                    className={cn(
                      'h-11 min-w-12 cursor-pointer rounded-full border px-4 text-sm font-semibold transition-colors',
                      active ? 'border-ink bg-ink text-white' : 'border-line bg-surface hover:border-ink',
                    )}
                  >
                    {size}
                  </button>
                );
              })}
            </div>
            {needsSize ? (
              <p className={cn('text-sm text-danger', triedWithoutSize && 'font-semibold')}>
                {PRODUCT_TEXT.selectSizeHint}
              </p>
            ) : null}
            <p className={cn('text-sm', outOfStock ? 'text-danger' : 'text-muted')}>
              {outOfStock ? STOREFRONT_TEXT.unavailable : STOREFRONT_TEXT.itemsAvailable(product.stockCount)}
            </p>
          </fieldset>

          <div
            data-bottom-bar
            className="fixed inset-x-0 bottom-0 z-30 flex gap-3 border-t border-line bg-surface/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:static lg:border-0 lg:bg-transparent lg:p-0"
          >
            <WishlistHeart size="md" active={wishlisted} onToggle={toggleWishlist} />
            <AddToBagButton
              text={buttonText}
              outOfStock={outOfStock}
              needsSize={needsSize}
              onClick={addToBag}
            />
          </div>

          <div className="space-y-4 rounded-2xl border border-line bg-surface p-4">
            <PincodeCheck />
            <ul className="space-y-2.5 border-t border-line pt-4 text-sm">
              <li className="flex gap-2.5">
                <Truck aria-hidden="true" className="size-4.5 shrink-0 text-brand-600" />
                <span>
                  {PRODUCT_TEXT.freeShippingNote}. {STOREFRONT_TEXT.deliveryNote}
                </span>
              </li>
              <li className="flex gap-2.5">
                <RotateCcw aria-hidden="true" className="size-4.5 shrink-0 text-brand-600" />
                <span data-testid="return-note">{returns.note}</span>
              </li>
              <li className="flex gap-2.5">
                <Banknote aria-hidden="true" className="size-4.5 shrink-0 text-brand-600" />
                <span>{STOREFRONT_TEXT.codNote}</span>
              </li>
            </ul>
          </div>

          {product.description ? (
            <section aria-labelledby="description-heading" className="space-y-1.5">
              <h2 id="description-heading" className="text-sm font-bold tracking-wide">
                {STOREFRONT_TEXT.description}
              </h2>
              <p className="text-sm leading-relaxed whitespace-pre-line text-ink/80">{product.description}</p>
            </section>
          ) : null}

          <Accordion className="border-t border-line">
            <AccordionItem>
              <AccordionTrigger>{PRODUCT_TEXT.aboutThisProduct}</AccordionTrigger>
              <AccordionContent>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                  {product.productInfo.map((info) => (
                    <div key={info._id ?? info.title} className="contents">
                      <dt className="font-medium text-muted">{info.title}</dt>
                      {/* Returns are the contract's rule, whatever a product's notes were written to say. */}
                      <dd>{info.title === RETURN_TEXT.productInfoTitle ? returns.detail : info.content}</dd>
                    </div>
                  ))}
                </dl>
              </AccordionContent>
            </AccordionItem>
            <AccordionItem>
              <AccordionTrigger>{PRODUCT_TEXT.serviceAndPolicy}</AccordionTrigger>
              <AccordionContent>
                <ul className="space-y-2">
                  <li className="flex gap-2">
                    <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                    <span data-testid="return-detail">{returns.detail} </span>
                    <Link to={paths.returnPolicy.getHref()} className="font-medium text-brand-700 underline">
                      {STOREFRONT_TEXT.returnPolicy}
                    </Link>
                  </li>
                  <li className="flex gap-2">
                    <Truck aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                    {PRODUCT_TEXT.freeShippingNote}.{' '}
                    <Link
                      to={paths.shippingDelivery.getHref()}
                      className="font-medium text-brand-700 underline"
                    >
                      {STOREFRONT_TEXT.shippingDelivery}
                    </Link>
                  </li>
                  <li>{PRODUCT_TEXT.countryOfOrigin}</li>
                </ul>
              </AccordionContent>
            </AccordionItem>
          </Accordion>
        </div>
      </div>

      <div className="mt-10 px-4 lg:px-0">
        <SimilarProducts product={product} />
        <RecentlyViewedSection excludeId={product._id} className="mt-10" />
      </div>
    </main>
  );
}

function AddToBagButton({
  text,
  outOfStock,
  needsSize,
  onClick,
}: {
  text: string;
  outOfStock: boolean;
  needsSize: boolean;
  onClick: () => void;
}) {
  // Without a size the button reads as disabled but still answers a tap with the 'Please select a size'
  // toast (SPEC §5), so the shopper learns why; out of stock it is fully disabled.
  return (
    <Button
      variant="brand"
      size="lg"
      className="flex-1 tracking-widest aria-disabled:cursor-not-allowed aria-disabled:bg-brand-200 aria-disabled:hover:bg-brand-200"
      disabled={outOfStock}
      aria-disabled={outOfStock || needsSize}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}
