import { queryOptions, useQuery } from '@tanstack/react-query';
import { FETCH_ERRORS, type PosterSet } from '@zari/contract';
import { api } from '@/lib/api';

/** SPEC §7: the first element of a poster set's data carries its images. */
export async function getPosterImages(name: PosterSet, signal?: AbortSignal): Promise<string[]> {
  const answer = await api.call('getPosterSet', {
    params: { name },
    signal,
    errorMessage: FETCH_ERRORS.posters,
  });
  return answer.data[0]?.images ?? [];
}

export const posterQueryOptions = (name: PosterSet) =>
  queryOptions({
    queryKey: ['posters', name],
    queryFn: ({ signal }) => getPosterImages(name, signal),
    staleTime: 5 * 60_000,
  });

export const usePosterImages = (name: PosterSet) => useQuery(posterQueryOptions(name));
