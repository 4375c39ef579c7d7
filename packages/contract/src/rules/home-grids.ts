/**
 * The home page's three Tops & Blouses grids (SPEC §2: up to 6 products each, shown three times). Each grid
 * is full whenever the category has at least six products: grid n starts where grid n-1 ended and wraps to
 * the first products, so a shopper sees as many different tops as there are, and never a lonely short row.
 * With six or fewer, every grid shows them all.
 */
import { HOME_GRID_MAX } from '../constants.js';

export const HOME_TOPS_GRID_COUNT = 3;

export function homeTopsGrid<T>(products: readonly T[], part: number): T[] {
  if (products.length <= HOME_GRID_MAX) return [...products];
  const start = (part * HOME_GRID_MAX) % products.length;
  return Array.from(
    { length: HOME_GRID_MAX },
    (_, offset) => products[(start + offset) % products.length] as T,
  );
}
