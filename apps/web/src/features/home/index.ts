/** The home screen's sections (SPEC §2), in the spec's order on the home page. */
export {
  AllProductsSection,
  HeroSection,
  HotCategoriesSection,
  HotDressesSection,
  NowOrNeverSection,
  SpecialOffersSection,
  SubPosterSection,
  TopsGridSection,
  useTopsAndBlouses,
  YouWillLoveTheseSection,
} from './components/sections';
