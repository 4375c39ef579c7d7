import { assetUrl } from '@zari/api-client';
import { DRAWER_TEXT, HOME_ERRORS, SKELETON_COUNT } from '@zari/contract';
import { ErrorBox } from '@zari/ui/error-box';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { Sheet, SheetContent, SheetTitle } from '@zari/ui/sheet';
import { Skeleton } from '@zari/ui/skeleton';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { categoryLink, useCategories } from '@/features/catalog';
import { localizeCategory, useLocale, useText } from '@/lib/i18n';

export interface CategoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the drawer has closed: the menu button that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** SPEC §2 category drawer: one row per category, 8 placeholders while loading. */
export default function CategoryDrawer({ open, onOpenChange, onCloseAutoFocus }: CategoryDrawerProps) {
  const tx = useText({ DRAWER_TEXT, HOME_ERRORS });
  const locale = useLocale();
  const categories = useCategories();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <div className="border-b border-line px-5 py-4">
          <SheetTitle>{tx.DRAWER_TEXT.title}</SheetTitle>
        </div>
        <div className="flex-1 overflow-y-auto p-3">
          {categories.isError ? <ErrorBox>{tx.HOME_ERRORS.categories}</ErrorBox> : null}
          {categories.isPending ? (
            <ul aria-label={tx.DRAWER_TEXT.title} className="space-y-2">
              {Array.from({ length: SKELETON_COUNT.drawer }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={index} className="flex items-center gap-3 p-2">
                  <Skeleton className="size-14 rounded-xl" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-2/3" />
                    <Skeleton className="h-3 w-1/3" />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {categories.data ? (
            <ul className="space-y-1">
              {categories.data.map((category) => {
                const link = categoryLink(category);
                return (
                  <li key={category._id}>
                    <Link
                      to={link.to}
                      state={link.state}
                      onClick={() => onOpenChange(false)}
                      className="flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-brand-50"
                    >
                      <ImageWithFallback
                        src={assetUrl(category.image)}
                        alt=""
                        width={56}
                        height={56}
                        className="size-14 shrink-0 rounded-xl"
                      />
                      <span className="flex flex-1 flex-col">
                        <span className="font-medium text-ink">
                          {localizeCategory(category, locale).title}
                        </span>
                        <span className="text-xs text-brand-700">{tx.DRAWER_TEXT.viewCollection}</span>
                      </span>
                      <ChevronRight aria-hidden="true" className="size-4 text-muted" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
