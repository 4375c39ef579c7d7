import { assetUrl } from '@zari/api-client';
import { HOME_CATEGORIES_MAX, HOME_ERRORS, HOME_TEXT } from '@zari/contract';
import { ErrorBox } from '@zari/ui/error-box';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { Skeleton } from '@zari/ui/skeleton';
import { categoryLink, useCategories } from '@/features/catalog';
import { localizeCategory, useLocale, useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';
import { HomeSection } from './section';

export function HotCategoriesSection() {
  const tx = useText({ HOME_ERRORS, HOME_TEXT });
  const categories = useCategories();
  const locale = useLocale();
  return (
    <HomeSection id="hot-categories" title={tx.HOME_TEXT.hotCategories}>
      {categories.isError ? <ErrorBox>{tx.HOME_ERRORS.categories}</ErrorBox> : null}
      <ul className="grid grid-cols-3 gap-x-3 gap-y-4 sm:grid-cols-6">
        {categories.isPending
          ? Array.from({ length: HOME_CATEGORIES_MAX }, (_, at) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={at} className="space-y-2">
                <Skeleton className="aspect-square w-full rounded-2xl" />
                <Skeleton className="mx-auto h-3 w-2/3" />
              </li>
            ))
          : categories.data?.slice(0, HOME_CATEGORIES_MAX).map((record) => {
              // Its title in the page's language, English where it has none (issue 35).
              const category = localizeCategory(record, locale);
              const link = categoryLink(category);
              return (
                <li key={category._id}>
                  <LightLink to={link.to} state={link.state} className="group block text-center">
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
                  </LightLink>
                </li>
              );
            })}
      </ul>
    </HomeSection>
  );
}
