import { createContext, useContext } from 'react';

/**
 * The storefront's public origin (`https://zari.example`), which canonical links, share images and JSON-LD
 * start with. The server renders with the origin the API was configured with (PUBLIC_ORIGIN) and provides
 * it; the browser, served from that origin, starts from its own — read once here, never during a render.
 */
export const SiteOriginContext = createContext<string>(
  typeof window === 'undefined' ? '' : window.location.origin,
);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
