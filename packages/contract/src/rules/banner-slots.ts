/**
 * Where each banner set shows on the home page (issue 31), so the back office can name it by its place,
 * recommend a size and preview the crop. The aspect ratios are the storefront's (apps/web home sections:
 * hero 2:1, special offers 3:2, portrait carousels 3:4, now-or-never 16:7, sub-posters 8:3); a picture of
 * another shape is shown whole in width or height and cut in the other (CSS object-fit: cover, centred).
 * The image pipeline itself never crops: it keeps the picture's own proportions at every width.
 */
import type { PosterSet } from '../constants.js';
import { ADMIN_TEXT } from '../messages/admin-ui.js';

export interface BannerSlot {
  label: string;
  /** Width and height of the box the storefront shows the picture in, as a ratio. */
  aspect: { width: number; height: number };
  /** A picture this size fills the slot at the widest the storefront draws it, sharp on a phone. */
  recommended: { width: number; height: number };
}

const slot = (label: string, width: number, height: number, recommendedWidth: number): BannerSlot => ({
  label,
  aspect: { width, height },
  recommended: { width: recommendedWidth, height: Math.round((recommendedWidth * height) / width) },
});

/** The slot a set's slide fills: the special offers' first slide is the large tile, the rest the small. */
export function bannerSlotOf(set: PosterSet, slideIndex = 0): BannerSlot {
  const label = ADMIN_TEXT.banners.slots[set];
  switch (set) {
    case 'hero-banner':
      return slot(label, 2, 1, 1440);
    case 'special-offer':
      return slideIndex === 0
        ? slot(ADMIN_TEXT.banners.specialOfferMain, 3, 2, 1440)
        : slot(ADMIN_TEXT.banners.specialOfferSmall, 3, 2, 960);
    case 'you-will-love-these':
    case 'hot-rn-dresses':
      return slot(label, 3, 4, 960);
    case 'now-and-never':
      return slot(label, 16, 7, 1440);
    case 'sub-poster-1':
    case 'sub-poster-2':
      return slot(label, 8, 3, 1440);
  }
}

export interface BannerCrop {
  /** Whole percent of the picture the slot cuts off (0 when the shapes match within a percent). */
  percent: number;
  /** Which way it is cut: a picture wider than the slot loses its sides. */
  side: 'sides' | 'top and bottom';
}

/** How much of a `width` × `height` picture a slot of `aspect` cuts off when it covers the slot. */
export function bannerCrop(
  picture: { width: number; height: number },
  aspect: BannerSlot['aspect'],
): BannerCrop {
  const pictureRatio = picture.width / picture.height;
  const slotRatio = aspect.width / aspect.height;
  const wider = pictureRatio >= slotRatio;
  const kept = wider ? slotRatio / pictureRatio : pictureRatio / slotRatio;
  return {
    percent: Math.round((1 - kept) * 100),
    side: wider ? 'sides' : 'top and bottom',
  };
}
