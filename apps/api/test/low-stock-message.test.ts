/**
 * The owner's low-stock message (issue 31) through HTTP on Postgres: an order that takes a size down to the
 * store's threshold queues ONE SMS to the owner's phone (store settings) in the notifications outbox, in the
 * order's commit; the orders after it, already below, queue none; a restock above the threshold and the next
 * fall queue another; an order refused for short stock queues nothing; no owner phone, no message.
 */
import { notificationText } from '@zari/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveries, events } from '../src/db/schema/index.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, placeOrder, stockOf } from './helpers/order-fixtures.js';
import { signInStaff, type TestShopper } from './helpers/session.js';

describe('the owner’s low-stock message', async () => {
  const { app, db, config } = await useTestApp();
  let owner: TestShopper;
  const asOwner = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, owner)(...args);

  beforeAll(async () => {
    await insertPincodes(db);
    owner = await signInStaff(db, config, 'owner');
  });

  async function lowStockMessages() {
    return db
      .select({ payload: events.payload, userId: events.userId, recipient: deliveries.recipient })
      .from(events)
      .innerJoin(deliveries, eq(deliveries.eventId, events.id))
      .where(eq(events.type, 'low_stock'));
  }
  const order = async (productId: string, quantity: number, size = 'M') =>
    (await placeOrder({ app, db, config }, [{ product: productId, quantity, size }])).placed;

  it('saves the owner’s phone (as +91…) and the threshold in the settings, not shown to shoppers', async () => {
    const saved = await asOwner('PATCH', '/api/admin/settings', {
      ownerPhone: '98765 43210',
      lowStockThreshold: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ ownerPhone: '+919876543210', lowStockThreshold: 3 });
    const shown = (await app.inject({ method: 'GET', url: '/api/store' })).json().data;
    expect(shown.ownerPhone).toBeUndefined();
    const refused = await asOwner('PATCH', '/api/admin/settings', { ownerPhone: '12345' });
    expect(refused.statusCode).toBe(400);
  });

  it('queues one message per fall below the threshold, not one per order', async () => {
    const kurta = await insertProduct(db, { title: 'Alert Kurta', stock: { S: 10, M: 5, L: 10 } });
    const before = (await lowStockMessages()).length;

    expect((await order(kurta.id, 1)).statusCode).toBe(200); // M: 5 → 4, above 3
    expect(await lowStockMessages()).toHaveLength(before);

    expect((await order(kurta.id, 1)).statusCode).toBe(200); // M: 4 → 3, the fall
    const [message, ...more] = (await lowStockMessages()).slice(before);
    expect(more).toEqual([]);
    expect(message?.recipient).toBe('+919876543210');
    expect(message?.userId).toBeNull();
    expect(message?.payload).toMatchObject({
      productId: kurta.id,
      title: 'Alert Kurta',
      size: 'M',
      left: 3,
      threshold: 3,
    });
    expect(notificationText('low_stock', message?.payload, 'https://zari.example')).toBe(
      `Zari low stock: Alert Kurta, size M has 3 left. Restock: https://zari.example/admin/products/${kurta.id}`,
    );

    expect((await order(kurta.id, 1)).statusCode).toBe(200); // M: 3 → 2, already below
    expect((await order(kurta.id, 2)).statusCode).toBe(200); // M: 2 → 0, already below
    expect(await stockOf(db, kurta.id, 'M')).toBe(0);
    expect((await order(kurta.id, 1)).statusCode).toBe(409); // sold out: nothing written
    expect(await lowStockMessages()).toHaveLength(before + 1);

    // Restocked above the threshold, the next fall is told again; L, taken past it in one order, once too.
    const restock = await asOwner('PUT', `/api/admin/products/${kurta.id}/skus`, {
      skus: [
        { variant: null, size: 'M', stock: 6 },
        { variant: null, size: 'L', stock: 5 },
      ],
    });
    expect(restock.statusCode, restock.body).toBe(200);
    expect((await order(kurta.id, 4)).statusCode).toBe(200); // M: 6 → 2
    expect((await order(kurta.id, 4, 'L')).statusCode).toBe(200); // L: 5 → 1
    const later = (await lowStockMessages()).slice(before + 1).map((row) => row.payload);
    expect(later).toEqual([
      expect.objectContaining({ size: 'M', left: 2 }),
      expect.objectContaining({ size: 'L', left: 1 }),
    ]);
  });

  it('queues nothing without the owner’s phone', async () => {
    const cleared = await asOwner('PATCH', '/api/admin/settings', { ownerPhone: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const kurta = await insertProduct(db, { title: 'Quiet Kurta', stock: { M: 4 }, sizes: ['M'] });
    const before = (await lowStockMessages()).length;
    expect((await order(kurta.id, 3)).statusCode).toBe(200);
    expect(await lowStockMessages()).toHaveLength(before);
  });
});
