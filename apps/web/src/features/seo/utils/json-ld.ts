/**
 * Structured data (schema.org as JSON-LD) for search engines: Product with its Offer, BreadcrumbList,
 * Organization and WebSite with a SearchAction. Plain objects, built by pure functions from what the page
 * shows; `jsonLdText` makes them safe to put inside a `<script>` element.
 */
import {
  BRAND_LOGO_PATH,
  BRAND_NAME,
  CURRENCY,
  LISTING_URL_PARAMS,
  LOCALE,
  type Product,
  ROUTE_PATHS,
  rupeesToPaise,
  SELLER,
  stockLevel,
} from '@zari/contract';

/** A schema.org node: its `@type` and properties. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** The placeholder Google's sitelinks search box puts the shopper's words in. */
export const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/** A price in rupees as schema.org wants it: a decimal string with two places, exact from paise. */
export function offerPrice(rupees: number): string {
  const paise = rupeesToPaise(rupees);
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

export const availabilityOf = (product: Pick<Product, 'inStock' | 'stockCount'>) => {
  const kind = stockLevel(product).kind;
  return `${SCHEMA}/${kind === 'out-of-stock' ? 'OutOfStock' : kind === 'low' ? 'LimitedAvailability' : 'InStock'}`;
};

export function productNode(input: {
  product: Product;
  url: string;
  description: string;
  images: string[];
}): JsonLdNode {
  const { product, url } = input;
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    description: input.description,
    image: input.images,
    sku: product._id,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    category: product.category.title,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: CURRENCY,
      price: offerPrice(product.discountedAmount),
      availability: availabilityOf(product),
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: BRAND_NAME },
    },
  };
}

/** The trail from the home page to this one: each step's name and absolute URL. */
export function breadcrumbNode(steps: { name: string; url: string }[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export function organizationNode(origin: string): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: BRAND_NAME,
    legalName: SELLER.legalName,
    url: `${origin}/`,
    logo: `${origin}${BRAND_LOGO_PATH}`,
    email: SELLER.email,
    telephone: SELLER.phone,
    address: SELLER.address,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: SELLER.phone,
      email: SELLER.email,
      areaServed: 'IN',
    },
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

/** Characters that could end the `<script>` element or an HTML comment, or break older JavaScript parsers. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The nodes as one JSON-LD document, safe as the text of a `<script type="application/ld+json">`: a product
 * named `</script><script>…` stays a string, since no `<` survives (JSON reads `\u003c` back as `<`).
 */
export function jsonLdText(nodes: JsonLdNode[]): string {
  return JSON.stringify({ '@context': SCHEMA, '@graph': nodes }).replace(
    /[<>&\u2028\u2029]/g,
    (char) => UNSAFE_IN_SCRIPT[char] as string,
  );
}
