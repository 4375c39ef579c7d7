import { SIMILAR_PRODUCTS_MAX, SIMILAR_PRODUCTS_MIN_SAME_CATEGORY } from '../constants.js';

interface Comparable {
  _id: string;
  category: { _id: string };
}

/**
 * SPEC §9: up to 8 products, same category first; when fewer than 4 share the category, fill from all
 * products. The product itself is never among them and nothing appears twice.
 */
export function similarProducts<T extends Comparable>(product: Comparable, all: readonly T[]): T[] {
  const others = all.filter((candidate) => candidate._id !== product._id);
  const sameCategory = others.filter((candidate) => candidate.category._id === product.category._id);
  if (sameCategory.length >= SIMILAR_PRODUCTS_MIN_SAME_CATEGORY) {
    return sameCategory.slice(0, SIMILAR_PRODUCTS_MAX);
  }
  const rest = others.filter((candidate) => candidate.category._id !== product.category._id);
  return [...sameCategory, ...rest].slice(0, SIMILAR_PRODUCTS_MAX);
}
