/** A product as schema.org's Product with its Offer (JSON-LD), for the product page's head. */
import { BRAND_NAME, CURRENCY, countryName, type Product, rupeesToPaise, stockLevel } from '@zari/contract';
import { type JsonLdNode, SCHEMA } from './json-ld-text';

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
  const origin = product.disclosures?.countryOfOrigin;
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    description: input.description,
    image: input.images,
    sku: product._id,
    brand: { '@type': 'Brand', name: BRAND_NAME },
    category: product.category.title,
    // Issue 34: the declared country of origin, as schema.org's Country.
    ...(origin && { countryOfOrigin: { '@type': 'Country', name: countryName(origin), identifier: origin } }),
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
