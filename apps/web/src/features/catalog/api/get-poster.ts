import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import { FETCH_ERRORS, type ImageMeta, type PosterSet } from '@zari/contract';

/** One banner image and the storefront path it opens (null: it leads nowhere). */
export interface PosterSlide {
  image: string;
  link: string | null;
  /** What the image pipeline recorded about an uploaded banner image, for its srcset. */
  media?: ImageMeta | undefined;
}

/** A link of ours only: a banner never sends a shopper to another site. */
const storefrontPath = (link: string | null | undefined) =>
  link?.startsWith('/') && !link.startsWith('//') ? link : null;

/** SPEC §7: the first element of a poster set's data carries its images, and (additively) their links. */
export async function getPosterSlides(name: PosterSet, signal?: AbortSignal): Promise<PosterSlide[]> {
  const answer = await api.call('getPosterSet', {
    params: { name },
    signal,
    errorMessage: FETCH_ERRORS.posters,
  });
  const poster = answer.data[0];
  return (poster?.images ?? []).map((image, at) => ({
    image,
    link: storefrontPath(poster?.links?.[at]),
    media: poster?.media?.[image],
  }));
}

export const posterQueryOptions = (name: PosterSet) =>
  queryOptions({
    queryKey: ['posters', name],
    queryFn: ({ signal }) => getPosterSlides(name, signal),
    staleTime: 5 * 60_000,
  });

export const usePosterSlides = (name: PosterSet) => useQuery(posterQueryOptions(name));
