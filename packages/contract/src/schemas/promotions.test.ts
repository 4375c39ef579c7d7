import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ORDER_LINES_MAX } from '../constants.js';
import { ADMIN_MESSAGES } from '../messages/admin.js';
import { API_MESSAGES } from '../messages/api.js';
import { PROMOTION_ADMIN_MESSAGES } from '../messages/promotions.js';
import { PromoCodeInput } from './orders.js';
import {
  AdminPromotionCreate,
  AdminPromotionPatch,
  CartQuote,
  CartQuoteRequest,
  PROMOTION_CATEGORY_IDS_MAX,
} from './promotions.js';

const ID = '6f1c2a4e-8d3b-4c5a-9e7f-0a1b2c3d4e5f';
const ID2 = '7a2d3b5f-9e4c-4d6b-8f80-1b2c3d4e5f60';

/** The messages zod answers with, by field, as the API's 400 names them. */
function refusals(schema: z.ZodType, body: unknown): Record<string, string[]> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '(body)';
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

const percent = { code: 'SAVE10', kind: 'percent', value: 10 } as const;

describe('AdminPromotionCreate', () => {
  it('takes a minimal percent code, stored upper case, with defaults', () => {
    expect(AdminPromotionCreate.parse({ ...percent, code: ' save10 ' })).toEqual({
      code: 'SAVE10',
      kind: 'percent',
      value: 10,
      firstOrderOnly: false,
      categoryIds: [],
      productIds: [],
      paymentMethods: [],
      active: true,
    });
  });

  it('takes every field', () => {
    const body = {
      code: 'DIWALI2026',
      label: 'Diwali: 20% off sarees',
      kind: 'percent',
      value: 20,
      maxDiscount: 750.5,
      minOrder: 1999,
      startsAt: '2026-10-20T00:00:00+05:30',
      endsAt: '2026-11-05T00:00:00Z',
      usageLimit: 1000,
      perUserLimit: 1,
      firstOrderOnly: false,
      categoryIds: [ID],
      productIds: [ID2],
      paymentMethods: ['razorpay', 'online'],
      active: false,
    };
    expect(AdminPromotionCreate.parse(body)).toEqual(body);
    expect(AdminPromotionCreate.parse({ code: 'FLAT200', kind: 'flat', value: 200.5 })).toMatchObject({
      value: 200.5,
    });
  });

  it('refuses codes of any other length or character set', () => {
    for (const code of ['ABC', 'A'.repeat(21), 'SAVE 10', 'SAVE-10', 'SÄVE10', '', '１２３４']) {
      expect(refusals(AdminPromotionCreate, { ...percent, code })).toEqual({
        code: [PROMOTION_ADMIN_MESSAGES.codeInvalid],
      });
    }
    expect(refusals(AdminPromotionCreate, { ...percent, code: 'SAVE\u000010' }).code).toContain(
      API_MESSAGES.textNotStorable,
    );
  });

  it('refuses a percent above 100, below 1 or with decimals, and a flat amount of 0 or less', () => {
    for (const value of [101, 0, 12.5]) {
      expect(refusals(AdminPromotionCreate, { ...percent, value })).toEqual({
        value: [PROMOTION_ADMIN_MESSAGES.percentRange],
      });
    }
    expect(refusals(AdminPromotionCreate, { ...percent, value: 100 })).toEqual({});
    expect(refusals(AdminPromotionCreate, { code: 'FLAT', kind: 'flat', value: 0 })).toEqual({
      value: [PROMOTION_ADMIN_MESSAGES.flatPositive],
    });
    expect(refusals(AdminPromotionCreate, { ...percent, value: 'ten' })).toEqual({
      value: [ADMIN_MESSAGES.numberRequired],
    });
    expect(refusals(AdminPromotionCreate, { code: 'FLAT', kind: 'flat', value: 10_00_001 })).toEqual({
      value: [ADMIN_MESSAGES.numberTooLarge(1_000_000)],
    });
    expect(refusals(AdminPromotionCreate, { code: 'FLAT', kind: 'flat', value: 10.001 })).toEqual({
      value: [ADMIN_MESSAGES.rupeesTwoDecimals],
    });
  });

  it('refuses negative values anywhere', () => {
    expect(refusals(AdminPromotionCreate, { ...percent, value: -10 }).value).toContain(
      ADMIN_MESSAGES.notNegative,
    );
    expect(refusals(AdminPromotionCreate, { ...percent, maxDiscount: -1 })).toEqual({
      maxDiscount: [ADMIN_MESSAGES.notNegative],
    });
    expect(refusals(AdminPromotionCreate, { ...percent, minOrder: -1 })).toEqual({
      minOrder: [ADMIN_MESSAGES.notNegative],
    });
    expect(refusals(AdminPromotionCreate, { ...percent, usageLimit: -1 })).toEqual({
      usageLimit: [ADMIN_MESSAGES.numberTooSmall(1)],
    });
    expect(refusals(AdminPromotionCreate, { ...percent, perUserLimit: 0 })).toEqual({
      perUserLimit: [ADMIN_MESSAGES.numberTooSmall(1)],
    });
    expect(refusals(AdminPromotionCreate, { ...percent, usageLimit: 1.5 })).toEqual({
      usageLimit: [ADMIN_MESSAGES.wholeNumberRequired],
    });
  });

  it('refuses a window that ends before (or as) it starts, and dates that are not ISO instants', () => {
    const window = (startsAt: string, endsAt: string) =>
      refusals(AdminPromotionCreate, { ...percent, startsAt, endsAt });
    expect(window('2026-03-10T00:00:00Z', '2026-03-09T00:00:00Z')).toEqual({
      endsAt: [PROMOTION_ADMIN_MESSAGES.windowOrder],
    });
    expect(window('2026-03-10T00:00:00Z', '2026-03-10T05:30:00+05:30')).toEqual({
      endsAt: [PROMOTION_ADMIN_MESSAGES.windowOrder],
    });
    expect(window('2026-03-10T00:00:00Z', '2026-03-10T00:00:01Z')).toEqual({});
    expect(refusals(AdminPromotionCreate, { ...percent, startsAt: '10/03/2026' })).toEqual({
      startsAt: [PROMOTION_ADMIN_MESSAGES.invalidDateTime],
    });
  });

  it('refuses a cap on a flat amount, a cap of 0, and a per-shopper limit above the total', () => {
    expect(
      refusals(AdminPromotionCreate, { code: 'FLAT', kind: 'flat', value: 100, maxDiscount: 50 }),
    ).toEqual({
      maxDiscount: [PROMOTION_ADMIN_MESSAGES.capPercentOnly],
    });
    expect(refusals(AdminPromotionCreate, { ...percent, maxDiscount: 0 })).toEqual({
      maxDiscount: [PROMOTION_ADMIN_MESSAGES.capPositive],
    });
    expect(refusals(AdminPromotionCreate, { ...percent, usageLimit: 5, perUserLimit: 6 })).toEqual({
      perUserLimit: [PROMOTION_ADMIN_MESSAGES.perUserAboveTotal],
    });
  });

  it('caps the size of every list and refuses repeats and unknown fields', () => {
    const many = Array.from({ length: PROMOTION_CATEGORY_IDS_MAX + 1 }, () => ID);
    expect(refusals(AdminPromotionCreate, { ...percent, categoryIds: many }).categoryIds).toContain(
      ADMIN_MESSAGES.numberTooLarge(PROMOTION_CATEGORY_IDS_MAX),
    );
    expect(refusals(AdminPromotionCreate, { ...percent, productIds: [ID, ID] })).toEqual({
      productIds: [PROMOTION_ADMIN_MESSAGES.duplicateIds],
    });
    expect(refusals(AdminPromotionCreate, { ...percent, paymentMethods: ['cod', 'cod'] })).toEqual({
      paymentMethods: [PROMOTION_ADMIN_MESSAGES.duplicateIds],
    });
    expect(refusals(AdminPromotionCreate, { ...percent, productIds: ['not-an-id'] })).toEqual({
      'productIds.0': [API_MESSAGES.invalidId],
    });
    expect(AdminPromotionCreate.safeParse({ ...percent, uses: 0 }).success).toBe(false);
    expect(refusals(AdminPromotionCreate, { ...percent, label: 'x'.repeat(61) })).toEqual({
      label: [PROMOTION_ADMIN_MESSAGES.labelTooLong(60)],
    });
  });
});

describe('AdminPromotionPatch', () => {
  it('takes any one field, and null to clear an optional one', () => {
    expect(AdminPromotionPatch.parse({ active: false })).toEqual({ active: false });
    expect(AdminPromotionPatch.parse({ endsAt: null, maxDiscount: null, label: null })).toEqual({
      endsAt: null,
      maxDiscount: null,
      label: null,
    });
    expect(AdminPromotionPatch.parse({ code: 'newcode' })).toEqual({ code: 'NEWCODE' });
  });

  it('refuses an empty change and bad fields as the create does', () => {
    expect(refusals(AdminPromotionPatch, {})).toEqual({ '(body)': [PROMOTION_ADMIN_MESSAGES.patchEmpty] });
    expect(refusals(AdminPromotionPatch, { kind: 'percent', value: 150 })).toEqual({
      value: [PROMOTION_ADMIN_MESSAGES.percentRange],
    });
    expect(
      refusals(AdminPromotionPatch, { startsAt: '2026-03-10T00:00:00Z', endsAt: '2026-03-01T00:00:00Z' }),
    ).toEqual({ endsAt: [PROMOTION_ADMIN_MESSAGES.windowOrder] });
    expect(AdminPromotionPatch.safeParse({ value: -1 }).success).toBe(false);
    expect(AdminPromotionPatch.safeParse({ uses: 3 }).success).toBe(false);
  });
});

describe('the quote', () => {
  const line = { product: ID, size: 'M', quantity: 2 };

  it('takes the order payload lines, a code in any case and a donation', () => {
    expect(
      CartQuoteRequest.parse({ products: [line], promoCode: ' welcome25 ', donationAmount: 10 }),
    ).toEqual({
      products: [line],
      promoCode: 'WELCOME25',
      donationAmount: 10,
    });
    // Any short text: the API answers an impossible code as unknown, not 400.
    expect(CartQuoteRequest.parse({ products: [line], promoCode: 'no such code!' }).promoCode).toBe(
      'NO SUCH CODE!',
    );
  });

  it('holds the order payload limits', () => {
    expect(CartQuoteRequest.safeParse({ products: [] }).success).toBe(false);
    expect(CartQuoteRequest.safeParse({ products: [{ ...line, quantity: 11 }] }).success).toBe(false);
    const tooMany = Array.from({ length: ORDER_LINES_MAX + 1 }, (_, index) => ({
      ...line,
      size: String(index),
    }));
    expect(refusals(CartQuoteRequest, { products: tooMany }).products).toContain(
      API_MESSAGES.orderLinesLimit,
    );
    expect(CartQuoteRequest.safeParse({ products: [line], promoCode: 'X'.repeat(51) }).success).toBe(false);
    expect(CartQuoteRequest.safeParse({ products: [line], donationAmount: -1 }).success).toBe(false);
  });

  it('answers lines, the promotion or why not, and the totals in rupees', () => {
    const quote = {
      lines: [
        {
          product: ID,
          productVariant: null,
          size: 'M',
          quantity: 2,
          unitPrice: 999,
          amount: 1998,
          discount: 499.5,
          total: 1498.5,
        },
      ],
      promotion: { code: 'WELCOME25', label: 'EXTRA 25% OFF', discount: 499.5 },
      promotionRefusal: { code: 'FLAT100', reason: 'outdone', message: 'EXTRA 25% OFF saves you more' },
      welcomeOffer: null,
      subtotal: 1998,
      discount: 499.5,
      delivery: 0,
      donation: 10,
      total: 1508.5,
    };
    expect(CartQuote.parse(quote)).toEqual(quote);
    expect(
      CartQuote.safeParse({ ...quote, promotionRefusal: { ...quote.promotionRefusal, reason: 'nope' } })
        .success,
    ).toBe(false);
  });
});

describe('PromoCodeInput', () => {
  it('upper-cases what a shopper typed', () => {
    expect(PromoCodeInput.parse('  flat100 ')).toBe('FLAT100');
  });
});
