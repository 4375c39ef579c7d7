/**
 * Issue 27 finding 6: back-office inputs Postgres used to refuse (so they answered 500) and back-office races
 * that ended in a unique violation or a deadlock. Each must answer a 4xx in the envelope with the contract's
 * message, or succeed — never a 5xx. Through HTTP on a real Postgres.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, API_MESSAGES } from '@zari/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../src/db/schema/index.js';
import { adminCall } from '../helpers/admin.js';
import { useTestApp } from '../helpers/app.js';
import { insertPincodes, insertProduct, orderPayload } from '../helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from '../helpers/session.js';

/** A cursor as this API encodes one, around a timestamp it never issued. */
const cursorAround = (createdAt: unknown, id: unknown = randomUUID()) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

/** Timestamps `Date.parse` reads but Postgres refuses (or reads as another instant), and other nonsense. */
const CRAFTED_TIMESTAMPS = [
  'Tue 1',
  '2024-02-30',
  '2024-02-30 10:00:00+00',
  '99999',
  '0000-01-01',
  '0000-01-01 00:00:00+00',
  '275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2024-13-01 00:00:00+00',
  '2024-01-01 24:00:00+00',
  '2024-01-01 00:00:00+99',
  '1e308',
  '２０２４-01-01',
  '2024-01-01 00:00:00+00 BC',
  '',
];

describe('back-office inputs Postgres would refuse answer 400', async () => {
  const { app, db, config, database } = await useTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  const racing = database.source !== 'pglite';
  let owner: TestShopper;
  let staff: TestShopper;

  beforeAll(async () => {
    await insertPincodes(db);
    owner = await signInStaff(db, config, 'owner');
    staff = await signInStaff(db, config, 'staff');
  });

  const pagedLists = [
    ['orders', '/api/admin/orders'],
    ['products', '/api/admin/products'],
    ['audit', '/api/admin/audit'],
  ] as const;

  for (const [name, path] of pagedLists) {
    it(`refuses crafted cursors on ${name} with the contract's message`, async () => {
      const who = name === 'audit' ? owner : staff;
      for (const timestamp of CRAFTED_TIMESTAMPS) {
        const response = await adminCall(app, who)('GET', `${path}?cursor=${cursorAround(timestamp)}`);
        expect({ timestamp, status: response.statusCode }).toEqual({ timestamp, status: 400 });
        expect(response.json()).toEqual({
          success: false,
          code: expect.any(String),
          message: API_MESSAGES.invalidCursor,
        });
      }
    });

    it(`still pages ${name} with the cursors it issues`, async () => {
      const who = name === 'audit' ? owner : staff;
      const first = await adminCall(app, who)('GET', `${path}?limit=1`);
      expect(first.statusCode).toBe(200);
      const cursor = first.json().nextCursor as string | null;
      if (cursor) expect((await adminCall(app, who)('GET', `${path}?cursor=${cursor}`)).statusCode).toBe(200);
      const issued = cursorAround('2026-01-05 10:11:12.123456+00');
      expect((await adminCall(app, who)('GET', `${path}?cursor=${issued}`)).statusCode).toBe(200);
    });
  }

  it('refuses order-list days outside a sane range, or that are no day at all', async () => {
    for (const day of ['0000-01-01', '0001-01-01', '9999-12-31', '2024-02-30', '2024-1-1', '99999-01-01']) {
      for (const key of ['from', 'to']) {
        const response = await adminCall(app, staff)('GET', `/api/admin/orders?${key}=${day}`);
        expect({ day, key, status: response.statusCode }).toEqual({ day, key, status: 400 });
        expect(response.json()).toEqual({
          success: false,
          code: expect.any(String),
          message: ADMIN_MESSAGES.invalidDate,
        });
      }
    }
    expect(
      (await adminCall(app, staff)('GET', '/api/admin/orders?from=2024-02-29&to=2026-12-31')).statusCode,
    ).toBe(200);
  });

  it('answers an empty category PATCH as the no-op the other catalogue PATCHes are', async () => {
    const created = await adminCall(app, staff)('POST', '/api/admin/categories', {
      title: 'Sarees',
      slug: `sarees-${Date.now()}`,
      image: '/uploads/categories/sarees.webp',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data._id as string;
    const patched = await adminCall(app, staff)('PATCH', `/api/admin/categories/${id}`, {});
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toEqual(created.json().data);
  });

  it.skipIf(!racing)('answers six parallel grants of one new phone with 2xx or 409, never 500', async () => {
    const phone = `98${String(Date.now()).slice(-8)}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        adminCall(app, owner)('POST', '/api/admin/staff', { phone, role: 'staff' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      String(statuses),
    ).toBe(true);
    expect(statuses).toContain(200);
    expect(
      await db
        .select()
        .from(users)
        .where(eq(users.phone, `+91${phone}`)),
    ).toHaveLength(1);
  });

  it.skipIf(!racing)(
    'two owners revoking each other: one succeeds, the other is refused, five times',
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const a = await signInStaff(db, config, 'owner');
        const b = await signInStaff(db, config, 'owner');
        const [ab, ba] = await Promise.all([
          adminCall(app, a)('DELETE', `/api/admin/staff/${b.id}`),
          adminCall(app, b)('DELETE', `/api/admin/staff/${a.id}`),
        ]);
        const statuses = [ab.statusCode, ba.statusCode].sort();
        // The loser is refused: 409 when its request was checked before the winner's revoke committed; 401 when
        // after, as the revoke ended its sessions. Never both revoked, never both kept.
        expect({ round, ok: statuses[0] }).toEqual({ round, ok: 200 });
        expect([401, 409], String(statuses)).toContain(statuses[1]);
        const loser = ab.statusCode === 200 ? ba : ab;
        expect(loser.json()).toMatchObject({ success: false, message: expect.any(String) });
        const roles = await db.select({ role: users.role }).from(users).where(eq(users.id, a.id));
        const rolesB = await db.select({ role: users.role }).from(users).where(eq(users.id, b.id));
        expect([roles[0]?.role, rolesB[0]?.role].sort()).toEqual(['owner', 'shopper']);
      }
    },
  );

  it('stores an order above 2³¹ paise and lists it in the back office', async () => {
    const shopper = await signInShopper(db, config);
    // ₹10,00,000 a piece (the most a price may be), 10 pieces (the most of one product) of each of 3
    // products: ₹3 crore, 3 × 10⁹ paise, above the 2³¹ an integer column holds.
    const products = await Promise.all(
      [1, 2, 3].map(() =>
        insertProduct(db, { amountPaise: 100_000_000, discountedPaise: 100_000_000, stockCount: 100 }),
      ),
    );
    const lines = products.map((product) => ({ product: product.id, size: 'M', quantity: 10 }));
    const placed = await app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, lines, { donationAmount: 0, paymentMethod: 'razorpay' }),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [row] = await db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(row?.totalPaise).toBe(3_000_000_000);
    const listed = await adminCall(app, staff)('GET', '/api/admin/orders?limit=5');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((order: { totalAmount: number }) => order.totalAmount)).toContain(
      30_000_000,
    );
  });

  it('refuses a payment amount above the contract cap with 400', async () => {
    const shopper = await signInShopper(db, config);
    for (const amount of [2 ** 31, 2 ** 31 + 1, 2 ** 53, 1e308]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/create-razorpay-order',
        headers: { cookie: shopper.cookie },
        payload: { amount },
      });
      expect({ amount, status: response.statusCode }).toEqual({ amount, status: 400 });
    }
  });
});
