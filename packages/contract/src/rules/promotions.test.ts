import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../constants.js';
import { PROMOTION_REFUSAL_TEXT, promotionRefusalMessage } from '../messages/promotions.js';
import {
  allocateDiscountPaise,
  applyPromotion,
  bestPromotion,
  defaultPromotionLabel,
  isPromoCode,
  linesAfterDiscount,
  normalizePromoCode,
  type Promotion,
  type PromotionContext,
  type PromotionLine,
  promotionDiscountPaise,
  WELCOME_OFFER,
} from './promotions.js';

const NOW = new Date('2026-03-10T12:00:00+05:30');

const line = (key: string, unitPricePaise: number, quantity = 1, extra: Partial<PromotionLine> = {}) =>
  ({
    key,
    productId: `p-${key}`,
    categoryId: 'c-dresses',
    unitPricePaise,
    quantity,
    amountPaise: unitPricePaise * quantity,
    ...extra,
  }) satisfies PromotionLine;

const promo = (extra: Partial<Promotion> = {}): Promotion => ({
  code: 'SAVE10',
  label: '10% OFF',
  kind: 'percent',
  value: 10,
  active: true,
  ...extra,
});

const shopper = (extra: Partial<PromotionContext> = {}): PromotionContext => ({
  now: NOW,
  signedIn: true,
  isFirstOrder: false,
  ...extra,
});

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const discounts = (result: ReturnType<typeof applyPromotion>) =>
  result.ok ? result.lines.map((entry) => entry.discountPaise) : null;

describe('promotion codes', () => {
  it('reads a typed code as stored: trimmed, upper case, 4–20 of A–Z and 0–9', () => {
    expect(normalizePromoCode('  welcome25 ')).toBe('WELCOME25');
    expect(isPromoCode('WELCOME25')).toBe(true);
    expect(isPromoCode('ABCD')).toBe(true);
    expect(isPromoCode('ABC')).toBe(false);
    expect(isPromoCode('A'.repeat(20))).toBe(true);
    expect(isPromoCode('A'.repeat(21))).toBe(false);
    expect(isPromoCode('SAVE-10')).toBe(false);
    expect(isPromoCode('save10')).toBe(false);
    expect(isPromoCode('ŚAVE10')).toBe(false);
  });

  it('labels a promotion the owner did not label', () => {
    expect(defaultPromotionLabel('percent', 25)).toBe('25% OFF');
    expect(defaultPromotionLabel('flat', 200_00)).toBe('₹200 OFF');
  });

  it('seeds the welcome offer the signup screen promises', () => {
    expect(WELCOME_OFFER).toMatchObject({
      code: 'WELCOME25',
      label: 'EXTRA 25% OFF',
      kind: 'percent',
      value: 25,
      maxDiscountPaise: 50_000,
      minOrderPaise: null,
      firstOrderOnly: true,
      active: true,
    });
    expect(isPromoCode(WELCOME_OFFER.code)).toBe(true);
  });
});

describe('the discount', () => {
  it('floors a percent to the paisa', () => {
    // 10 % of ₹9.99 is 99.9 paise: 99.
    expect(promotionDiscountPaise(promo(), 999)).toBe(99);
    expect(promotionDiscountPaise(promo({ value: 12.5 }), 333)).toBe(41);
    expect(promotionDiscountPaise(promo({ value: 100 }), 12_345)).toBe(12_345);
  });

  it('caps a percent, exactly at the cap and below it', () => {
    const capped = promo({ value: 25, maxDiscountPaise: 500_00 });
    expect(promotionDiscountPaise(capped, 2000_00)).toBe(500_00); // exactly the cap
    expect(promotionDiscountPaise(capped, 1999_96)).toBe(499_99); // just under it
    expect(promotionDiscountPaise(capped, 10_000_00)).toBe(500_00);
  });

  it('takes a flat amount, never more than the lines in scope are worth', () => {
    const flat = promo({ kind: 'flat', value: 200_00 });
    expect(promotionDiscountPaise(flat, 1000_00)).toBe(200_00);
    expect(promotionDiscountPaise(flat, 200_00)).toBe(200_00);
    expect(promotionDiscountPaise(flat, 150_00)).toBe(150_00);
  });

  it('is never negative', () => {
    expect(promotionDiscountPaise(promo({ kind: 'flat', value: -5 }), 100)).toBe(0);
    expect(promotionDiscountPaise(promo({ value: 10, maxDiscountPaise: 0 }), 100_00)).toBe(0);
  });
});

describe('applyPromotion', () => {
  const bag = [line('a', 1000_00), line('b', 500_00, 2)];

  it('takes 10 % off the whole bag, spread in proportion', () => {
    expect(applyPromotion(bag, promo(), shopper())).toEqual({
      ok: true,
      discountPaise: 200_00,
      lines: [
        { key: 'a', discountPaise: 100_00 },
        { key: 'b', discountPaise: 100_00 },
      ],
    });
  });

  it('answers unknown for a code that was not found', () => {
    expect(applyPromotion(bag, null, shopper())).toEqual({ ok: false, reason: 'unknown' });
    expect(applyPromotion(bag, undefined, shopper())).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses an inactive code', () => {
    expect(applyPromotion(bag, promo({ active: false }), shopper())).toEqual({
      ok: false,
      reason: 'inactive',
    });
  });

  it('holds from its start (inclusive) to its end (exclusive)', () => {
    const window = promo({
      startsAt: '2026-03-10T12:00:00+05:30',
      endsAt: new Date('2026-03-11T00:00:00+05:30'),
    });
    const at = (iso: string) => applyPromotion(bag, window, shopper({ now: new Date(iso) })).ok;
    expect(at('2026-03-10T11:59:59.999+05:30')).toBe(false);
    expect(applyPromotion(bag, window, shopper({ now: new Date('2026-03-10T06:29:59.999Z') }))).toEqual({
      ok: false,
      reason: 'not_started',
    });
    expect(at('2026-03-10T12:00:00+05:30')).toBe(true);
    expect(at('2026-03-10T23:59:59.999+05:30')).toBe(true);
    expect(applyPromotion(bag, window, shopper({ now: new Date('2026-03-11T00:00:00+05:30') }))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('measures the minimum on the whole bag: exactly met applies, a paisa short says how much to add', () => {
    // Only line a is in scope, but the minimum counts line b too.
    const scoped = promo({ productIds: ['p-a'], minOrderPaise: 2000_00 });
    expect(applyPromotion(bag, scoped, shopper())).toMatchObject({ ok: true, discountPaise: 100_00 });
    const short = [line('a', 1000_00), line('b', 500_00), line('c', 499_99)];
    const refusal = applyPromotion(short, scoped, shopper());
    expect(refusal).toEqual({ ok: false, reason: 'minimum_not_met', shortByPaise: 1 });
    expect(promotionRefusalMessage(refusal as { reason: 'minimum_not_met'; shortByPaise: number })).toBe(
      'Add ₹0.01 more to use this code',
    );
  });

  it('gives 0 to lines out of scope, by product or by category', () => {
    const mixed = [
      line('dress', 1000_00),
      line('saree', 3000_00, 1, { categoryId: 'c-sarees' }),
      line('kurta', 500_00, 1, { categoryId: null }),
    ];
    expect(discounts(applyPromotion(mixed, promo({ categoryIds: ['c-sarees'] }), shopper()))).toEqual([
      0, 300_00, 0,
    ]);
    expect(discounts(applyPromotion(mixed, promo({ productIds: ['p-kurta'] }), shopper()))).toEqual([
      0, 0, 50_00,
    ]);
    // Both lists: a line in either is in scope.
    expect(
      discounts(
        applyPromotion(mixed, promo({ productIds: ['p-kurta'], categoryIds: ['c-dresses'] }), shopper()),
      ),
    ).toEqual([100_00, 0, 50_00]);
    expect(applyPromotion(mixed, promo({ productIds: ['p-other'] }), shopper())).toEqual({
      ok: false,
      reason: 'not_applicable',
    });
  });

  it('refuses a bag with nothing to discount', () => {
    expect(applyPromotion([], promo(), shopper())).toEqual({ ok: false, reason: 'not_applicable' });
    expect(applyPromotion([line('free', 0)], promo(), shopper())).toEqual({
      ok: false,
      reason: 'not_applicable',
    });
  });

  it('stops at the usage limit, total and per shopper', () => {
    const limited = promo({ usageLimit: 10, perUserLimit: 2 });
    const uses = (total: number, byUser: number) => shopper({ usage: { SAVE10: { total, byUser } } });
    expect(applyPromotion(bag, limited, uses(9, 1)).ok).toBe(true);
    expect(applyPromotion(bag, limited, uses(10, 0))).toEqual({ ok: false, reason: 'used_up' });
    expect(applyPromotion(bag, limited, uses(5, 2))).toEqual({ ok: false, reason: 'per_user_used_up' });
    // Another code's uses do not count.
    expect(applyPromotion(bag, limited, shopper({ usage: { OTHER: { total: 99, byUser: 99 } } })).ok).toBe(
      true,
    );
  });

  it('keeps a first-order code for a shopper who has never ordered, and asks an anonymous one to sign in', () => {
    const first = promo({ firstOrderOnly: true });
    expect(applyPromotion(bag, first, shopper({ isFirstOrder: true })).ok).toBe(true);
    expect(applyPromotion(bag, first, shopper({ isFirstOrder: false }))).toEqual({
      ok: false,
      reason: 'first_order_only',
    });
    expect(applyPromotion(bag, first, shopper({ isFirstOrder: undefined }))).toEqual({
      ok: false,
      reason: 'first_order_only',
    });
    expect(applyPromotion(bag, first, { now: NOW, signedIn: false })).toEqual({
      ok: false,
      reason: 'sign_in_required',
    });
    expect(applyPromotion(bag, promo({ perUserLimit: 1 }), { now: NOW, signedIn: false })).toEqual({
      ok: false,
      reason: 'sign_in_required',
    });
    // A code with neither condition needs no account.
    expect(applyPromotion(bag, promo(), { now: NOW, signedIn: false }).ok).toBe(true);
  });

  it('holds a payment-method condition once a method is chosen', () => {
    const prepaid = promo({ paymentMethods: ['razorpay', 'online'] });
    expect(applyPromotion(bag, prepaid, shopper({ paymentMethod: 'online' })).ok).toBe(true);
    const refusal = applyPromotion(bag, prepaid, shopper({ paymentMethod: 'cod' }));
    expect(refusal).toEqual({ ok: false, reason: 'payment_method', paymentMethods: ['razorpay', 'online'] });
    expect(promotionRefusalMessage(refusal as { reason: 'payment_method' })).toBe(
      'This code works only when you pay by Razorpay or Pay Online',
    );
    // The bag, before a method is chosen, shows the discount.
    expect(applyPromotion(bag, prepaid, shopper()).ok).toBe(true);
    expect(applyPromotion(bag, promo({ paymentMethods: [] }), shopper({ paymentMethod: 'cod' })).ok).toBe(
      true,
    );
  });

  it('says the most fundamental reason first', () => {
    const everything = promo({
      active: true,
      endsAt: '2026-03-01T00:00:00Z',
      usageLimit: 1,
      firstOrderOnly: true,
      minOrderPaise: 1_00_000_00,
    });
    expect(applyPromotion(bag, everything, { now: NOW, signedIn: false })).toEqual({
      ok: false,
      reason: 'expired',
    });
    const { endsAt: _, ...current } = everything;
    expect(applyPromotion(bag, current, shopper({ usage: { SAVE10: { total: 1, byUser: 0 } } }))).toEqual({
      ok: false,
      reason: 'used_up',
    });
    expect(applyPromotion(bag, current, { now: NOW, signedIn: false })).toEqual({
      ok: false,
      reason: 'sign_in_required',
    });
    expect(applyPromotion(bag, current, shopper({ isFirstOrder: true }))).toEqual({
      ok: false,
      reason: 'minimum_not_met',
      shortByPaise: 1_00_000_00 - 2000_00,
    });
    expect(applyPromotion(bag, { ...everything, active: false }, shopper())).toEqual({
      ok: false,
      reason: 'inactive',
    });
  });

  it('discounts a single line whole', () => {
    expect(
      applyPromotion([line('only', 1234_56)], promo({ value: 25, maxDiscountPaise: 100_00 }), shopper()),
    ).toEqual({ ok: true, discountPaise: 100_00, lines: [{ key: 'only', discountPaise: 100_00 }] });
  });

  it('spreads the leftover paise to the largest fractions, never past a line', () => {
    // 103 paise off 104: the ₹1 line's exact share is 99.04, each 1-paisa line's 0.99.
    const tiny = [line('a', 1), line('b', 1), line('c', 1), line('d', 1), line('big', 100)];
    const result = applyPromotion(tiny, promo({ kind: 'flat', value: 103 }), shopper());
    expect(discounts(result)).toEqual([1, 1, 1, 1, 99]);
    // 1 paisa off three equal lines: the larger line first, then the first.
    expect(allocateDiscountPaise([100, 100, 100], 1)).toEqual([1, 0, 0]);
    expect(allocateDiscountPaise([100, 200, 100], 1)).toEqual([0, 1, 0]);
    // 166.5, 166.5 and 167 exactly: the one leftover paisa goes to the first of the two halves.
    expect(allocateDiscountPaise([333, 333, 334], 500)).toEqual([167, 166, 167]);
  });

  it('lets 100 % off take every line whole', () => {
    expect(discounts(applyPromotion(bag, promo({ value: 100 }), shopper()))).toEqual([1000_00, 1000_00]);
  });

  it('refuses a bag built wrong rather than misprice it', () => {
    expect(() => applyPromotion([{ ...line('a', 100), amountPaise: 150 }], promo(), shopper())).toThrow(
      RangeError,
    );
    expect(() => applyPromotion([line('a', 100), line('a', 200)], promo(), shopper())).toThrow(RangeError);
    expect(() => applyPromotion([line('a', 10.5)], promo(), shopper())).toThrow(RangeError);
    expect(() => applyPromotion([line('a', 100, 0)], promo(), shopper())).toThrow(RangeError);
    expect(() => allocateDiscountPaise([100], 101)).toThrow(RangeError);
  });
});

describe('the welcome offer', () => {
  it('takes 25 % off a first order, up to ₹500', () => {
    const first = shopper({ isFirstOrder: true });
    expect(applyPromotion([line('a', 1000_00)], WELCOME_OFFER, first)).toMatchObject({
      discountPaise: 250_00,
    });
    expect(applyPromotion([line('a', 2000_00)], WELCOME_OFFER, first)).toMatchObject({
      discountPaise: 500_00,
    });
    expect(applyPromotion([line('a', 9000_00)], WELCOME_OFFER, first)).toMatchObject({
      discountPaise: 500_00,
    });
  });

  it('is not for a returning shopper, and asks an anonymous one to sign up', () => {
    expect(applyPromotion([line('a', 1000_00)], WELCOME_OFFER, shopper())).toEqual({
      ok: false,
      reason: 'first_order_only',
    });
    expect(applyPromotion([line('a', 1000_00)], WELCOME_OFFER, { now: NOW, signedIn: false })).toEqual({
      ok: false,
      reason: 'sign_in_required',
    });
  });
});

describe('bestPromotion', () => {
  const first = shopper({ isFirstOrder: true });
  const flat300 = promo({ code: 'FLAT300', label: '₹300 OFF', kind: 'flat', value: 300_00 });

  it('applies the larger discount and says why the other did not', () => {
    // ₹1,000: the welcome offer takes ₹250, the code ₹300.
    const small = bestPromotion([line('a', 1000_00)], [flat300, WELCOME_OFFER], first);
    expect(small.applied).toMatchObject({ promotion: flat300, discountPaise: 300_00 });
    expect(small.notApplied).toEqual([
      { promotion: WELCOME_OFFER, refusal: { ok: false, reason: 'outdone', discountPaise: 250_00 } },
    ]);
    // ₹2,000: the welcome offer takes ₹500.
    const large = bestPromotion([line('a', 2000_00)], [flat300, WELCOME_OFFER], first);
    expect(large.applied).toMatchObject({ promotion: WELCOME_OFFER, discountPaise: 500_00 });
    expect(large.notApplied).toEqual([
      { promotion: flat300, refusal: { ok: false, reason: 'outdone', discountPaise: 300_00 } },
    ]);
    expect(promotionRefusalMessage({ reason: 'outdone', appliedLabel: WELCOME_OFFER.label })).toBe(
      "EXTRA 25% OFF saves you more, so we've applied that instead",
    );
  });

  it('gives a tie to the earlier candidate: the code the shopper typed', () => {
    const tie = bestPromotion([line('a', 1200_00)], [flat300, WELCOME_OFFER], first);
    expect(tie.applied?.promotion).toBe(flat300);
    const reversed = bestPromotion([line('a', 1200_00)], [WELCOME_OFFER, flat300], first);
    expect(reversed.applied?.promotion).toBe(WELCOME_OFFER);
  });

  it('falls back to the one that applies, and reports the refusal of the other', () => {
    const returning = bestPromotion([line('a', 1000_00)], [flat300, WELCOME_OFFER], shopper());
    expect(returning.applied?.promotion).toBe(flat300);
    expect(returning.notApplied).toEqual([
      { promotion: WELCOME_OFFER, refusal: { ok: false, reason: 'first_order_only' } },
    ]);
    const expired = { ...flat300, endsAt: '2026-01-01T00:00:00Z' };
    const welcome = bestPromotion([line('a', 1000_00)], [expired, WELCOME_OFFER], first);
    expect(welcome.applied?.promotion).toBe(WELCOME_OFFER);
    expect(welcome.notApplied).toEqual([{ promotion: expired, refusal: { ok: false, reason: 'expired' } }]);
  });

  it('applies none when none applies', () => {
    expect(bestPromotion([line('a', 1000_00)], [], first)).toEqual({ applied: null, notApplied: [] });
    const none = bestPromotion([line('a', 1000_00)], [WELCOME_OFFER], { now: NOW, signedIn: false });
    expect(none.applied).toBeNull();
    expect(none.notApplied[0]?.refusal.reason).toBe('sign_in_required');
  });
});

describe('linesAfterDiscount', () => {
  it('gives each line its amount less its discount, for the tax rule', () => {
    const bag = [line('a', 1000_00), line('b', 500_00, 2), line('c', 300_00, 1, { categoryId: 'c-sarees' })];
    const result = applyPromotion(bag, promo({ categoryIds: ['c-dresses'] }), shopper());
    expect(result.ok && linesAfterDiscount(bag, result.lines)).toEqual([
      { key: 'a', amountPaise: 1000_00, discountPaise: 100_00, netPaise: 900_00 },
      { key: 'b', amountPaise: 1000_00, discountPaise: 100_00, netPaise: 900_00 },
      { key: 'c', amountPaise: 300_00, discountPaise: 0, netPaise: 300_00 },
    ]);
    expect(linesAfterDiscount(bag, null).map((entry) => entry.netPaise)).toEqual([1000_00, 1000_00, 300_00]);
    expect(() => linesAfterDiscount(bag, [{ key: 'c', discountPaise: 300_01 }])).toThrow(RangeError);
  });
});

describe('messages', () => {
  it('has a sentence for every reason', () => {
    for (const reason of Object.keys(PROMOTION_REFUSAL_TEXT) as (keyof typeof PROMOTION_REFUSAL_TEXT)[]) {
      expect(promotionRefusalMessage({ reason, shortByPaise: 100_00, paymentMethods: ['online'] })).toMatch(
        /\w/,
      );
    }
    expect(promotionRefusalMessage({ reason: 'minimum_not_met', shortByPaise: 1234_50 })).toBe(
      'Add ₹1,234.5 more to use this code',
    );
    expect(promotionRefusalMessage({ reason: 'payment_method', paymentMethods: ['online'] })).toBe(
      'This code works only when you pay by Pay Online',
    );
  });
});

// ── Properties ────────────────────────────────────────────────────────────────────────────────────────

const arbLine = (index: number) =>
  fc
    .record({
      unitPricePaise: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 10_00_000_00 })),
      quantity: fc.integer({ min: 1, max: 10 }),
      product: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
      category: fc.constantFrom('c1', 'c2', null),
    })
    .map(
      ({ unitPricePaise, quantity, product, category }): PromotionLine => ({
        key: `line-${index}`,
        productId: product,
        categoryId: category,
        unitPricePaise,
        quantity,
        amountPaise: unitPricePaise * quantity,
      }),
    );

const arbBag = fc
  .integer({ min: 1, max: 20 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => arbLine(index))));

const arbPromotion: fc.Arbitrary<Promotion> = fc.record({
  code: fc.constant('PROP'),
  label: fc.constant('PROP'),
  kind: fc.constantFrom('percent', 'flat'),
  value: fc.integer({ min: 1, max: 100 }),
  maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 5000_00 })),
  minOrderPaise: fc.option(fc.integer({ min: 0, max: 5000_00 })),
  categoryIds: fc.subarray(['c1', 'c2']),
  productIds: fc.subarray(['p1', 'p2', 'p3', 'p4']),
  paymentMethods: fc.subarray([...PAYMENT_METHODS]),
  active: fc.constant(true),
});
const arbFlatPromotion = arbPromotion.chain((promotion) =>
  promotion.kind === 'flat'
    ? fc.integer({ min: 1, max: 20_000_00 }).map((value) => ({ ...promotion, value }))
    : fc.constant(promotion),
);
const arbContext = fc.record({
  now: fc.constant(NOW),
  signedIn: fc.constant(true),
  paymentMethod: fc.option(fc.constantFrom(...PAYMENT_METHODS)),
});

describe('properties', () => {
  it('allocates exactly the discount, in whole paise, never below 0 nor above a line', () => {
    fc.assert(
      fc.property(arbBag, arbFlatPromotion, arbContext, (bag, promotion, context) => {
        const result = applyPromotion(bag, promotion, context);
        if (!result.ok) return;
        expect(result.lines.map((entry) => entry.key)).toEqual(bag.map((entry) => entry.key));
        expect(sum(result.lines.map((entry) => entry.discountPaise))).toBe(result.discountPaise);
        result.lines.forEach((entry, index) => {
          expect(Number.isInteger(entry.discountPaise)).toBe(true);
          expect(entry.discountPaise).toBeGreaterThanOrEqual(0);
          expect(entry.discountPaise).toBeLessThanOrEqual(bag[index]!.amountPaise);
        });
      }),
    );
  });

  it('never takes more than the lines in scope are worth, nor a percent more than its cap', () => {
    fc.assert(
      fc.property(arbBag, arbFlatPromotion, arbContext, (bag, promotion, context) => {
        const result = applyPromotion(bag, promotion, context);
        if (!result.ok) return;
        const inScope = (entry: PromotionLine) =>
          (promotion.productIds ?? []).length + (promotion.categoryIds ?? []).length === 0 ||
          promotion.productIds?.includes(entry.productId) ||
          (entry.categoryId !== null && promotion.categoryIds?.includes(entry.categoryId));
        const eligible = sum(bag.filter(inScope).map((entry) => entry.amountPaise));
        expect(result.discountPaise).toBeLessThanOrEqual(eligible);
        result.lines.forEach((entry, index) => {
          if (!inScope(bag[index]!)) expect(entry.discountPaise).toBe(0);
        });
        if (promotion.maxDiscountPaise != null) {
          expect(result.discountPaise).toBeLessThanOrEqual(promotion.maxDiscountPaise);
        }
        if (promotion.kind === 'percent') {
          expect(result.discountPaise * 100).toBeLessThanOrEqual(eligible * promotion.value);
        }
        const bagValue = sum(bag.map((entry) => entry.amountPaise));
        if (promotion.minOrderPaise != null) expect(bagValue).toBeGreaterThanOrEqual(promotion.minOrderPaise);
      }),
    );
  });

  it('gives the same answer, line for line, whatever the order of the lines', () => {
    fc.assert(
      fc.property(
        arbBag.chain((bag) =>
          fc.tuple(fc.constant(bag), fc.shuffledSubarray(bag, { minLength: bag.length })),
        ),
        arbFlatPromotion,
        arbContext,
        ([bag, shuffled], promotion, context) => {
          const a = applyPromotion(bag, promotion, context);
          const b = applyPromotion(shuffled, promotion, context);
          expect(b.ok).toBe(a.ok);
          if (!a.ok || !b.ok) return;
          expect(b.discountPaise).toBe(a.discountPaise);
          // Ties between equal lines may go to either, but never change how many paise lines of one amount get.
          const byAmount = (result: typeof a, lines: readonly PromotionLine[]) => {
            const amounts = new Map(lines.map((entry) => [entry.key, entry.amountPaise]));
            return result.lines
              .map((entry) => `${amounts.get(entry.key)}:${entry.discountPaise}`)
              .sort()
              .join();
          };
          expect(byAmount(b, shuffled)).toBe(byAmount(a, bag));
        },
      ),
    );
  });

  it('allocates any discount up to the total, exactly and within each amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amounts, fraction) => {
          const total = sum(amounts);
          const discount = Math.floor(total * fraction);
          const shares = allocateDiscountPaise(amounts, discount);
          expect(sum(shares)).toBe(discount);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(amounts[index]!);
            // Proportional to within a paisa.
            if (total > 0) expect(Math.abs(share - (amounts[index]! * discount) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('applies the largest discount of the candidates', () => {
    fc.assert(
      fc.property(
        arbBag,
        fc.array(arbFlatPromotion, { maxLength: 4 }),
        arbContext,
        (bag, candidates, context) => {
          const choice = bestPromotion(bag, candidates, context);
          const results = candidates.map((promotion) => applyPromotion(bag, promotion, context));
          const best = Math.max(-1, ...results.map((result) => (result.ok ? result.discountPaise : -1)));
          expect(choice.applied?.discountPaise ?? -1).toBe(best);
          expect(choice.notApplied).toHaveLength(candidates.length - (choice.applied ? 1 : 0));
        },
      ),
    );
  });
});
