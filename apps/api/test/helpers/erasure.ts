/**
 * Erasure tests (issue 34): the app every data-rights test drives through HTTP on Postgres, and the fixture a
 * test that calls one personal-data section alone gives its `erase`.
 */
import { ADMIN_API_PATHS, API_PATHS, type OrderPayload } from '@zari/contract';
import { CreateOrderResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { App } from '../../src/app.js';
import { users } from '../../src/db/schema/index.js';
import type { Erasure } from '../../src/modules/privacy/sections.js';
import { fakeClock, useTestApp } from './app.js';
import { insertPincodes, insertProduct, orderPayload, type ProductFixture } from './order-fixtures.js';
import { randomIp } from './otp.js';
import { signInStaff, type TestShopper } from './session.js';

type Answer = Awaited<ReturnType<App['inject']>>;

export function erasureOf(userId: string): Erasure {
  return {
    userId,
    phone: '',
    fullName: '',
    email: '',
    address: '',
    extra: [],
    pseudonym: 'Deleted customer TEST',
    now: new Date(),
  };
}

/** A path template with its `:name` parameters filled in. */
export const pathOf = (template: string, params: Record<string, string>) =>
  Object.entries(params).reduce((url, [key, value]) => url.replace(`:${key}`, value), template);

/**
 * The app on a fake clock starting now, with the pincodes, a staff member and one product to order set up
 * before the file's tests (called inside `describe`; the caller's own `beforeAll` runs after this one), and the
 * calls an erasure test makes: place an order, move it on as staff, send the erase code, erase.
 */
export async function useErasureApp(
  options: { product?: ProductFixture; env?: Record<string, string> } = {},
) {
  const clock = fakeClock(new Date());
  const test = await useTestApp({ clock, ...(options.env ? { env: options.env } : {}) });
  const { app, db } = test;
  const fixture = {} as { staff: TestShopper; product: Awaited<ReturnType<typeof insertProduct>> };

  beforeAll(async () => {
    await insertPincodes(db);
    fixture.staff = await signInStaff(db, test.config);
    fixture.product = await insertProduct(db, options.product ?? { stockCount: 500 });
  });

  const move = (orderId: string, body: Record<string, unknown>): Promise<Answer> =>
    app.inject({
      method: 'PATCH',
      url: ADMIN_API_PATHS.order.replace(':id', orderId),
      headers: { cookie: fixture.staff.cookie },
      payload: body,
    });
  /** Staff take the order through every step to delivered. */
  const deliver = async (orderId: string) => {
    for (const status of ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered']) {
      const body =
        status === 'shipped'
          ? { status, trackingNumber: `AWB${orderId.slice(0, 6)}`, carrier: 'Delhivery' }
          : { status };
      const moved = await move(orderId, body);
      expect(moved.statusCode, moved.body).toBe(200);
    }
  };
  /** One piece of the product in M, cash on delivery unless `overrides` say otherwise. */
  const payloadOf = (me: TestShopper, overrides: Partial<OrderPayload> = {}) =>
    orderPayload(me.id, [{ product: fixture.product.id, size: 'M', quantity: 1 }], overrides);
  const placeOrder = (me: TestShopper, overrides: Partial<OrderPayload> = {}): Promise<Answer> =>
    app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: me.cookie },
      payload: payloadOf(me, overrides),
    });
  const placed = async (me: TestShopper, overrides: Partial<OrderPayload> = {}) => {
    const response = await placeOrder(me, overrides);
    expect(response.statusCode, response.body).toBe(200);
    return CreateOrderResponse.parse(response.json()).data._id;
  };
  /** Asks for the erase code, past the resend wait (so a test may ask again) and from an address of its own. */
  const sendCode = (me: TestShopper): Promise<Answer> => {
    clock.advance((test.config.OTP_RESEND_SECONDS + 1) * 1000);
    return app.inject({
      method: 'POST',
      url: pathOf(API_PATHS.userEraseOtp, { userId: me.id }),
      headers: { cookie: me.cookie },
      remoteAddress: randomIp(),
    });
  };
  const erase = (me: TestShopper, otp: string, cookie = me.cookie): Promise<Answer> =>
    app.inject({
      method: 'DELETE',
      url: pathOf(API_PATHS.updateUser, { userId: me.id }),
      headers: { cookie },
      payload: { otp },
    });
  const isErased = async (me: TestShopper) =>
    Boolean((await db.select().from(users).where(eq(users.id, me.id)))[0]?.erasedAt);

  return { ...test, clock, fixture, move, deliver, payloadOf, placeOrder, placed, sendCode, erase, isErased };
}
