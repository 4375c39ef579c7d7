import { ACCESSIBLE_NAMES, type Category } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { Skeleton } from '@zari/ui/skeleton';
import { localizeCategory, useLocale, useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';
import { categoryLink } from '../utils/category-link';

/** Horizontally scrolling category chips; the current one is marked for screen readers too. */
export function CategoryPills({
  categories,
  activeSlug,
}: {
  categories: readonly Category[] | undefined;
  activeSlug?: string;
}) {
  const tx = useText({ ACCESSIBLE_NAMES });
  const locale = useLocale();
  if (!categories) {
    return (
      <div className="flex gap-2 overflow-hidden">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} className="h-9 w-24 shrink-0 rounded-full" />
        ))}
      </div>
    );
  }
  return (
    <nav
      aria-label={tx.ACCESSIBLE_NAMES.categories}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]"
    >
      <ul className="flex gap-2">
        {categories.map((record) => {
          // Its title in the page's language, English where it has none (issue 35).
          const category = localizeCategory(record, locale);
          const active = category.slug === activeSlug;
          const link = categoryLink(category);
          return (
            <li key={category._id} className="shrink-0">
              <LightLink
                to={link.to}
                state={link.state}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-ink bg-ink text-white'
                    : 'border-line bg-surface text-ink hover:border-ink/40',
                )}
              >
                {category.title}
              </LightLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
