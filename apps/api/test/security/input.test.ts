/**
 * Cases 2, 3, 4 and 8 of issue 12: client input that used to reach a 500 (NUL text, forged page cursors,
 * broken multipart), an avatar orphaned by a failed update, and the per-product quantity cap split over lines.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_MESSAGES, API_PATHS, buildApiPath, ORDER_QUANTITY_MAX } from '@zari/contract';
import { encodeProductCursor, OrderListResponse } from '@zari/contract/schemas';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../../src/providers/payments/gateway.js';
import { useTestApp } from '../helpers/app.js';
import {
  insertPincodes,
  insertProduct,
  orderPayload,
  shippingAddress,
  stockOf,
  webhookEvents,
} from '../helpers/order-fixtures.js';
import { signInShopper, type TestShopper } from '../helpers/session.js';

const NUL = '\u0000';
const WEBHOOK_SECRET = 'whsec_security_0123456789abcdef';
const BOUNDARY = '----zari-security-boundary';

describe('issue 12 input cases', async () => {
  const { app, db, config } = await useTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  let shopper: TestShopper;
  let dressId: string;

  beforeAll(async () => {
    await insertPincodes(db);
    shopper = await signInShopper(db, config);
    dressId = (await insertProduct(db, { stockCount: 100 })).id;
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { cookie: shopper.cookie, ...headers },
      payload: payload as never,
    });

  const expectRefused = (response: { statusCode: number; json: () => unknown }, message?: unknown) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: message ?? expect.any(String),
    });
  };

  describe('case 2: text with a NUL character is a 400, never a 500', () => {
    const nulText = expect.stringContaining(API_MESSAGES.textNotStorable);

    it.each(['fullName', 'phone', 'address', 'city', 'state'] as const)(
      'in the shipping address field %s of an order',
      async (field) => {
        const address = { ...shippingAddress(), [field]: `Asha${NUL}` };
        const payload = orderPayload(shopper.id, [{ product: dressId, size: 'M', quantity: 1 }], {
          shippingAddress: address,
        });
        expectRefused(await post(API_PATHS.createOrder, payload), nulText);
      },
    );

    it('in razorpay_order_id of create order, verify and simulated complete', async () => {
      const order = orderPayload(shopper.id, [{ product: dressId, size: 'M', quantity: 1 }], {
        paymentMethod: 'razorpay',
        razorpay_order_id: `order_${NUL}`,
      });
      expectRefused(await post(API_PATHS.createOrder, order), nulText);
      expectRefused(
        await post(API_PATHS.verifyPayment, {
          razorpay_order_id: `order_${NUL}`,
          razorpay_payment_id: 'pay_1',
          razorpay_signature: 'sig',
        }),
        nulText,
      );
      expectRefused(
        await post(API_PATHS.simulatedPay, { razorpay_order_id: `order_${NUL}`, outcome: 'success' }),
        nulText,
      );
    });

    it('in fullName, email and address of a profile update, as JSON or multipart', async () => {
      const url = buildApiPath(API_PATHS.updateUser, { userId: shopper.id });
      for (const field of ['fullName', 'email', 'address']) {
        const json = await app.inject({
          method: 'PATCH',
          url,
          headers: { cookie: shopper.cookie },
          payload: { [field]: `a${NUL}@example.in` },
        });
        expectRefused(json);
        const multipart = await app.inject({
          method: 'PATCH',
          url,
          headers: { cookie: shopper.cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\na${NUL}@example.in\r\n--${BOUNDARY}--\r\n`,
        });
        expectRefused(multipart);
      }
    });

    it('inside a correctly signed webhook body', async () => {
      const raw = JSON.stringify(webhookEvents.captured(`order_${NUL}`, 199_900));
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.paymentWebhook,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, raw),
        },
        payload: raw,
      });
      expect(response.statusCode).toBeLessThan(500);
    });
  });

  describe('case 3: page cursors are checked for type and range', () => {
    const id = 'b04f3df4-24d3-53b3-a672-ae47463d9def';

    it.each([
      [
        'a wrong-typed key (["1", uuid])',
        'WyIxIiwiYjA0ZjNkZjQtMjRkMy01M2IzLWE2NzItYWU0NzQ2M2Q5ZGVmIl0',
        'newest',
      ],
      ['a price beyond the 32-bit range', encodeProductCursor([2 ** 31, id]), 'price-asc'],
      ['a negative price', encodeProductCursor([-1, id]), 'price-desc'],
      ['an impossible date', encodeProductCursor(['2026-02-30 10:00:00+00', id]), 'newest'],
      ['not base64 JSON at all', '%%%', 'newest'],
    ])('%s', async (_name, cursor, sort) => {
      for (const url of [
        API_PATHS.products,
        buildApiPath(API_PATHS.productsByCategory, { categoryId: id }),
      ]) {
        const response = await app.inject({ method: 'GET', url, query: { cursor, sort } });
        expectRefused(response, API_MESSAGES.invalidCursor);
      }
    });
  });

  it('case 3: a cursor key of the wrong kind for the sort', async () => {
    const cursor = encodeProductCursor([100, 'b04f3df4-24d3-53b3-a672-ae47463d9def']);
    const response = await app.inject({
      method: 'GET',
      url: API_PATHS.products,
      query: { cursor, sort: 'newest' },
    });
    expectRefused(response, API_MESSAGES.invalidCursor);
  });

  describe('case 4: broken multipart on PATCH /api/users/{id} is a 400, and no avatar is orphaned', () => {
    const patch = (contentType: string, payload: string) =>
      app.inject({
        method: 'PATCH',
        url: buildApiPath(API_PATHS.updateUser, { userId: shopper.id }),
        headers: { cookie: shopper.cookie, 'content-type': contentType },
        payload,
      });
    const field = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAsha\r\n`;

    it.each([
      ['the body "x"', `multipart/form-data; boundary=${BOUNDARY}`, 'x'],
      ['a wrong boundary', 'multipart/form-data; boundary=not-the-one', `${field}--${BOUNDARY}--\r\n`],
      ['no boundary', 'multipart/form-data', `${field}--${BOUNDARY}--\r\n`],
      ['a truncated body', `multipart/form-data; boundary=${BOUNDARY}`, field.slice(0, -8)],
    ])('%s', async (_name, contentType, payload) => {
      const response = await patch(contentType, payload);
      expect([400, 413]).toContain(response.statusCode);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: expect.any(String),
      });
    });

    it('removes the avatar it wrote when the database refuses the update', async () => {
      const avatars = join(config.DATA_DIR, 'uploads', 'avatars');
      const filesNow = () => {
        try {
          return readdirSync(avatars).sort();
        } catch {
          return [];
        }
      };
      const before = filesNow();
      // A real database refusal, arranged for this test: the update fails after the avatar was written.
      await db.execute(
        sql`ALTER TABLE users ADD CONSTRAINT security_test_refusal CHECK (full_name <> 'Refused')`,
      );
      try {
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c82a5a' } })
          .png()
          .toBuffer();
        const response = await app.inject({
          method: 'PATCH',
          url: buildApiPath(API_PATHS.updateUser, { userId: shopper.id }),
          headers: { cookie: shopper.cookie },
          payload: { fullName: 'Refused', avatar: `data:image/png;base64,${png.toString('base64')}` },
        });
        expect(response.statusCode).not.toBe(200);
        expect(filesNow()).toEqual(before);
      } finally {
        await db.execute(sql`ALTER TABLE users DROP CONSTRAINT security_test_refusal`);
      }
    });
  });

  describe('case 8: at most 10 of one product per order, however it is split, in at most 20 lines', () => {
    it('refuses 50 identical lines of 10 without taking stock', async () => {
      const before = await stockOf(db, dressId);
      const lines = Array.from({ length: 50 }, () => ({
        product: dressId,
        size: 'M',
        quantity: ORDER_QUANTITY_MAX,
      }));
      expectRefused(
        await post(API_PATHS.createOrder, orderPayload(shopper.id, lines)),
        expect.stringContaining(API_MESSAGES.orderLinesLimit),
      );
      expect(await stockOf(db, dressId)).toBe(before);
    });

    it('refuses one product over the cap across sizes', async () => {
      const lines = [
        { product: dressId, size: 'M', quantity: 6 },
        { product: dressId, size: 'L', quantity: 5 },
      ];
      expectRefused(
        await post(API_PATHS.createOrder, orderPayload(shopper.id, lines)),
        expect.stringContaining(API_MESSAGES.productQuantityLimit),
      );
      expectRefused(
        await post(API_PATHS.createPaymentOrder, {
          amount: 100,
          order: orderPayload(shopper.id, lines, { paymentMethod: 'razorpay' }),
        }),
        expect.stringContaining(API_MESSAGES.productQuantityLimit),
      );
    });

    it('merges lines of the same product, size and colour into one before pricing', async () => {
      const before = (await stockOf(db, dressId, 'S')) ?? 0;
      const lines = [1, 1, 2].map((quantity) => ({ product: dressId, size: 'S', quantity }));
      const placed = await post(API_PATHS.createOrder, orderPayload(shopper.id, lines));
      expect(placed.statusCode).toBe(200);
      expect(await stockOf(db, dressId, 'S')).toBe(before - 4);
      const orders = OrderListResponse.parse(
        (
          await app.inject({
            method: 'GET',
            url: buildApiPath(API_PATHS.userOrders, { userId: shopper.id }),
            headers: { cookie: shopper.cookie },
          })
        ).json(),
      ).data;
      const order = orders.find((candidate) => candidate._id === placed.json().data._id);
      expect(order?.products.map((line) => [line.size, line.quantity])).toEqual([['S', 4]]);
    });
  });
});
