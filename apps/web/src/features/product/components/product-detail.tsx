import {
  lineMrp,
  linePrice,
  maxQuantityFor,
  ORDER_QUANTITY_MAX,
  PRODUCT_TEXT,
  type Product,
  type ProductVariant,
  sizeAvailability,
  stockLevel,
  TOASTS,
} from '@zari/contract';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { useState } from 'react';
import { cartActions } from '@/features/bag';
import { RecentlyViewedSection, useRecordRecentlyViewed } from '@/features/recently-viewed';
import { useWishlist, wishlistActions } from '@/features/wishlist';
import { LaterTexts, titleTranslationsOf, useText, useTextOnTap } from '@/lib/i18n';
import { useProductSelection } from '../hooks/use-product-selection';
import { BuyBar } from './buy-bar';
import { ColourPicker } from './colour-picker';
import { DeliveryAndReturns } from './delivery-and-returns';
import { Gallery } from './gallery';
import { ProductDetails } from './product-details';
import { ProductHeading } from './product-heading';
import { ProductPrice } from './product-price';
import { SimilarProducts } from './similar-products';
import { SizePicker } from './size-picker';

export interface ProductDetailProps {
  /** The product in the page's language. */
  product: Product;
  variants: readonly ProductVariant[];
  /** Its own (English) title, which the bag keeps beside the translations (default: `product.title`). */
  englishTitle?: string;
}

/** SPEC §2 product page, with the selection rules of SPEC §4 and the bag rules of SPEC §5. */
export function ProductDetail({ product, variants, englishTitle = product.title }: ProductDetailProps) {
  const tx = useText({ PRODUCT_TEXT });
  const later = useTextOnTap({ TOASTS });
  const selection = useProductSelection(product, variants);
  const { selectedVariant, selectedSize } = selection;
  const [triedWithoutSize, setTriedWithoutSize] = useState(false);
  const wishlist = useWishlist();
  useRecordRecentlyViewed(product._id);

  const sources = {
    variantDiscountedPrice: selectedVariant?.discountedPrice,
    variantPrice: selectedVariant?.price,
    productDiscountedAmount: product.discountedAmount,
    productAmount: product.amount,
  };
  const variantId = selectedVariant?._id ?? null;
  const variantImage = selectedVariant?.images[0] ?? null;
  const outOfStock = stockLevel(product).kind === 'out-of-stock';

  const addToBag = () => {
    if (outOfStock) return;
    if (selectedSize === null) {
      setTriedWithoutSize(true);
      notifyError(later.TOASTS.selectSize);
      return;
    }
    // Few left of this size and colour: the bag's + stops at them (issue 31).
    const titles = titleTranslationsOf(product.translations);
    const chosen = sizeAvailability(product.availability, variantId, selectedSize);
    cartActions.add({
      product: {
        _id: product._id,
        // English, with the other languages' titles: the bag shows the one of the page it is opened on.
        title: englishTitle,
        images: product.images,
        amount: product.amount,
        discountedAmount: product.discountedAmount,
        // The bag line's photo sends a srcset too.
        ...(product.media && { media: product.media }),
        ...(titles && { translations: titles }),
      },
      selectedSize,
      selectedVariant: variantId,
      variantPrice: selectedVariant?.price ?? null,
      variantDiscountedPrice: selectedVariant?.discountedPrice ?? null,
      variantColorCode: selectedVariant?.colorCode ?? null,
      variantImage,
      ...(chosen?.left !== undefined && { maxQuantity: maxQuantityFor(chosen, ORDER_QUANTITY_MAX) }),
    });
    notifySuccess({ title: tx.PRODUCT_TEXT.addedToBag, description: product.title });
  };

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
          <ProductHeading product={product} />
          <ProductPrice price={linePrice(sources)} mrp={lineMrp(sources)} />
          {variants.length > 0 ? (
            <ColourPicker variants={variants} selected={selectedVariant} onSelect={selection.selectVariant} />
          ) : null}
          <SizePicker
            product={product}
            variantId={variantId}
            selected={selectedSize}
            outOfStock={outOfStock}
            triedWithoutSize={triedWithoutSize}
            onChoose={(size) => {
              selection.chooseSize(size);
              setTriedWithoutSize(false);
            }}
          />
          <BuyBar
            outOfStock={outOfStock}
            needsSize={selectedSize === null}
            wishlisted={wishlist.has(product._id, variantId)}
            onToggleWishlist={() =>
              wishlistActions.toggle({ productId: product._id, variantId, variantImage })
            }
            onAddToBag={addToBag}
          />
          <DeliveryAndReturns product={product} />
          <LaterTexts>
            <ProductDetails product={product} />
          </LaterTexts>
        </div>
      </div>

      <div className="mt-10 px-4 lg:px-0">
        <LaterTexts>
          <SimilarProducts product={product} />
          <RecentlyViewedSection excludeId={product._id} className="mt-10" />
        </LaterTexts>
      </div>
    </main>
  );
}
