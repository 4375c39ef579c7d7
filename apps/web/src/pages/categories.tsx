import { DRAWER_TEXT, HOME_ERRORS } from '@zari/contract';
import { ErrorBox } from '@zari/ui/error-box';
import { ChevronRight } from 'lucide-react';
import { categoriesQueryOptions, categoryLink, useCategories } from '@/features/catalog';
import { pageTitle, RouteHead, unlistedPage } from '@/features/seo';
import { localizeCategory, useLocale, useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';
import type { PageLoader } from '@/lib/page-loader';

/** The categories in the server's HTML: this page is what the header's menu opens before the app runs. */
export const loader: PageLoader = async ({ queryClient }) => {
  await queryClient.ensureQueryData(categoriesQueryOptions()).catch(() => undefined);
};

/**
 * Every category, one link each: the category drawer as a page. The header's menu is a link here, so a tap
 * before the app has started (or with JavaScript off) still reaches the categories; once the app runs, the
 * same tap opens the drawer instead. Not listed by search engines: the home page and the sitemap list the
 * categories already.
 */
export default function CategoriesPage() {
  const tx = useText({ DRAWER_TEXT, HOME_ERRORS });
  const locale = useLocale();
  const categories = useCategories();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-10">
      <RouteHead head={() => unlistedPage(pageTitle({ screen: 'categories' }), 'noindex, follow')} />
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">{tx.DRAWER_TEXT.title}</h1>
      {categories.isError ? <ErrorBox className="mt-4">{tx.HOME_ERRORS.categories}</ErrorBox> : null}
      <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
        {categories.data?.map((category) => {
          const link = categoryLink(category);
          return (
            <li key={category._id}>
              <LightLink
                to={link.to}
                state={link.state}
                className="flex items-center gap-3 px-4 py-3 font-medium transition-colors hover:bg-brand-50"
              >
                <span className="flex-1">{localizeCategory(category, locale).title}</span>
                <ChevronRight aria-hidden="true" className="size-4 text-muted" />
              </LightLink>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
