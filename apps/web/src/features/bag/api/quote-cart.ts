import { queryOptions } from '@tanstack/react-query';
import { api } from '@zari/api-client';
import type { CartQuoteRequest } from '@zari/contract/schemas';

/** The quotes' cache root: a placement the server refused for a changed offer drops them all. */
export const CART_QUOTE_QUERY_ROOT = ['cart-quote'] as const;

/** A failed quote has no message of SPEC §8: the bag keeps its own figures and the server prices the order. */
const QUOTE_FAILED = 'Could not price the bag';

/**
 * `POST /api/cart/quote`: the server's figures for these lines, code and donation. Keyed by the shopper too,
 * as signing in changes the answer (the welcome offer, per-shopper limits).
 */
export const cartQuoteQueryOptions = (request: CartQuoteRequest, shopper: string | null) =>
  queryOptions({
    queryKey: [...CART_QUOTE_QUERY_ROOT, shopper, request],
    queryFn: ({ signal }) =>
      api
        .call('quoteCart', { body: request, signal, errorMessage: QUOTE_FAILED })
        // The request travels with its answer: while the next one loads, the bag knows what this one priced.
        .then((answer) => ({ request, quote: answer.data })),
    staleTime: 30_000,
    retry: false,
  });
