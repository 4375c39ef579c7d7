import type { Category } from '@zari/contract';
import { paths } from '@/config/paths';

/** SPEC §2: the category id travels in navigation state; the title too, so the page can name itself at once. */
export interface CategoryNavState {
  categoryId: string;
  categoryTitle?: string;
}

export function categoryLink(category: Pick<Category, '_id' | 'slug' | 'title'>) {
  const state: CategoryNavState = { categoryId: category._id, categoryTitle: category.title };
  return { to: paths.category.getHref(category.slug), state };
}

export function readCategoryNavState(state: unknown): CategoryNavState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { categoryId, categoryTitle } = state as Record<string, unknown>;
  if (typeof categoryId !== 'string' || categoryId === '') return null;
  return { categoryId, categoryTitle: typeof categoryTitle === 'string' ? categoryTitle : undefined };
}
