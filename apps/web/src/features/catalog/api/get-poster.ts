import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, FETCH_ERRORS, type Poster, type PosterSet } from '@zari/contract';
import { apiRequest } from '@/lib/api';
import type { Envelope } from './envelope';

/** SPEC §7: the first element of a poster set's data carries its images. */
export async function getPosterImages(name: PosterSet): Promise<string[]> {
  const answer = await apiRequest<Envelope<Poster[]>>(API_PATHS.poster, {
    params: { name },
    errorMessage: FETCH_ERRORS.posters,
  });
  return answer.data[0]?.images ?? [];
}

export const posterQueryOptions = (name: PosterSet) =>
  queryOptions({ queryKey: ['posters', name], queryFn: () => getPosterImages(name), staleTime: 5 * 60_000 });

export const usePosterImages = (name: PosterSet) => useQuery(posterQueryOptions(name));
