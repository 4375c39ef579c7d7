/**
 * Promotion fixtures: codes made through the back-office API, and orders placed with a promotion the way
 * the order placement will place them (redeem under the locks, write the order with its discounts, record
 * the redemption), in one transaction, until the placement itself calls these (issue 29).
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_API_PATHS, type AdminPromotionCreate, API_PATHS, type PaymentMethod } from '@zari/contract';
import { AdminPromotionResponse, CartQuoteResponse } from '@zari/contract/schemas';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { orderLines, orders } from '../../src/db/schema/index.js';
import {
  type PromotionClaim,
  recordRedemption,
  redeemPromotion,
} from '../../src/modules/promotions/redeem-promotion.js';
import type { TestShopper } from './session.js';

export async function createPromotion(app: App, owner: TestShopper, body: AdminPromotionCreate) {
  const response = await app.inject({
    method: 'POST',
    url: ADMIN_API_PATHS.promotions,
    headers: { cookie: owner.cookie },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`promotion not created: ${response.body}`);
  return AdminPromotionResponse.parse(response.json()).data;
}

export interface QuoteLine {
  product: string;
  productVariant?: string;
  size: string;
  quantity: number;
}

export async function quote(
  app: App,
  who: TestShopper | undefined,
  body: { products: QuoteLine[]; promoCode?: string; donationAmount?: number; paymentMethod?: PaymentMethod },
) {
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.cartQuote,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`quote failed ${response.statusCode}: ${response.body}`);
  return CartQuoteResponse.parse(response.json()).data;
}

/** One priced line of an order, as the orders module's pricing answers it. */
export interface TestOrderLine {
  productId: string;
  unitPricePaise: number;
  quantity: number;
}

/**
 * Places an order as the placement will with a promotion: in one transaction, redeem (locks, recount,
 * re-apply), write the order with its discounts, record the redemption. Answers the order id and the claim.
 */
export async function placeWithPromotion(
  db: Database,
  input: {
    userId: string;
    promoCode?: string;
    lines: TestOrderLine[];
    paymentMethod?: PaymentMethod;
    expectedDiscountPaise?: number;
  },
): Promise<{ orderId: string; claim: PromotionClaim | null }> {
  const lines = input.lines.map((line, position) => ({ ...line, position }));
  const paymentMethod = input.paymentMethod ?? 'cod';
  return db.transaction(async (tx) => {
    const now = new Date();
    const claim = await redeemPromotion(tx, {
      userId: input.userId,
      promoCode: input.promoCode,
      lines,
      paymentMethod,
      now,
      expectedDiscountPaise: input.expectedDiscountPaise,
    });
    const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const discountPaise = claim?.discountPaise ?? 0;
    const orderId = randomUUID();
    await tx.insert(orders).values({
      id: orderId,
      userId: input.userId,
      fullName: 'Asha Verma',
      phone: '9876543210',
      address: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      paymentMethod,
      subtotalPaise,
      discountPaise,
      promotionCode: claim?.code ?? null,
      totalPaise: subtotalPaise - discountPaise,
    });
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderId,
        position: line.position,
        productId: line.productId,
        size: 'M',
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        title: 'A product',
        productAmountPaise: line.unitPricePaise,
        productDiscountedPaise: line.unitPricePaise,
        discountPaise: claim?.lines.find((share) => share.position === line.position)?.discountPaise ?? 0,
      })),
    );
    if (claim) await recordRedemption(tx, claim, orderId, now);
    return { orderId, claim };
  });
}
