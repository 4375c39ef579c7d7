/**
 * Each storefront route's head (issue 16: findable): title, meta description, canonical URL, robots,
 * Open Graph and Twitter card tags with an absolute image, and JSON-LD. Pure: a route's data and the site's
 * origin in, the head out, so the server and the browser write the same tags.
 *
 * Canonical URLs are absolute and carry no query: a listing's sort and filters, and any tracking parameter,
 * all canonicalise to the listing itself. Pages that are a shopper's own, search results and the 404 page
 * are `noindex` and have no canonical URL.
 */
import {
  BRAND_NAME,
  type Category,
  categoryPagePath,
  categorySlugOf,
  discountPercent,
  documentTitle,
  formatRupees,
  type ImageMeta,
  imageSharePath,
  META_DESCRIPTION_MAX_LENGTH,
  OPEN_GRAPH_LOCALE,
  type Product,
  productPagePath,
  ROUTE_PATHS,
  responsiveImage,
  SCREEN_TITLES,
  SEO_TEXT,
  SHARE_IMAGE_SIZE,
  SHARE_IMAGE_TYPE,
  stockLevel,
} from '@zari/contract';
import { assetUrl } from '@/lib/api';
import {
  breadcrumbNode,
  type JsonLdNode,
  offerPrice,
  organizationNode,
  productNode,
  webSiteNode,
} from './json-ld';

/** Pages a search engine may list, each with a text of its own. */
type FixedScreen = 'aboutUs' | 'shippingDelivery' | 'returnPolicy';
/** Pages that are a shopper's own (robots.txt disallows them too): never indexed. */
export type PersonalScreen =
  | 'wishlist'
  | 'bag'
  | 'userProfile'
  | 'orders'
  | 'editProfile'
  | 'settings'
  | 'shippingAddress'
  | 'login'
  | 'signup';

/** What a route knows when it declares its head. */
export type HeadInput =
  | { screen: 'home' }
  | { screen: 'product'; product?: Product | undefined }
  | { screen: 'category'; slug: string; category?: Pick<Category, 'title' | 'image'> | undefined }
  | { screen: 'hotList' }
  | { screen: 'search'; query?: string | undefined }
  | { screen: FixedScreen }
  | { screen: PersonalScreen }
  | { screen: 'notFound' };

/** A `<meta>` of Open Graph (`property`) or Twitter (`name`). */
export type HeadMeta = { property: string; content: string } | { name: string; content: string };

export interface HeadTags {
  title: string;
  description: string;
  /** Absolute, without query or fragment; absent on pages that are not indexed. */
  canonical?: string;
  /** `noindex…` for pages a search engine should not list. */
  robots?: string;
  /** Open Graph and Twitter card tags, in order. */
  meta: HeadMeta[];
  jsonLd: JsonLdNode[];
}

interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  /** The MIME type, when known. */
  type?: string;
  alt: string;
}

const FIXED_DESCRIPTIONS: Record<FixedScreen, string> = {
  aboutUs: SEO_TEXT.aboutUsDescription,
  shippingDelivery: SEO_TEXT.shippingDeliveryDescription,
  returnPolicy: SEO_TEXT.returnPolicyDescription,
};

/** One line of text, cut at a word to at most `max` characters (with an ellipsis when cut). */
export function shortText(text: string, max = META_DESCRIPTION_MAX_LENGTH): string {
  const tidy = text.replace(/\s+/g, ' ').trim();
  if (tidy.length <= max) return tidy;
  const cut = tidy.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:·—-]+$/, '')}…`;
}

/** An image path as an absolute URL: relative paths start at the storefront's origin. */
export function absoluteUrl(path: string, origin: string): string {
  const url = assetUrl(path);
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The image a link preview shows: the pipeline's share JPEG (SHARE_IMAGE_SIZE), which WhatsApp and Facebook
 * render where they may not render WebP; an image the pipeline did not record is shared as it is.
 */
export function shareImage(
  path: string,
  meta: ImageMeta | undefined,
  alt: string,
  origin: string,
): ShareImage {
  if (!meta || !responsiveImage(path, meta)) return { url: absoluteUrl(path, origin), alt };
  return {
    url: absoluteUrl(imageSharePath(path), origin),
    ...SHARE_IMAGE_SIZE,
    type: SHARE_IMAGE_TYPE,
    alt,
  };
}

function socialMeta(input: {
  type: 'website' | 'product';
  title: string;
  description: string;
  url?: string | undefined;
  image?: ShareImage | undefined;
}): HeadMeta[] {
  const { image } = input;
  return [
    { property: 'og:site_name', content: BRAND_NAME },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALE },
    { property: 'og:type', content: input.type },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    ...(input.url ? [{ property: 'og:url', content: input.url }] : []),
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          ...(image.width && image.height
            ? [
                { property: 'og:image:width', content: String(image.width) },
                { property: 'og:image:height', content: String(image.height) },
              ]
            : []),
          ...(image.type ? [{ property: 'og:image:type', content: image.type }] : []),
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    ...(image
      ? [
          { name: 'twitter:image', content: image.url },
          { name: 'twitter:image:alt', content: image.alt },
        ]
      : []),
  ];
}

/** A page a search engine lists: canonical URL, share tags and the structured data given. */
function indexedPage(input: {
  title: string;
  shareTitle?: string;
  description: string;
  url: string;
  type?: 'website' | 'product';
  image?: ShareImage | undefined;
  extraMeta?: HeadMeta[];
  jsonLd: JsonLdNode[];
}): HeadTags {
  const description = shortText(input.description);
  return {
    title: input.title,
    description,
    canonical: input.url,
    meta: [
      ...socialMeta({
        type: input.type ?? 'website',
        title: input.shareTitle ?? input.title,
        description,
        url: input.url,
        image: input.image,
      }),
      ...(input.extraMeta ?? []),
    ],
    jsonLd: input.jsonLd,
  };
}

/** A page no search engine should list: its title and the store's description only. */
function unlistedPage(
  title: string,
  robots: string,
  description: string = SEO_TEXT.siteDescription,
): HeadTags {
  const text = shortText(description);
  return {
    title,
    description: text,
    robots,
    meta: socialMeta({ type: 'website', title, description: text }),
    jsonLd: [],
  };
}

function productHead(product: Product, origin: string): HeadTags {
  const url = `${origin}${productPagePath(product._id)}`;
  const price = formatRupees(product.discountedAmount);
  const percentOff = discountPercent(product.amount, product.discountedAmount);
  const inStock = stockLevel(product).kind !== 'out-of-stock';
  const description = [
    SEO_TEXT.productPrice(price, formatRupees(product.amount), percentOff),
    inStock ? SEO_TEXT.inStock : SEO_TEXT.outOfStock,
    product.description,
  ].join(' · ');
  const [firstImage] = product.images;
  const image = firstImage
    ? shareImage(firstImage, product.media?.[firstImage], product.title, origin)
    : undefined;
  const categoryUrl = `${origin}${categoryPagePath(categorySlugOf(product.category))}`;
  return indexedPage({
    title: documentTitle({ screen: 'product', productTitle: product.title }),
    shareTitle: SEO_TEXT.productShareTitle(product.title, price),
    description,
    url,
    type: 'product',
    image,
    extraMeta: [
      { property: 'product:price:amount', content: offerPrice(product.discountedAmount) },
      { property: 'product:price:currency', content: 'INR' },
      { property: 'product:availability', content: inStock ? 'in stock' : 'out of stock' },
    ],
    jsonLd: [
      productNode({
        product,
        url,
        description: shortText(product.description, 5000),
        images: product.images.map((path) => absoluteUrl(path, origin)),
      }),
      breadcrumbNode([
        { name: SEO_TEXT.home, url: `${origin}/` },
        { name: product.category.title, url: categoryUrl },
        { name: product.title, url },
      ]),
    ],
  });
}

/** The head of a route, given what the route knows and the site's origin (no trailing slash). */
export function routeHead(input: HeadInput, origin: string): HeadTags {
  const home = { name: SEO_TEXT.home, url: `${origin}/` };
  switch (input.screen) {
    case 'home':
      return indexedPage({
        title: documentTitle({ screen: 'home' }),
        description: SEO_TEXT.siteDescription,
        url: `${origin}/`,
        jsonLd: [organizationNode(origin), webSiteNode(origin)],
      });
    case 'product':
      return input.product
        ? productHead(input.product, origin)
        : unlistedPage(documentTitle({ screen: 'product' }), 'noindex');
    case 'category': {
      const url = `${origin}${categoryPagePath(input.slug)}`;
      const { category } = input;
      // Not yet known (a render without the category list): still this listing's own address.
      if (!category) {
        return indexedPage({
          title: documentTitle({ screen: 'category' }),
          description: SEO_TEXT.siteDescription,
          url,
          jsonLd: [],
        });
      }
      return indexedPage({
        title: documentTitle({ screen: 'category', categoryTitle: category.title }),
        description: SEO_TEXT.categoryDescription(category.title),
        url,
        image: category.image ? shareImage(category.image, undefined, category.title, origin) : undefined,
        jsonLd: [breadcrumbNode([home, { name: category.title, url }])],
      });
    }
    case 'hotList': {
      const url = `${origin}${ROUTE_PATHS.hotList}`;
      return indexedPage({
        title: documentTitle({ screen: 'hotList' }),
        description: SEO_TEXT.hotListDescription,
        url,
        jsonLd: [breadcrumbNode([home, { name: SCREEN_TITLES.hotList, url }])],
      });
    }
    case 'aboutUs':
    case 'shippingDelivery':
    case 'returnPolicy': {
      const url = `${origin}${ROUTE_PATHS[input.screen]}`;
      return indexedPage({
        title: documentTitle({ screen: input.screen }),
        description: FIXED_DESCRIPTIONS[input.screen],
        url,
        jsonLd: [breadcrumbNode([home, { name: SCREEN_TITLES[input.screen], url }])],
      });
    }
    case 'search': {
      const query = input.query?.trim();
      return unlistedPage(
        documentTitle({ screen: 'search', query }),
        // Results are not pages of their own, but the products they link to are.
        'noindex, follow',
        query ? SEO_TEXT.searchDescription(query) : SEO_TEXT.siteDescription,
      );
    }
    case 'notFound':
      return unlistedPage(documentTitle({ screen: 'notFound' }), 'noindex');
    default:
      return unlistedPage(documentTitle({ screen: input.screen }), 'noindex');
  }
}
