import { describe, expect, it } from 'vitest';
import { Slug } from '../schemas/admin.js';
import { categorySlugOf, SLUG_MAX_LENGTH, slugFromTitle } from './category-slug.js';

describe('slugFromTitle', () => {
  it.each([
    ['Holiday Accessories', 'holiday-accessories'],
    ['  Tops & Blouses  ', 'tops-blouses'],
    ['Kurtas -- Festive!', 'kurtas-festive'],
    ['Café Crème', 'cafe-creme'],
    ['2026 Sale', '2026-sale'],
    ['साड़ी', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('never ends on a hyphen when cut at the length limit, and what it makes the Slug schema takes', () => {
    const slug = slugFromTitle(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b c`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    for (const title of ['Holiday Accessories', 'Tops & Blouses', 'Café Crème', slug]) {
      expect(Slug.safeParse(slugFromTitle(title)).success).toBe(true);
    }
  });

  it('keeps a category’s own slug', () => {
    expect(categorySlugOf({ title: 'Tops & Blouses', slug: 'tops-and-blouses' })).toBe('tops-and-blouses');
    expect(categorySlugOf({ title: 'Tops & Blouses' })).toBe('tops-blouses');
  });
});
