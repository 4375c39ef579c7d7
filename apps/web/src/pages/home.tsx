import { BRAND_NAME } from '@zari/contract';
import {
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
} from '@/features/home';
import { RecentlyViewedSection } from '@/features/recently-viewed';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC §2 home, sections in the spec's order. */
export default function HomePage() {
  useDocumentTitle({ screen: 'home' });
  const tops = useTopsAndBlouses();
  return (
    <main className="flex flex-col gap-8 pb-6 sm:gap-10">
      <h1 className="sr-only">{BRAND_NAME}</h1>
      <HeroSection />
      <SpecialOffersSection />
      <HotCategoriesSection />
      <YouWillLoveTheseSection />
      <HotDressesSection />
      <NowOrNeverSection />
      <TopsGridSection part={0} tops={tops} />
      <SubPosterSection name="sub-poster-1" />
      <TopsGridSection part={1} tops={tops} />
      <SubPosterSection name="sub-poster-2" />
      <TopsGridSection part={2} tops={tops} />
      <RecentlyViewedSection className="mx-auto w-full max-w-7xl px-4" />
      <AllProductsSection />
    </main>
  );
}
