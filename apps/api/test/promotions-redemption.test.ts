/**
 * Redeeming a promotion as the order placement will (issue 29), on real Postgres: in the order's own
 * transaction, under the promotion's row lock. 50 shoppers racing for a code limited to 10 get exactly 10
 * discounted orders and 40 answers of 409 with the contract's sentence; one shopper racing themself for a
 * once-each code gets one; a cancelled order gives its use back; a discount other than the one shown is a
 * 409; and the order and its lines carry the quote's paise.
 */
import { ADMIN_API_PATHS, PROMOTION_REFUSAL_TEXT, PROMOTION_TEXT } from '@zari/contract';
import { AdminPromotionListResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, promotionRedemptions } from '../src/db/schema/index.js';
import { seedWelcomeOffer } from '../src/db/seed/seed.js';
import { ConflictError } from '../src/lib/errors.js';
import { releaseRedemption } from '../src/modules/promotions/redeem-promotion.js';
import { useTestApp } from './helpers/app.js';
import { insertProduct } from './helpers/order-fixtures.js';
import { createPromotion, placeWithPromotion, quote } from './helpers/promotions.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

describe('redeeming a promotion at placement', async () => {
  const { app, db, config } = await useTestApp();

  let owner: TestShopper;
  let dress: Awaited<ReturnType<typeof insertProduct>>;
  const line = () => ({ productId: dress.id, unitPricePaise: 199_900, quantity: 1 });

  /** A shopper with an order already, so the welcome offer does not outdo the code under test. */
  async function returningShopper() {
    const shopper = await signInShopper(db, config);
    await placeWithPromotion(db, { userId: shopper.id, lines: [line()] });
    return shopper;
  }

  async function usesOf(code: string) {
    const response = await app.inject({
      method: 'GET',
      url: ADMIN_API_PATHS.promotions,
      headers: { cookie: owner.cookie },
    });
    return AdminPromotionListResponse.parse(response.json()).data.find((row) => row.code === code)?.uses;
  }

  beforeAll(async () => {
    await seedWelcomeOffer(db);
    owner = await signInStaff(db, config, 'owner');
    dress = await insertProduct(db, { discountedPaise: 199_900, stockCount: 1000 });
  });

  describe('a usage limit holds under a race', () => {
    it('50 shoppers racing for a 10-use code: exactly 10 discounted orders, 40 × 409 and no order', async () => {
      await createPromotion(app, owner, { code: 'RACE10', kind: 'flat', value: 100, usageLimit: 10 });
      const shoppers = await Promise.all(Array.from({ length: 50 }, () => returningShopper()));
      const outcomes = await Promise.allSettled(
        shoppers.map((shopper) =>
          placeWithPromotion(db, { userId: shopper.id, promoCode: 'race10', lines: [line()] }),
        ),
      );
      const placed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(placed).toHaveLength(10);
      expect(refused).toHaveLength(40);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(ConflictError);
        expect(reason).toMatchObject({ statusCode: 409, message: PROMOTION_REFUSAL_TEXT.used_up });
      }
      expect(await usesOf('RACE10')).toBe(10);
      const discounted = await db.select().from(orders).where(eq(orders.promotionCode, 'RACE10'));
      expect(discounted).toHaveLength(10);
      expect(
        discounted.every((order) => order.discountPaise === 10_000 && order.totalPaise === 189_900),
      ).toBe(true);
    });

    it('one shopper racing themself for a once-each code gets it once', async () => {
      await createPromotion(app, owner, { code: 'ONEEACH', kind: 'flat', value: 100, perUserLimit: 1 });
      const shopper = await returningShopper();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, () =>
          placeWithPromotion(db, { userId: shopper.id, promoCode: 'ONEEACH', lines: [line()] }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(refused.map((reason) => (reason as Error).message)).toEqual(
        Array(7).fill(PROMOTION_REFUSAL_TEXT.per_user_used_up),
      );
    });

    it('a new shopper’s welcome offer applies to one order of several placed at once', async () => {
      const shopper = await signInShopper(db, config);
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => placeWithPromotion(db, { userId: shopper.id, lines: [line()] })),
      );
      expect(outcomes.filter((outcome) => outcome.claim?.code === 'WELCOME25')).toHaveLength(1);
    });
  });

  describe('a cancelled order gives its use back', () => {
    it('releases the redemption: the count drops and the code is usable again; a second release does nothing', async () => {
      await createPromotion(app, owner, { code: 'SOLO1', kind: 'flat', value: 100, usageLimit: 1 });
      const first = await returningShopper();
      const { orderId } = await placeWithPromotion(db, {
        userId: first.id,
        promoCode: 'SOLO1',
        lines: [line()],
      });
      const second = await returningShopper();
      expect(
        (
          await quote(app, second, {
            products: [{ product: dress.id, size: 'M', quantity: 1 }],
            promoCode: 'SOLO1',
          })
        ).promotionRefusal?.reason,
      ).toBe('used_up');
      await expect(
        placeWithPromotion(db, { userId: second.id, promoCode: 'SOLO1', lines: [line()] }),
      ).rejects.toThrow(PROMOTION_REFUSAL_TEXT.used_up);

      // As the cancel will: in its transaction, after marking the order cancelled.
      const released = await db.transaction(async (tx) => {
        await tx.update(orders).set({ isCancelled: true, stage: 'cancelled' }).where(eq(orders.id, orderId));
        return releaseRedemption(tx, orderId, new Date());
      });
      expect(released).toBe(true);
      expect(await db.transaction((tx) => releaseRedemption(tx, orderId, new Date()))).toBe(false);
      expect(await usesOf('SOLO1')).toBe(0);
      // The cancelled order keeps what it was charged; the redemption row stays, released.
      const [row] = await db
        .select()
        .from(promotionRedemptions)
        .where(eq(promotionRedemptions.orderId, orderId));
      expect(row?.releasedAt).not.toBeNull();
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.discountPaise).toBe(10_000);

      const { claim } = await placeWithPromotion(db, {
        userId: second.id,
        promoCode: 'SOLO1',
        lines: [line()],
      });
      expect(claim?.code).toBe('SOLO1');
      expect(await usesOf('SOLO1')).toBe(1);
    });
  });

  describe('a shopper never pays more than shown', () => {
    it('a typed code that no longer applies is a 409 with its reason, and no order', async () => {
      const shopper = await returningShopper();
      const before = await db.select().from(orders).where(eq(orders.userId, shopper.id));
      await expect(
        placeWithPromotion(db, { userId: shopper.id, promoCode: 'NOSUCH1', lines: [line()] }),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: PROMOTION_REFUSAL_TEXT.unknown,
      });
      await createPromotion(app, owner, {
        code: 'PREPAIDX',
        kind: 'flat',
        value: 100,
        paymentMethods: ['razorpay'],
      });
      await expect(
        placeWithPromotion(db, {
          userId: shopper.id,
          promoCode: 'PREPAIDX',
          lines: [line()],
          paymentMethod: 'cod',
        }),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: PROMOTION_REFUSAL_TEXT.payment_method(['razorpay']),
      });
      expect(await db.select().from(orders).where(eq(orders.userId, shopper.id))).toHaveLength(before.length);
    });

    it('a discount other than the one the bag showed is a 409 “This offer changed”', async () => {
      const shopper = await signInShopper(db, config);
      const shown = await quote(app, shopper, { products: [{ product: dress.id, size: 'M', quantity: 1 }] });
      expect(shown.discount).toBe(499.75);
      await expect(
        placeWithPromotion(db, { userId: shopper.id, lines: [line()], expectedDiscountPaise: 40_000 }),
      ).rejects.toMatchObject({ statusCode: 409, message: PROMOTION_TEXT.offerChanged });
    });

    it('the order and its lines carry the quote’s paise', async () => {
      const saree = await insertProduct(db, {
        title: 'Silk Saree',
        discountedPaise: 99_900,
        stockCount: 100,
      });
      const shopper = await signInShopper(db, config);
      const shown = await quote(app, shopper, {
        products: [
          { product: dress.id, size: 'M', quantity: 1 },
          { product: saree.id, size: 'M', quantity: 1 },
        ],
      });
      const { orderId, claim } = await placeWithPromotion(db, {
        userId: shopper.id,
        lines: [line(), { productId: saree.id, unitPricePaise: 99_900, quantity: 1 }],
        expectedDiscountPaise: Math.round(shown.discount * 100),
      });
      expect(claim?.code).toBe('WELCOME25');
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({
        discountPaise: 50_000,
        promotionCode: 'WELCOME25',
        totalPaise: Math.round(shown.total * 100),
      });
      const stored = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(orderLines.position);
      expect(stored.map((row) => row.discountPaise)).toEqual(
        shown.lines.map((quoted) => Math.round(quoted.discount * 100)),
      );
    });
  });
});
