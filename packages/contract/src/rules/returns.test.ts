import { describe, expect, it } from 'vitest';
import { RETURN_WINDOW_DAYS } from '../constants.js';
import { NON_RETURNABLE_CATEGORY_SLUGS, returnPolicyFor } from './returns.js';

const kurtas = { title: 'Kurtas', slug: 'kurtas' };
const jewellery = { title: 'Jewellery', slug: 'jewellery' };

describe('returnPolicyFor', () => {
  it('gives an ordinary product easy returns with free pick up within the window', () => {
    const policy = returnPolicyFor({ category: kurtas });
    expect(policy.kind).toBe('easy-return');
    expect(policy.returnable).toBe(true);
    expect(policy.note).toBe(`Easy ${RETURN_WINDOW_DAYS}-day returns with free pick up`);
    expect(policy.detail).toContain(`${RETURN_WINDOW_DAYS} days`);
  });

  it('never promises a return on jewellery, lingerie or holiday accessories', () => {
    for (const slug of ['jewellery', 'lingerie', 'holiday-accessories']) {
      expect(NON_RETURNABLE_CATEGORY_SLUGS).toContain(slug);
      const policy = returnPolicyFor({ category: { title: 'Jewellery', slug } });
      expect(policy).toMatchObject({
        kind: 'category-not-returnable',
        returnable: false,
        note: 'Not returnable',
      });
      expect(policy.detail).toBe('Jewellery cannot be returned or exchanged once delivered.');
      expect(`${policy.note} ${policy.detail}`).not.toMatch(/easy|pick up/i);
    }
  });

  it('lets the product flag mark a single product (a swimsuit) not returnable in a returnable category', () => {
    const policy = returnPolicyFor({ category: { title: 'Swimwear', slug: 'swimwear' }, returnable: false });
    expect(policy).toMatchObject({ kind: 'product-not-returnable', returnable: false });
    expect(
      returnPolicyFor({ category: { title: 'Swimwear', slug: 'swimwear' }, returnable: true }).returnable,
    ).toBe(true);
  });

  it('does not let the product flag make a non-returnable category returnable', () => {
    expect(returnPolicyFor({ category: jewellery, returnable: true }).returnable).toBe(false);
  });

  it('gives special-offer products no easy return', () => {
    const policy = returnPolicyFor({ category: kurtas, specialOffer: true });
    expect(policy).toMatchObject({
      kind: 'special-offer',
      returnable: false,
      note: 'Special offer: no returns',
    });
    expect(policy.detail).toMatch(/no easy return/);
  });

  it('names the category rather than the special offer when both apply', () => {
    expect(returnPolicyFor({ category: jewellery, specialOffer: true }).kind).toBe('category-not-returnable');
  });

  it('matches a category reference without a slug by its title', () => {
    expect(returnPolicyFor({ category: { title: 'Jewellery' } }).kind).toBe('category-not-returnable');
    expect(returnPolicyFor({ category: { title: ' Holiday Accessories ' } }).kind).toBe(
      'category-not-returnable',
    );
    expect(returnPolicyFor({ category: { title: 'Kurtas' } }).kind).toBe('easy-return');
  });
});
