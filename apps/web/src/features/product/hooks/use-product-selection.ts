import {
  type ImageMeta,
  openingColour,
  type Product,
  type ProductVariant,
  sizeAvailability,
} from '@zari/contract';
import { useMemo, useState } from 'react';

export interface GalleryImage {
  src: string;
  /** What the image pipeline recorded about it, for srcset (absent for an image it did not make). */
  media?: ImageMeta | undefined;
  /** The variant the image shows, or null for the product's own images. */
  variantId: string | null;
}

/** The product's images, then each variant's (from the variant list, else the product's variantImages map). */
export function buildGallery(product: Product, variants: readonly ProductVariant[]): GalleryImage[] {
  const media = (src: string) => product.media?.[src];
  const images: GalleryImage[] = product.images.map((src) => ({ src, media: media(src), variantId: null }));
  for (const variant of variants) {
    const own = variant.images.length > 0 ? variant.images : (product.variantImages?.[variant._id] ?? []);
    for (const src of own) images.push({ src, media: media(src), variantId: variant._id });
  }
  return images;
}

/** A size the shopper may choose in a colour: not sold out there (issue 31; unknown counts as choosable). */
export function isSizeChoosable(product: Product, variantId: string | null, size: string): boolean {
  return sizeAvailability(product.availability, variantId, size)?.inStock !== false;
}

/**
 * SPEC §4 product page state: the first size by default (the first one not sold out in the colour, issue
 * 31); a variant when variants exist and none is chosen (issue 31: the lowest-priced one in stock, the
 * first among equals, so the card's price is the one the page opens on); a gallery image of a variant selects it;
 * choosing a variant jumps to its first image; the arrows wrap around. A size sold out in the chosen colour
 * cannot be chosen, and a colour where the chosen size is sold out leaves no size chosen.
 */
export function useProductSelection(product: Product, variants: readonly ProductVariant[]) {
  const gallery = useMemo(() => buildGallery(product, variants), [product, variants]);
  const [chosenVariantId, setChosenVariantId] = useState<string | null>(null);
  // Issue 31: the page opens on the lowest-priced colour with a size in stock (the card shows its price).
  const opening =
    openingColour(variants, (id) =>
      product.availability
        ? product.availability.some((row) => row.variant === id && row.inStock)
        : undefined,
    ) ?? null;
  const openingVariant = opening?._id ?? null;
  const [chosenSize, setSelectedSize] = useState<string | null>(
    product.sizes.find((size) => isSizeChoosable(product, openingVariant, size)) ?? product.sizes[0] ?? null,
  );
  const [imageIndex, setImageIndex] = useState(0);

  const selectedVariant = variants.find((variant) => variant._id === chosenVariantId) ?? opening;
  const selectedVariantId = selectedVariant?._id ?? null;
  const selectedSize =
    chosenSize !== null && isSizeChoosable(product, selectedVariantId, chosenSize) ? chosenSize : null;
  const current = gallery.length > 0 ? Math.min(imageIndex, gallery.length - 1) : 0;

  const selectImage = (index: number) => {
    if (gallery.length === 0) return;
    const wrapped = ((index % gallery.length) + gallery.length) % gallery.length;
    setImageIndex(wrapped);
    const variantId = gallery[wrapped]?.variantId;
    if (variantId) setChosenVariantId(variantId);
  };

  const selectVariant = (variantId: string) => {
    setChosenVariantId(variantId);
    const first = gallery.findIndex((image) => image.variantId === variantId);
    if (first >= 0) setImageIndex(first);
  };

  /**
   * Tapping a size chooses it; tapping the chosen one again keeps it (issue 31: clearing it turned the button
   * to SELECT SIZE under a shopper's thumb). A size sold out in the chosen colour is not chosen.
   */
  const chooseSize = (size: string) => {
    if (isSizeChoosable(product, selectedVariantId, size)) setSelectedSize(size);
  };

  return {
    gallery,
    imageIndex: current,
    selectedVariant,
    selectedSize,
    selectImage,
    previousImage: () => selectImage(current - 1),
    nextImage: () => selectImage(current + 1),
    selectVariant,
    chooseSize,
  };
}
