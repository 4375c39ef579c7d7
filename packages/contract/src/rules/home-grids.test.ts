import { describe, expect, it } from 'vitest';
import { HOME_GRID_MAX } from '../constants.js';
import { HOME_TOPS_GRID_COUNT, homeTopsGrid } from './home-grids.js';

const numbers = (count: number) => Array.from({ length: count }, (_, at) => at);
const grids = (count: number) =>
  Array.from({ length: HOME_TOPS_GRID_COUNT }, (_, part) => homeTopsGrid(numbers(count), part));

describe('homeTopsGrid', () => {
  it('fills all three grids with six when there are fourteen, never a row of two', () => {
    expect(grids(14)).toEqual([
      [0, 1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10, 11],
      [12, 13, 0, 1, 2, 3],
    ]);
  });

  it('shows eighteen or more as three different grids', () => {
    expect(grids(20)).toEqual([numbers(6), [6, 7, 8, 9, 10, 11], [12, 13, 14, 15, 16, 17]]);
  });

  it('wraps a short catalogue so every grid stays full', () => {
    expect(grids(8)).toEqual([numbers(6), [6, 7, 0, 1, 2, 3], [4, 5, 6, 7, 0, 1]]);
    for (const grid of grids(7)) expect(grid).toHaveLength(HOME_GRID_MAX);
  });

  it('shows the same up to six in every grid when there are six or fewer', () => {
    expect(grids(6)).toEqual([numbers(6), numbers(6), numbers(6)]);
    expect(grids(2)).toEqual([numbers(2), numbers(2), numbers(2)]);
    expect(grids(0)).toEqual([[], [], []]);
  });
});
