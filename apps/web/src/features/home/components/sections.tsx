import {
  EMPTY_TEXT,
  HOME_CATEGORIES_MAX,
  HOME_ERRORS,
  HOME_GRID_MAX,
  HOME_TEXT,
  HOME_TOPS_CATEGORY_SLUG,
  homeTopsGrid,
  type PosterSet,
  PRODUCT_PAGE_SIZE_DEFAULT,
  type Product,
  STOREFRONT_TEXT,
} from '@zari/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-class';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import {
  categoryLink,
  type PosterSlide,
  ProductCard,
  ProductCardSkeleton,
  useCategories,
  usePosterSlides,
  useProductPages,
  useProducts,
} from '@/features/catalog';
import { ProductCardHeart } from '@/features/wishlist';
import { assetUrl } from '@/lib/api';
import { Carousel } from './carousel';
import { RenderWhenNear } from './render-when-near';
import { HomeSection } from './section';

const HOME_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6';

/** A poster set's states in one place: skeleton, red box, nothing when empty, else the images. */
function PosterState({
  name,
  errorText,
  skeletonClassName,
  skeleton,
  children,
}: {
  name: PosterSet;
  errorText: string;
  skeletonClassName: string;
  /** A placeholder shaped like the loaded section, where a single box would shift the page (CLS). */
  skeleton?: React.ReactNode;
  children: (slides: PosterSlide[]) => React.ReactNode;
}) {
  const poster = usePosterSlides(name);
  if (poster.isPending) return skeleton ?? <Skeleton className={skeletonClassName} />;
  if (poster.isError) return <ErrorBox>{errorText}</ErrorBox>;
  if (poster.data.length === 0) return null;
  return <>{children(poster.data)}</>;
}

export function HeroSection() {
  return (
    <div className="mx-auto w-full max-w-7xl sm:px-4 sm:pt-4">
      <PosterState
        name="hero-banner"
        errorText={HOME_ERRORS.hero}
        // The carousel's dots sit below the slides (mt-3 + h-6); the placeholder keeps their room.
        skeletonClassName="mb-9 aspect-2/1 w-full rounded-none sm:rounded-2xl"
      >
        {(slides) => (
          <Carousel
            label={STOREFRONT_TEXT.featured}
            slides={slides.map((slide, at) => (
              <PosterLink
                key={slide.image}
                slide={slide}
                label={bannerLabel(STOREFRONT_TEXT.featured, at, slides)}
              >
                <ImageWithFallback
                  src={assetUrl(slide.image)}
                  alt=""
                  width={1600}
                  height={800}
                  priority={at === 0}
                  className="aspect-2/1 w-full sm:rounded-2xl"
                />
              </PosterLink>
            ))}
          />
        )}
      </PosterState>
    </div>
  );
}

// On a phone the two smaller offers stack full width too: side by side, their printed sublines shrank to ~5 px.
const SPECIAL_OFFERS_GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr] lg:grid-rows-2';
const SPECIAL_OFFERS_MAIN = 'aspect-3/2 sm:col-span-2 lg:col-span-1 lg:row-span-2';

export function SpecialOffersSection() {
  return (
    <HomeSection id="special-offers" title={HOME_TEXT.specialOffers}>
      <PosterState
        name="special-offer"
        errorText={HOME_ERRORS.specialOffers}
        skeletonClassName="aspect-2/1 w-full rounded-2xl"
        skeleton={
          <div className={SPECIAL_OFFERS_GRID}>
            <Skeleton className={`${SPECIAL_OFFERS_MAIN} w-full rounded-2xl`} />
            <Skeleton className="aspect-3/2 w-full rounded-2xl" />
            <Skeleton className="aspect-3/2 w-full rounded-2xl" />
          </div>
        }
      >
        {(slides) => {
          const label = (at: number) => bannerLabel(HOME_TEXT.specialOffers, at, slides);
          const [main, ...rest] = slides;
          if (main && slides.length > 2) {
            return (
              <div className={SPECIAL_OFFERS_GRID}>
                <Poster
                  slide={main}
                  label={label(0)}
                  className={SPECIAL_OFFERS_MAIN}
                  width={1200}
                  height={800}
                  priority
                />
                {rest.slice(0, 2).map((slide, at) => (
                  <Poster
                    key={slide.image}
                    slide={slide}
                    label={label(at + 1)}
                    className="aspect-3/2"
                    width={1200}
                    height={800}
                  />
                ))}
              </div>
            );
          }
          return (
            <div className="grid gap-3 sm:grid-cols-2">
              {slides.map((slide, at) => (
                <Poster
                  key={slide.image}
                  slide={slide}
                  label={label(at)}
                  className="aspect-3/2"
                  width={1200}
                  height={800}
                />
              ))}
            </div>
          );
        }}
      </PosterState>
    </HomeSection>
  );
}

/** "SPECIAL OFFERS, banner 2 of 3": a banner link's name, since its picture has no words a reader gets. */
const bannerLabel = (section: string, at: number, slides: readonly PosterSlide[]) =>
  STOREFRONT_TEXT.bannerLabel(section, at + 1, slides.length);

/** A banner leads where its poster data says (a category, the hot list, a product); nowhere without a link. */
function PosterLink({
  slide,
  label,
  children,
}: {
  slide: PosterSlide;
  label: string;
  children: React.ReactNode;
}) {
  if (!slide.link) return <>{children}</>;
  return (
    <Link to={slide.link} aria-label={label} className="block rounded-2xl">
      {children}
    </Link>
  );
}

function Poster({
  slide,
  label,
  className,
  width,
  height,
  priority = false,
}: {
  slide: PosterSlide;
  label: string;
  className: string;
  width: number;
  height: number;
  /** In the first screen on a phone: the main special offer is often the largest paint there. */
  priority?: boolean;
}) {
  return (
    <PosterLink slide={slide} label={label}>
      <ImageWithFallback
        src={assetUrl(slide.image)}
        alt=""
        width={width}
        height={height}
        priority={priority}
        className={`w-full rounded-2xl ${className}`}
      />
    </PosterLink>
  );
}

export function HotCategoriesSection() {
  const categories = useCategories();
  return (
    <HomeSection id="hot-categories" title={HOME_TEXT.hotCategories}>
      {categories.isError ? <ErrorBox>{HOME_ERRORS.categories}</ErrorBox> : null}
      <ul className="grid grid-cols-3 gap-x-3 gap-y-4 sm:grid-cols-6">
        {categories.isPending
          ? Array.from({ length: HOME_CATEGORIES_MAX }, (_, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={at} className="space-y-2">
                <Skeleton className="aspect-square w-full rounded-2xl" />
                <Skeleton className="mx-auto h-3 w-2/3" />
              </li>
            ))
          : categories.data?.slice(0, HOME_CATEGORIES_MAX).map((category) => {
              const link = categoryLink(category);
              return (
                <li key={category._id}>
                  <Link to={link.to} state={link.state} className="group block text-center">
                    <span className="block overflow-hidden rounded-2xl bg-brand-50">
                      <ImageWithFallback
                        src={assetUrl(category.image)}
                        alt=""
                        width={200}
                        height={200}
                        className="aspect-square w-full transition-transform duration-300 group-hover:scale-105"
                      />
                    </span>
                    <span className="mt-1.5 block text-xs font-semibold text-ink sm:text-sm">
                      {category.title}
                    </span>
                  </Link>
                </li>
              );
            })}
      </ul>
    </HomeSection>
  );
}

export function YouWillLoveTheseSection() {
  return (
    <HomeSection id="you-will-love-these" title={HOME_TEXT.youWillLoveThese} deferred>
      <PosterState
        name="you-will-love-these"
        errorText={HOME_ERRORS.youWillLoveThese}
        skeletonClassName="aspect-3/2 w-full rounded-2xl md:aspect-3/1"
      >
        {(slides) => <PortraitCarousel label={HOME_TEXT.youWillLoveThese} slides={slides} />}
      </PosterState>
    </HomeSection>
  );
}

export function HotDressesSection() {
  const hotList = paths.hotList.getHref();
  return (
    <HomeSection
      id="hot-rn-dresses"
      deferred
      title={
        <Link to={hotList} className="hover:text-brand-700">
          {HOME_TEXT.hotRnDresses}
        </Link>
      }
      action={
        <Link to={hotList} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
          {STOREFRONT_TEXT.viewAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    >
      <PosterState
        name="hot-rn-dresses"
        errorText={HOME_ERRORS.dresses}
        skeletonClassName="aspect-3/2 w-full rounded-2xl md:aspect-3/1"
      >
        {(slides) => (
          <PortraitCarousel label={HOME_TEXT.hotRnDresses} slides={slides} fallbackLink={hotList} />
        )}
      </PosterState>
    </HomeSection>
  );
}

/**
 * Portrait posters, two a screen on a phone and four on a desktop, each leading where its poster data says;
 * `fallbackLink` is where a poster without a link of its own leads (SPEC §2: HOT RN: DRESSES → the hot list).
 */
function PortraitCarousel({
  label,
  slides,
  fallbackLink,
}: {
  label: string;
  slides: PosterSlide[];
  fallbackLink?: string;
}) {
  return (
    <Carousel
      label={label}
      perView={2}
      perViewWide={4}
      slideClassName="px-1.5"
      className="-mx-1.5"
      slides={slides.map((slide, at) => (
        <PosterLink
          key={slide.image}
          slide={{ ...slide, link: slide.link ?? fallbackLink ?? null }}
          label={bannerLabel(label, at, slides)}
        >
          <ImageWithFallback
            src={assetUrl(slide.image)}
            alt=""
            width={400}
            height={533}
            className="aspect-3/4 w-full rounded-xl"
          />
        </PosterLink>
      ))}
    />
  );
}

export function NowOrNeverSection() {
  return (
    <HomeSection id="now-or-never" title={HOME_TEXT.nowOrNever} deferred>
      <PosterState
        name="now-and-never"
        errorText={HOME_ERRORS.nowOrNever}
        skeletonClassName="aspect-16/7 w-full rounded-2xl"
      >
        {([slide]) =>
          slide ? (
            <Poster
              slide={slide}
              label={bannerLabel(HOME_TEXT.nowOrNever, 0, [slide])}
              className="aspect-16/7"
              width={1600}
              height={700}
            />
          ) : null
        }
      </PosterState>
    </HomeSection>
  );
}

export function SubPosterSection({ name }: { name: Extract<PosterSet, 'sub-poster-1' | 'sub-poster-2'> }) {
  return (
    <section aria-label={STOREFRONT_TEXT.promotions} className="mx-auto w-full max-w-7xl px-4">
      <RenderWhenNear>
        <PosterState
          name={name}
          errorText={HOME_ERRORS.poster}
          skeletonClassName="aspect-8/3 w-full rounded-2xl"
        >
          {([slide]) =>
            slide ? (
              <Poster
                slide={slide}
                label={bannerLabel(STOREFRONT_TEXT.promotions, 0, [slide])}
                className="aspect-8/3"
                width={1600}
                height={600}
              />
            ) : null
          }
        </PosterState>
      </RenderWhenNear>
    </section>
  );
}

/** The tops-and-blouses products, fetched once for the three home grids. */
export function useTopsAndBlouses() {
  const categories = useCategories();
  const tops = categories.data?.find((category) => category.slug === HOME_TOPS_CATEGORY_SLUG);
  const products = useProducts({ categoryId: tops?._id, limit: HOME_GRID_MAX * 3 }, Boolean(tops));
  const missing = categories.isSuccess && !tops;
  return {
    products: missing ? [] : products.data,
    isPending: !missing && (categories.isPending || products.isPending),
    isError: categories.isError || products.isError,
  };
}

/**
 * One of the three home grids of up to 6 tops (SPEC §2). Each shows the next six when the category has
 * them, else the first six again, so no grid is ever half a story.
 */
export function TopsGridSection({
  part,
  tops,
}: {
  part: 0 | 1 | 2;
  tops: ReturnType<typeof useTopsAndBlouses>;
}) {
  const products = tops.products ? homeTopsGrid(tops.products, part) : undefined;
  return (
    <HomeSection id={`tops-${part}`} title={HOME_TEXT.topsAndBlouses} deferred>
      <HomeGrid
        products={products}
        isPending={tops.isPending}
        isError={tops.isError}
        errorText={HOME_ERRORS.topsAndBlouses}
        emptyText={EMPTY_TEXT.productsAtTheMoment}
        skeletonCount={HOME_GRID_MAX}
      />
    </HomeSection>
  );
}

export function AllProductsSection() {
  return (
    <HomeSection id="all-products" title={HOME_TEXT.allProducts} deferred>
      <AllProductsGrid />
    </HomeSection>
  );
}

function AllProductsGrid() {
  const pages = useProductPages({ limit: PRODUCT_PAGE_SIZE_DEFAULT });
  const products = pages.data?.pages.flatMap((page) => page.data);
  return (
    <>
      <HomeGrid
        products={products}
        isPending={pages.isPending}
        isError={pages.isError}
        errorText={HOME_ERRORS.products}
        emptyText={EMPTY_TEXT.products}
        skeletonCount={HOME_GRID_MAX}
      />
      {pages.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? `${STOREFRONT_TEXT.loading}…` : STOREFRONT_TEXT.loadMore}
          </button>
        </div>
      ) : null}
    </>
  );
}

function HomeGrid({
  products,
  isPending,
  isError,
  errorText,
  emptyText,
  skeletonCount,
}: {
  products: readonly Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  errorText: string;
  emptyText: string;
  skeletonCount: number;
}) {
  if (isError) return <ErrorBox>{errorText}</ErrorBox>;
  if (isPending) {
    return (
      <div className={HOME_GRID} role="status" aria-label={STOREFRONT_TEXT.loading}>
        {Array.from({ length: skeletonCount }, (_, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ProductCardSkeleton key={at} />
        ))}
      </div>
    );
  }
  if (!products || products.length === 0) return <EmptyState title={emptyText} className="py-8" />;
  return (
    <ul className={HOME_GRID}>
      {products.map((product) => (
        <li key={product._id} className="flex">
          <ProductCard product={product} action={<ProductCardHeart productId={product._id} />} />
        </li>
      ))}
    </ul>
  );
}
