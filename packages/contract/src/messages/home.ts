/** Texts of the home screen (SPEC §2 Home): its sections and their inline errors (SPEC §8). */

export const HOME_TEXT = {
  /** Where a home section without JavaScript sends the shopper instead of its products. */
  browseWithoutScript: 'Browse every category',
  specialOffers: 'SPECIAL OFFERS',
  hotCategories: 'HOT CATEGORIES',
  youWillLoveThese: "YOU'LL LOVE THESE",
  hotRnDresses: 'HOT RN: DRESSES',
  nowOrNever: 'NOW OR NEVER',
  topsAndBlouses: 'Tops & Blouses',
  allProducts: 'All Products',
} as const;

/** Inline red boxes and empty texts of the home sections (SPEC §8). */
export const HOME_ERRORS = {
  hero: 'Error loading hero images',
  specialOffers: 'Error loading special offers',
  categories: 'Error loading categories',
  youWillLoveThese: 'Error loading images',
  dresses: 'Error loading dress images',
  nowOrNever: 'Error loading now or never image',
  poster: 'Error loading poster',
  topsAndBlouses: 'Error loading tops & blouses',
  products: 'Error loading products',
} as const;
