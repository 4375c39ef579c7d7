/**
 * Structured data (schema.org as JSON-LD) for search engines: BreadcrumbList, Organization and WebSite with
 * a SearchAction (the Product with its Offer: product-json-ld.ts, in the product page's chunk only). Plain
 * objects, built by pure functions from what the page shows; `jsonLdText` (json-ld-text.ts) makes them safe
 * to put inside a `<script>` element.
 */

import {
  BRAND_LOGO_PATH,
  BRAND_NAME,
  LISTING_URL_PARAMS,
  LOCALE,
  type PublicStoreSettings,
  ROUTE_PATHS,
} from '@zari/contract';
import type { JsonLdNode } from './json-ld-text';
import { seoText } from './seo-text';

export type { JsonLdNode } from './json-ld-text';

/** The placeholder Google's sitelinks search box puts the shopper's words in. */
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/** The trail from the home page to this one: each step's name and absolute URL. */
export function breadcrumbNode(origin: string, steps: { name: string; url: string }[]): JsonLdNode {
  const trail = [{ name: seoText().home, url: `${origin}/` }, ...steps];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * The store as an organisation, its legal name and contacts as the owner's settings say (`GET /api/store`);
 * without them (the store's answer failed) only what the brand itself says, never another seller's details.
 */
export function organizationNode(origin: string, store?: PublicStoreSettings): JsonLdNode {
  const address = store?.registeredAddress;
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: store?.tradeName ?? BRAND_NAME,
    url: `${origin}/`,
    logo: `${origin}${BRAND_LOGO_PATH}`,
    ...(store && address
      ? {
          legalName: store.legalName,
          email: store.supportEmail,
          telephone: store.supportPhone,
          taxID: store.gstin,
          address: {
            '@type': 'PostalAddress',
            streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
            addressLocality: address.city,
            addressRegion: address.state,
            postalCode: address.pincode,
            addressCountry: 'IN',
          },
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            telephone: store.supportPhone,
            email: store.supportEmail,
            areaServed: 'IN',
          },
        }
      : {}),
  };
}

/** The store as a web site, with the search a results page offers (`/search?q=…`). */
export function webSiteNode(origin: string): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    url: `${origin}/`,
    name: BRAND_NAME,
    inLanguage: LOCALE,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${ROUTE_PATHS.search}?${LISTING_URL_PARAMS.search}=${SEARCH_TERM_PLACEHOLDER}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
