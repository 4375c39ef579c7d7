import { SEARCH_RESULTS_MAX } from '@zari/contract';

/** SPEC §2: titles containing the typed text, case-insensitive, at most 10. */
export function matchingProducts<T extends { title: string }>(products: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase('en-IN');
  const matches = needle
    ? products.filter((product) => product.title.toLocaleLowerCase('en-IN').includes(needle))
    : products;
  return matches.slice(0, SEARCH_RESULTS_MAX);
}
