/** The home screen's sections (SPEC §2), in the spec's order on the home page. */

export { AllProductsSection } from './components/all-products-section';
export { HeroSection } from './components/hero-section';
export { HotCategoriesSection } from './components/hot-categories-section';
export { HotDressesSection } from './components/hot-dresses-section';
export { NowOrNeverSection } from './components/now-or-never-section';
export { SpecialOffersSection } from './components/special-offers-section';
export { SubPosterSection } from './components/sub-poster-section';
export { TopsGridSection } from './components/tops-grid-section';
export { YouWillLoveTheseSection } from './components/you-will-love-these-section';
