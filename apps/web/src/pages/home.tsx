import { BRAND_NAME } from '@zari/contract';
import { categoriesQueryOptions, posterQueryOptions, usePosterSlides } from '@/features/catalog';
import {
  AllProductsSection,
  HeroSection,
  HotCategoriesSection,
  HotDressesSection,
  NowOrNeverSection,
  SpecialOffersSection,
  SubPosterSection,
  TopsGridSection,
  YouWillLoveTheseSection,
} from '@/features/home';
import { RecentlyViewedSection } from '@/features/recently-viewed';
import { homeHead, RouteHead } from '@/features/seo';
import { useStore } from '@/features/store';
import type { PageLoader } from '@/lib/page-loader';

/** The first screen (hero, special offers, hot categories) in the server's HTML; the rest loads as it nears. */
export const loader: PageLoader = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(posterQueryOptions('hero-banner')),
    queryClient.prefetchQuery(posterQueryOptions('special-offer')),
    queryClient.prefetchQuery(categoriesQueryOptions()),
  ]);

/** SPEC §2 home, sections in the spec's order. */
export default function HomePage() {
  const hero = usePosterSlides('hero-banner').data?.[0];
  // Prefetched by the frame's loader, so the server's Organization JSON-LD names the seller.
  const store = useStore().data;
  return (
    <main className="flex flex-col gap-8 pb-6 sm:gap-10">
      <RouteHead head={(origin) => homeHead(origin, hero, store)} />
      <h1 className="sr-only">{BRAND_NAME}</h1>
      <HeroSection />
      <SpecialOffersSection />
      <HotCategoriesSection />
      <YouWillLoveTheseSection />
      <HotDressesSection />
      <NowOrNeverSection />
      <TopsGridSection part={0} />
      <SubPosterSection name="sub-poster-1" />
      <TopsGridSection part={1} />
      <SubPosterSection name="sub-poster-2" />
      <TopsGridSection part={2} />
      <RecentlyViewedSection className="mx-auto w-full max-w-7xl px-4" />
      <AllProductsSection />
    </main>
  );
}
