/**
 * Bag prices are a snapshot taken when the item was added; when the bag opens they are refreshed from the
 * catalogue so the shopper sees what the server will charge (it reprices every order itself).
 */
import { API_PATHS, type CartLine, FETCH_ERRORS, type Product, type ProductVariant } from '@zari/contract';
import { apiRequest } from '@/lib/api';

export interface FreshProduct {
  product: Product;
  variants: ProductVariant[];
}

export async function fetchFreshProduct(productId: string, signal?: AbortSignal): Promise<FreshProduct> {
  const [product, variants] = await Promise.all([
    apiRequest<{ data: Product }>(API_PATHS.product, {
      params: { id: productId },
      signal,
      errorMessage: FETCH_ERRORS.product,
    }),
    apiRequest<{ data: ProductVariant[] }>(API_PATHS.productVariants, {
      params: { productId },
      signal,
      errorMessage: FETCH_ERRORS.productVariants,
    }),
  ]);
  return { product: product.data, variants: variants.data };
}

/** Lines whose product was fetched get its current prices; the rest are left as they were. */
export function withFreshPrices(
  lines: readonly CartLine[],
  fresh: ReadonlyMap<string, FreshProduct>,
): CartLine[] {
  return lines.map((line) => {
    const found = fresh.get(line.product._id);
    if (!found) return line;
    const variant = found.variants.find((candidate) => candidate._id === line.selectedVariant);
    return {
      ...line,
      product: {
        ...line.product,
        title: found.product.title,
        amount: found.product.amount,
        discountedAmount: found.product.discountedAmount,
      },
      variantPrice: variant ? variant.price : line.variantPrice,
      variantDiscountedPrice: variant ? variant.discountedPrice : line.variantDiscountedPrice,
      variantColorCode: variant ? variant.colorCode : line.variantColorCode,
    };
  });
}
