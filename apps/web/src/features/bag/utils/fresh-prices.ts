/**
 * Bag prices are a snapshot taken when the item was added; when the bag opens they are refreshed from the
 * catalogue so the shopper sees what the server will charge (it reprices every order itself).
 */
import type { CartLine, Product, ProductVariant } from '@zari/contract';
import { titleTranslationsOf } from '@/lib/i18n';

export interface FreshProduct {
  product: Product;
  variants: ProductVariant[];
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
    const { translations: _kept, ...product } = line.product;
    const titles = titleTranslationsOf(found.product.translations);
    return {
      ...line,
      product: {
        ...product,
        // The catalogue's titles, English and the other languages' (issue 35), as current as its prices.
        title: found.product.title,
        ...(titles && { translations: titles }),
        amount: found.product.amount,
        discountedAmount: found.product.discountedAmount,
      },
      variantPrice: variant ? variant.price : line.variantPrice,
      variantDiscountedPrice: variant ? variant.discountedPrice : line.variantDiscountedPrice,
      variantColorCode: variant ? variant.colorCode : line.variantColorCode,
    };
  });
}
