/**
 * The invoice at shipping, wired into the ship move (issue 30), through HTTP on Postgres: staff ship an order
 * and exactly one invoice is issued in the move's transaction, whose PDF the shopper downloads and whose
 * totals are what the shopper paid after the promotion; a PDF that cannot be stored rolls the ship move back
 * (no number taken, no "shipped" message); two orders shipped at once get consecutive numbers.
 */
import { ADMIN_API_PATHS, API_PATHS, rupeesToPaise, WELCOME_OFFER } from '@zari/contract';
import { AdminOrderResponse, CreateOrderResponse } from '@zari/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, events, invoices } from '../src/db/schema/index.js';
import { seedWelcomeOffer } from '../src/db/seed/seed.js';
import { createLocalStorage, type FileStorage } from '../src/providers/storage/index.js';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, orderPayload, ordersOf } from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

/** A store whose PDF storage can be told to fail, as a full disk or a refused upload would. */
function failableStorage(inner: FileStorage) {
  let failing = false;
  const storage: FileStorage = {
    ...inner,
    save: (folder, name, bytes) =>
      failing ? Promise.reject(new Error('storage refused the file')) : inner.save(folder, name, bytes),
  };
  return { storage, fail: (value: boolean) => (failing = value) };
}

describe('the invoice at shipping', async () => {
  const documents = failableStorage(
    createLocalStorage(`/tmp/zari-wire-invoices-${process.pid}-${Date.now()}`),
  );
  const { app, db, config } = await useTestApp({ deps: { documents: documents.storage } });
  let staff: TestShopper;
  let kurta: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    await insertPincodes(db);
    await seedWelcomeOffer(db);
    staff = await signInStaff(db, config);
    kurta = await insertProduct(db, { amountPaise: 189_900, discountedPaise: 189_900, stockCount: 100 });
    await db
      .update(categories)
      .set({ hsn: '6204', taxClass: 'apparel' })
      .where(eq(categories.id, kurta.categoryId));
  });

  async function packedOrder(shopper?: TestShopper) {
    const who = shopper ?? (await signInShopper(db, config));
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: who.cookie },
      payload: orderPayload(who.id, [{ product: kurta.id, size: 'M', quantity: 2 }], { donationAmount: 10 }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const orderId = CreateOrderResponse.parse(response.json()).data._id;
    for (const status of ['confirmed', 'packed'])
      expect((await move(orderId, { status })).statusCode).toBe(200);
    return { shopper: who, orderId };
  }

  const move = (orderId: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'PATCH',
      url: ADMIN_API_PATHS.order.replace(':id', orderId),
      headers: { cookie: staff.cookie },
      payload: body,
    });

  const invoicesOf = (orderId: string) => db.select().from(invoices).where(eq(invoices.orderId, orderId));

  it('issues one invoice when staff ship; the shopper downloads it and its totals are what they paid', async () => {
    const { shopper, orderId } = await packedOrder();
    const shipped = await move(orderId, {
      status: 'shipped',
      trackingNumber: 'AWB9001',
      carrier: 'Delhivery',
    });
    expect(shipped.statusCode).toBe(200);
    const [invoice, ...more] = await invoicesOf(orderId);
    expect(more).toEqual([]);
    if (!invoice) throw new Error('no invoice issued');

    // The first order took the welcome offer: the invoice reflects what was paid after it, to the paisa.
    const [order] = await ordersOf(app, shopper);
    expect(order?.promotionCode).toBe(WELCOME_OFFER.code);
    expect(order?.discountAmount).toBeGreaterThan(0);
    expect(invoice.totalPaise).toBe(rupeesToPaise(order?.totalAmount ?? 0));
    expect(
      invoice.taxablePaise +
        invoice.cgstPaise +
        invoice.sgstPaise +
        invoice.igstPaise +
        invoice.nonTaxablePaise,
    ).toBe(invoice.totalPaise);

    // The order JSON carries its summary, for the shopper and for staff.
    expect(order?.invoice).toMatchObject({ number: invoice.number, placeOfSupply: expect.any(String) });
    const goods = order?.invoice?.lines.filter((line) => line.hsn === '6204') ?? [];
    expect(goods).toHaveLength(1);
    expect(goods[0]).toMatchObject({ rate: 5, igst: 0 });
    expect(AdminOrderResponse.parse(shipped.json()).data.invoice?.number).toBe(invoice.number);

    const download = await app.inject({
      method: 'GET',
      url: `/api/product-orders/${orderId}/invoice`,
      headers: { cookie: shopper.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('rolls the ship move back when the PDF cannot be stored: no number taken, nothing sent', async () => {
    const { shopper, orderId } = await packedOrder();
    const before = await db.select({ serial: invoices.serial }).from(invoices);
    documents.fail(true);
    try {
      const refused = await move(orderId, { status: 'shipped', trackingNumber: 'AWB-FAIL' });
      expect(refused.statusCode).toBe(503);
    } finally {
      documents.fail(false);
    }
    const [order] = await ordersOf(app, shopper);
    expect(order).toMatchObject({ fulfilment: 'packed', trackingNumber: null });
    expect(await invoicesOf(orderId)).toEqual([]);
    const shippedEvents = await db
      .select()
      .from(events)
      .where(and(eq(events.aggregateId, orderId), eq(events.type, 'order_shipped')));
    expect(shippedEvents).toEqual([]);

    // Retried, it ships with the next number: the failed attempt consumed none.
    expect((await move(orderId, { status: 'shipped', trackingNumber: 'AWB-OK' })).statusCode).toBe(200);
    const [invoice] = await invoicesOf(orderId);
    expect(invoice?.serial).toBe(Math.max(0, ...before.map((row) => row.serial)) + 1);
  });

  it('gives two orders shipped at once consecutive numbers', async () => {
    const [first, second] = [await packedOrder(), await packedOrder()];
    const answers = await Promise.all(
      [first, second].map(({ orderId }) =>
        move(orderId, { status: 'shipped', trackingNumber: `AWB-${orderId.slice(0, 6)}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const serials = [...(await invoicesOf(first.orderId)), ...(await invoicesOf(second.orderId))].map(
      (invoice) => invoice.serial,
    );
    expect(serials).toHaveLength(2);
    const [low, high] = serials.sort((a, b) => a - b);
    expect(high).toBe((low ?? 0) + 1);
  });
});
