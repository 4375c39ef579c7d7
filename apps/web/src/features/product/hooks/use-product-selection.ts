import type { ImageMeta, Product, ProductVariant } from '@zari/contract';
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

/**
 * SPEC §4 product page state: the first size by default; the first variant when variants exist and none
 * is chosen; a gallery image of a variant selects it; choosing a variant jumps to its first image; the
 * arrows wrap around.
 */
export function useProductSelection(product: Product, variants: readonly ProductVariant[]) {
  const gallery = useMemo(() => buildGallery(product, variants), [product, variants]);
  const [chosenVariantId, setChosenVariantId] = useState<string | null>(null);
  const [selectedSize, setSelectedSize] = useState<string | null>(product.sizes[0] ?? null);
  const [imageIndex, setImageIndex] = useState(0);

  const selectedVariant =
    variants.find((variant) => variant._id === chosenVariantId) ?? (variants.length > 0 ? variants[0] : null);
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

  /** Tapping the chosen size again clears it, so a shopper can change their mind. */
  const toggleSize = (size: string) => setSelectedSize((chosen) => (chosen === size ? null : size));

  return {
    gallery,
    imageIndex: current,
    selectedVariant,
    selectedSize,
    selectImage,
    previousImage: () => selectImage(current - 1),
    nextImage: () => selectImage(current + 1),
    selectVariant,
    toggleSize,
  };
}
