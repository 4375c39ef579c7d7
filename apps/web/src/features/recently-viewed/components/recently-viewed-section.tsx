import { lazy, Suspense } from 'react';
import { useRecentlyViewedIds } from '../stores/recently-viewed-store';

const RecentlyViewedRow = lazy(() =>
  import('./recently-viewed-row').then(({ RecentlyViewedRow }) => ({ default: RecentlyViewedRow })),
);

export interface RecentlyViewedSectionProps {
  /** The product on screen, left out of its own list. */
  excludeId?: string;
  className?: string;
}

/**
 * Recently Viewed: the products this browser opened last. Shown only once there is something to show; its
 * cards' code loads then too (the ids live in this browser, so the server's page never has the row).
 */
export function RecentlyViewedSection({ excludeId, className }: RecentlyViewedSectionProps) {
  const ids = useRecentlyViewedIds().filter((id) => id !== excludeId);
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow ids={ids} className={className} />
    </Suspense>
  );
}
