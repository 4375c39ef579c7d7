import type { CartLine, OrderLineInput } from '@zari/contract';

/** The bag's lines as the order payload and the quote send them: what was chosen, never a price. */
export function orderLinesOf(lines: readonly CartLine[]): OrderLineInput[] {
  return lines.map((line) => ({
    product: line.product._id,
    productVariant: line.selectedVariant ?? undefined,
    size: line.selectedSize,
    quantity: line.quantity,
  }));
}

/** A quote line's key, matching a bag line: product, variant and size. */
export const quoteLineKey = (line: { product: string; productVariant?: string | null; size: string }) =>
  `${line.product}|${line.productVariant ?? ''}|${line.size}`;

/** The same key for a bag line, to find its discount in the quote. */
export const bagLineQuoteKey = (line: CartLine) =>
  quoteLineKey({ product: line.product._id, productVariant: line.selectedVariant, size: line.selectedSize });
