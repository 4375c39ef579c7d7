import {
  categoryPagePath,
  categorySlugOf,
  discountPercent,
  formatRupees,
  type Product,
  productPagePath,
  stockLevel,
} from '@zari/contract';
import { type HeadTags, shortText, unlistedPage } from './head-tags';
import { absoluteUrl, indexedPage, shareImage } from './indexed-page';
import { breadcrumbNode } from './json-ld';
import { offerPrice, productNode } from './product-json-ld';
import { pageTitle, seoText } from './seo-text';

/** A product page's head: price and stock, its photo to share, Product and breadcrumb; unlisted until known. */
export function productHead(product: Product | undefined, origin: string): HeadTags {
  return product
    ? listedProductHead(product, origin)
    : unlistedPage(pageTitle({ screen: 'product' }), 'noindex');
}

function listedProductHead(product: Product, origin: string): HeadTags {
  const url = `${origin}${productPagePath(product._id)}`;
  const price = formatRupees(product.discountedAmount);
  const percentOff = discountPercent(product.amount, product.discountedAmount);
  const inStock = stockLevel(product).kind !== 'out-of-stock';
  const description = [
    seoText().productPrice(price, formatRupees(product.amount), percentOff),
    inStock ? seoText().inStock : seoText().outOfStock,
    product.description,
  ].join(' · ');
  const [firstImage] = product.images;
  const image = firstImage
    ? shareImage(firstImage, product.media?.[firstImage], product.title, origin)
    : undefined;
  const categoryUrl = `${origin}${categoryPagePath(categorySlugOf(product.category))}`;
  return indexedPage({
    title: pageTitle({ screen: 'product', productTitle: product.title }),
    shareTitle: seoText().productShareTitle(product.title, price),
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
      breadcrumbNode(origin, [
        { name: product.category.title, url: categoryUrl },
        { name: product.title, url },
      ]),
    ],
  });
}
