/**
 * Catalogue images are stored once per responsive width (DESIGN §9 Images): `<name>-<width>.webp` (and
 * `.avif` where AVIF pays), and the image a product lists is the widest WebP. This rule turns that path and
 * its recorded metadata into what an `<img>`/`<picture>` needs, so the storefront never guesses file names.
 */

/** What the image pipeline recorded about a stored image (answered as `media[path]` on products). */
export interface ImageMeta {
  /** Intrinsic size of the widest stored rendition, after EXIF rotation. */
  width: number;
  height: number;
  /** Every stored width, ascending; the last is `width`. */
  widths: number[];
  /** Whether AVIF renditions exist at the same widths. */
  avif: boolean;
}

const WIDTH_SUFFIX = /-(\d+)\.webp$/;

/** The path of one rendition: same name, another width or format. */
export function imageRenditionPath(src: string, width: number, format: 'webp' | 'avif' = 'webp'): string {
  return src.replace(WIDTH_SUFFIX, `-${width}.${format}`);
}

/**
 * The link-preview JPEG stored beside an image's renditions (SHARE_IMAGE_SIZE): `<name>-share.jpg`. Every
 * image with pipeline metadata has one (uploads from the start, older images made when the API starts).
 */
export function imageSharePath(src: string): string {
  return src.replace(WIDTH_SUFFIX, '-share.jpg');
}

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  avifSrcSet?: string;
  width: number;
  height: number;
}

/** `srcset` strings for an image with metadata; undefined for an image the pipeline did not produce. */
export function responsiveImage(src: string, meta: ImageMeta | undefined): ResponsiveImage | undefined {
  if (!meta || !WIDTH_SUFFIX.test(src)) return undefined;
  const set = (format: 'webp' | 'avif') =>
    meta.widths.map((width) => `${imageRenditionPath(src, width, format)} ${width}w`).join(', ');
  return {
    src,
    srcSet: set('webp'),
    ...(meta.avif && { avifSrcSet: set('avif') }),
    width: meta.width,
    height: meta.height,
  };
}
