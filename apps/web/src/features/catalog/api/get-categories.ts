import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Category, FETCH_ERRORS } from '@zari/contract';
import { apiRequest } from '@/lib/api';
import type { Envelope } from './envelope';

export async function getCategories(): Promise<Category[]> {
  const answer = await apiRequest<Envelope<Category[]>>(API_PATHS.categories, {
    errorMessage: FETCH_ERRORS.categories,
  });
  return answer.data;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
