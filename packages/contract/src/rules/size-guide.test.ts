import { describe, expect, it } from 'vitest';
import { SIZE_GUIDES, sizeGuideFor } from './size-guide.js';

const kurtas = { title: 'Kurtas', slug: 'kurtas' };

describe('SIZE_GUIDES', () => {
  it('gives every row one value per column', () => {
    for (const [slug, guide] of Object.entries(SIZE_GUIDES)) {
      expect(guide.rows.length, slug).toBeGreaterThan(0);
      for (const entry of guide.rows)
        expect(entry.measurements, `${slug} ${entry.size}`).toHaveLength(guide.columns.length);
    }
  });

  it('covers every size the sized categories sell', () => {
    expect(SIZE_GUIDES.kurtas?.rows.map((entry) => entry.size)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(SIZE_GUIDES['jeans-and-trousers']?.rows.map((entry) => entry.size)).toEqual([
      '26',
      '28',
      '30',
      '32',
      '34',
      '36',
    ]);
    expect(SIZE_GUIDES.footwear?.rows.map((entry) => entry.size)).toEqual([
      'UK 3',
      'UK 4',
      'UK 5',
      'UK 6',
      'UK 7',
      'UK 8',
    ]);
  });
});

describe('sizeGuideFor', () => {
  it('shows only the sizes the product comes in, in the guide order', () => {
    const guide = sizeGuideFor({ category: kurtas, sizes: ['L', 'S', 'M', 'XL'] });
    expect(guide?.columns).toEqual(['Bust (in)', 'Waist (in)', 'Hip (in)']);
    expect(guide?.rows).toEqual([
      { size: 'S', measurements: ['34', '28', '37'] },
      { size: 'M', measurements: ['36', '30', '39'] },
      { size: 'L', measurements: ['38', '32', '41'] },
      { size: 'XL', measurements: ['40', '34', '43'] },
    ]);
  });

  it('has no guide for categories sold in one size', () => {
    for (const slug of ['sarees', 'jewellery', 'bags']) {
      expect(sizeGuideFor({ category: { title: slug, slug }, sizes: ['Free Size'] })).toBeNull();
    }
  });

  it('has no guide when none of the product sizes is in its category guide', () => {
    expect(sizeGuideFor({ category: kurtas, sizes: ['Free Size'] })).toBeNull();
    expect(sizeGuideFor({ category: kurtas, sizes: [] })).toBeNull();
  });

  it('finds the guide by category title when the slug is missing', () => {
    expect(sizeGuideFor({ category: { title: 'Footwear' }, sizes: ['UK 5'] })?.rows).toEqual([
      { size: 'UK 5', measurements: ['38', '7', '23.7'] },
    ]);
  });
});
