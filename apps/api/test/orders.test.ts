import { CancelOrderResponse, CreateOrderResponse, OrderListResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageAssets, products } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';
import {
  insertPincodes,
  insertProduct,
  insertVariant,
  orderPayload,
  PREPAID_ONLY_PINCODE,
  shippingAddress,
  skuOf,
  stockOf,
  UNSERVICEABLE_PINCODE,
} from './helpers/order-fixtures.js';
import { signInShopper, type TestShopper } from './helpers/session.js';

describe('orders', async () => {
  const { app, db, config } = await useTestApp();
  let asha: TestShopper;
  let ravi: TestShopper;

  beforeAll(async () => {
    await insertPincodes(db);
    asha = await signInShopper(db, config);
    ravi = await signInShopper(db, config, { fullName: 'Ravi Kumar' });
  });

  const place = (shopper: TestShopper, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie },
      payload: payload as never,
    });
  const list = (shopper: TestShopper, userId = shopper.id) =>
    app.inject({
      method: 'GET',
      url: `/api/product-orders/user/${userId}`,
      headers: { cookie: shopper.cookie },
    });
  const cancel = (shopper: TestShopper, orderId: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/product-orders/${orderId}/cancel`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });

  it('prices every line from the catalogue, ignores client prices and takes the stock', async () => {
    const dress = await insertProduct(db, { amountPaise: 249_900, discountedPaise: 199_950, stockCount: 5 });
    const variant = await insertVariant(db, dress.id, { pricePaise: 259_900, discountedPricePaise: 209_900 });
    const plain = await insertProduct(db, { title: 'Linen Top', amountPaise: 99_900, discountedPaise: 0 });

    const response = await place(
      asha,
      orderPayload(
        asha.id,
        [
          { product: dress.id, productVariant: variant.id, size: 'M', quantity: 2, price: 1 },
          { product: dress.id, size: 'S', quantity: 1, discountedPrice: 1 },
          { product: plain.id, size: 'L', quantity: 1 },
        ] as never,
        { donationAmount: 25, totalAmount: 1 } as never,
      ),
    );
    expect(response.statusCode).toBe(200);
    const created = CreateOrderResponse.parse(response.json());
    expect(created).toMatchObject({ success: true, message: 'Order placed successfully' });

    // Variant discounted ₹2,099 × 2 + product discounted ₹1,999.50 + product MRP ₹999 (no discount) + ₹25.
    const [order] = OrderListResponse.parse((await list(asha)).json()).data;
    expect(order).toMatchObject({
      _id: created.data._id,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      isCancelled: false,
      isDelivered: false,
      subtotalAmount: 7196.5,
      donationAmount: 25,
      totalAmount: 7221.5,
      shippingAddress: shippingAddress(),
    });
    expect(order?.products.map((line) => line.price)).toEqual([2099, 1999.5, 999]);
    expect(order?.products[0]).toMatchObject({
      product: { _id: dress.id, title: 'Indigo Wrap Dress', amount: 2499, discountedAmount: 1999.5 },
      size: 'M',
      quantity: 2,
      productVariant: { _id: variant.id, colorCode: '#1F3A93', price: 2599, discountedPrice: 2099 },
    });
    expect(order?.products[0]?.product.images).toEqual(['/uploads/products/indigo-variant.webp']);
    expect(order?.products[1]?.product.images[0]).toBe('/uploads/products/indigo-1.webp');
    expect(order?.products[1]?.productVariant ?? null).toBeNull();
    // Each line took from its own SKU: the colour's M (the product's first colour took over its sizes), S.
    expect((await skuOf(db, dress.id, 'M', variant.id))?.stock).toBe(3);
    expect((await skuOf(db, dress.id, 'S', variant.id))?.stock).toBe(4);
    expect(await stockOf(db, dress.id, 'L')).toBe(5);
    expect(await stockOf(db, plain.id, 'L')).toBe(19);
    expect(await stockOf(db, plain.id, 'M')).toBe(20);
  });

  describe('rejects a bad order with a clear 4xx and leaves stock and orders untouched', async () => {
    const rejected = await signInShopper(db, config);
    const dress = await insertProduct(db, { stockCount: 3 });
    const other = await insertProduct(db, { title: 'Other Dress', stockCount: 3 });
    const foreignVariant = await insertVariant(db, other.id);
    const line = { product: dress.id, size: 'M', quantity: 1 };
    const missingId = '00000000-0000-4000-8000-000000000000';

    const cases: [string, Record<string, unknown>, number, string | RegExp][] = [
      ['an unknown product', { products: [{ ...line, product: missingId }] }, 400, 'Product not found'],
      [
        'an unknown variant',
        { products: [{ ...line, productVariant: missingId }] },
        400,
        'Product variant not found',
      ],
      [
        'a variant of another product',
        { products: [{ ...line, productVariant: foreignVariant.id }] },
        400,
        'This colour does not belong to the product',
      ],
      [
        'a size the product does not have',
        { products: [{ ...line, size: 'XXL' }] },
        400,
        'Size XXL is not available for Indigo Wrap Dress',
      ],
      ['quantity 0', { products: [{ ...line, quantity: 0 }] }, 400, /quantity/],
      ['quantity 11', { products: [{ ...line, quantity: 11 }] }, 400, /quantity/],
      ['a fractional quantity', { products: [{ ...line, quantity: 1.5 }] }, 400, /quantity/],
      ['no lines', { products: [] }, 400, /products/],
      [
        'a missing address field',
        { shippingAddress: { ...shippingAddress(), city: '  ' } },
        400,
        /shippingAddress\.city/,
      ],
      [
        'a malformed pincode',
        { shippingAddress: shippingAddress('01234') },
        400,
        /Please enter a valid 6-digit pincode/,
      ],
      [
        'an unserviceable pincode',
        { shippingAddress: shippingAddress(UNSERVICEABLE_PINCODE) },
        400,
        'Sorry, we do not deliver to this pincode yet',
      ],
      [
        'cash on delivery where the pincode has none',
        { shippingAddress: shippingAddress(PREPAID_ONLY_PINCODE), paymentMethod: 'cod' },
        400,
        'Cash on delivery is not available for this pincode',
      ],
      ['an unknown payment method', { paymentMethod: 'cheque' }, 400, /paymentMethod/],
      ['a donation over ₹10,000', { donationAmount: 10_001 }, 400, /donationAmount/],
      ['a fractional donation', { donationAmount: 2.5 }, 400, /donationAmount/],
      ['a negative donation', { donationAmount: -1 }, 400, /donationAmount/],
    ];

    it.each(cases)('%s', async (_name, overrides, status, message) => {
      const response = await place(rejected, { ...orderPayload(rejected.id, [line]), ...overrides });
      expect(response.statusCode).toBe(status);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toMatch(message);
      expect(await stockOf(db, dress.id)).toBe(3);
      expect(OrderListResponse.parse((await list(rejected)).json()).data).toEqual([]);
    });
  });

  it('accepts an online order where the pincode has no cash on delivery', async () => {
    const dress = await insertProduct(db);
    const response = await place(
      asha,
      orderPayload(asha.id, [{ product: dress.id, size: 'S', quantity: 1 }], {
        paymentMethod: 'razorpay',
        shippingAddress: shippingAddress(PREPAID_ONLY_PINCODE),
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an order placed for another user (403) and one without a session (401)', async () => {
    const dress = await insertProduct(db, { stockCount: 2 });
    const payload = orderPayload(ravi.id, [{ product: dress.id, size: 'S', quantity: 1 }]);
    const forged = await place(asha, payload);
    expect(forged.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/product-orders', payload });
    expect(anonymous.statusCode).toBe(401);
    expect(await stockOf(db, dress.id)).toBe(2);
  });

  it('answers 409 naming the product, the size and what is left when a size is short; a sold-out size too', async () => {
    const dress = await insertProduct(db, { title: 'Last Saree', stock: { S: 0, M: 1, L: 3 } });
    const response = await place(
      asha,
      orderPayload(asha.id, [
        { product: dress.id, size: 'L', quantity: 1 },
        { product: dress.id, size: 'M', quantity: 2 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'sizeShort',
      params: ['Last Saree', 'M', 1],
      message: 'Only 1 left of Last Saree in M',
    });
    const soldOut = await place(asha, orderPayload(asha.id, [{ product: dress.id, size: 'S', quantity: 1 }]));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe('Last Saree in size S is sold out');
    expect(await stockOf(db, dress.id, 'M')).toBe(1);
    expect(await stockOf(db, dress.id, 'L')).toBe(3);
  });

  it('writes nothing of an order when one line is short: the other line keeps its stock', async () => {
    const plenty = await insertProduct(db, {
      title: 'Plenty Kurta',
      discountedPaise: 99_900,
      stockCount: 10,
    });
    const short = await insertProduct(db, { title: 'Scarce Kurta', discountedPaise: 99_900, stockCount: 2 });
    const shopper = await signInShopper(db, config);
    const response = await place(
      shopper,
      orderPayload(shopper.id, [
        { product: plenty.id, size: 'M', quantity: 4 },
        { product: short.id, size: 'M', quantity: 3 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only 2 left of Scarce Kurta in M');
    expect(await stockOf(db, plenty.id)).toBe(10);
    expect(await stockOf(db, short.id)).toBe(2);
    expect(OrderListResponse.parse((await list(shopper)).json()).data).toEqual([]);
  });

  it('refuses cash on delivery above the COD limit and takes nothing; at the limit, or paid online, it places', async () => {
    const jacket = await insertProduct(db, {
      title: 'Wool Jacket',
      discountedPaise: 500_000,
      stockCount: 10,
    });
    const shopper = await signInShopper(db, config);
    const twoJackets = [{ product: jacket.id, size: 'M', quantity: 2 }];
    const over = await place(shopper, orderPayload(shopper.id, twoJackets, { donationAmount: 1 }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'Cash on delivery is available for orders up to ₹10,000. Please pay online.',
    });
    expect(await stockOf(db, jacket.id)).toBe(10);
    expect(OrderListResponse.parse((await list(shopper)).json()).data).toEqual([]);

    expect((await place(shopper, orderPayload(shopper.id, twoJackets))).statusCode).toBe(200);
    const online = orderPayload(shopper.id, twoJackets, { donationAmount: 1, paymentMethod: 'razorpay' });
    expect((await place(shopper, online)).statusCode).toBe(200);
    expect(await stockOf(db, jacket.id)).toBe(6);
  });

  it("lists only the shopper's own orders, newest first; another user's id is 403", async () => {
    const shopper = await signInShopper(db, config);
    const dress = await insertProduct(db);
    const ids: string[] = [];
    for (const size of ['S', 'M', 'L']) {
      const response = await place(
        shopper,
        orderPayload(shopper.id, [{ product: dress.id, size, quantity: 1 }]),
      );
      ids.push(CreateOrderResponse.parse(response.json()).data._id);
    }
    const orders = OrderListResponse.parse((await list(shopper)).json()).data;
    expect(orders.map((order) => order._id)).toEqual(ids.reverse());

    const snooping = await list(ravi, shopper.id);
    expect(snooping.statusCode).toBe(403);
    expect(snooping.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'You are not allowed to do that',
    });
    const anonymous = await app.inject({ method: 'GET', url: `/api/product-orders/user/${shopper.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("carries the sizes of each line's photo the pipeline made, for its srcset, and none for an older photo", async () => {
    const shopper = await signInShopper(db, config);
    const dress = await insertProduct(db);
    const [first, second] = dress.images as [string, string];
    const meta = { width: 960, height: 1280, widths: [320, 640, 960], avif: true };
    await db
      .insert(imageAssets)
      .values({ path: first, ...meta, bytes: 1000 })
      .onConflictDoNothing();
    await place(shopper, orderPayload(shopper.id, [{ product: dress.id, size: 'S', quantity: 1 }]));
    const [order] = OrderListResponse.parse((await list(shopper)).json()).data;
    expect(order?.products[0]?.product.media).toEqual({ [first]: meta });

    await db
      .update(products)
      .set({ images: [second] })
      .where(eq(products.id, dress.id));
    await place(shopper, orderPayload(shopper.id, [{ product: dress.id, size: 'M', quantity: 1 }]));
    const [newest] = OrderListResponse.parse((await list(shopper)).json()).data;
    expect(newest?.products[0]?.product.images).toEqual([second]);
    expect(newest?.products[0]?.product.media).toBeUndefined();
  });

  it('cancels an unpaid order once, restoring its stock; a second cancel is 409', async () => {
    const dress = await insertProduct(db, { stockCount: 5 });
    const placed = await place(
      asha,
      orderPayload(asha.id, [
        { product: dress.id, size: 'S', quantity: 2 },
        { product: dress.id, size: 'M', quantity: 1 },
      ]),
    );
    const orderId = CreateOrderResponse.parse(placed.json()).data._id;
    expect(await stockOf(db, dress.id, 'S')).toBe(3);
    expect(await stockOf(db, dress.id, 'M')).toBe(4);

    const first = await cancel(asha, orderId);
    expect(first.statusCode).toBe(200);
    expect(CancelOrderResponse.parse(first.json())).toEqual({
      success: true,
      message: 'Order cancelled',
      data: { _id: orderId },
    });
    // Each size got its own pieces back, once.
    expect(await stockOf(db, dress.id, 'S')).toBe(5);
    expect(await stockOf(db, dress.id, 'M')).toBe(5);
    const order = OrderListResponse.parse((await list(asha)).json()).data.find((row) => row._id === orderId);
    expect(order?.isCancelled).toBe(true);

    const second = await cancel(asha, orderId);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This order can no longer be cancelled');
    expect(await stockOf(db, dress.id, 'S')).toBe(5);
    expect(await stockOf(db, dress.id, 'M')).toBe(5);
  });

  it("answers 404 to another user's cancel and changes nothing", async () => {
    const dress = await insertProduct(db, { stockCount: 5 });
    const placed = await place(asha, orderPayload(asha.id, [{ product: dress.id, size: 'S', quantity: 1 }]));
    const orderId = CreateOrderResponse.parse(placed.json()).data._id;

    const foreign = await cancel(ravi, orderId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, code: expect.any(String), message: 'Order not found' });
    expect(await stockOf(db, dress.id, 'S')).toBe(4);
    const order = OrderListResponse.parse((await list(asha)).json()).data.find((row) => row._id === orderId);
    expect(order?.isCancelled).toBe(false);

    const unknown = await cancel(asha, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const malformed = await cancel(asha, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
  });
});
