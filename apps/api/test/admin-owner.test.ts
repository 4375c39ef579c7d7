/** The owner's tools (issue 14): staff, the audit log, and the dashboard. Through HTTP on a real Postgres. */
import {
  AdminSummaryResponse,
  AuditListResponse,
  StaffListResponse,
  StaffMemberResponse,
} from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, orderPayload } from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

describe('owner tools', async () => {
  const { app, db, config } = await useTestApp();
  let owner: TestShopper;
  const call = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, owner)(...args);

  beforeAll(async () => {
    await insertPincodes(db);
    owner = await signInStaff(db, config, 'owner');
  });

  it('grants staff to a phone (creating the account), lists them, and revokes them with their sessions', async () => {
    const granted = StaffMemberResponse.parse(
      (await call('POST', '/api/admin/staff', { phone: '98765 43210', role: 'staff' })).json(),
    ).data;
    expect(granted).toMatchObject({ phone: '+919876543210', role: 'staff' });
    const listed = StaffListResponse.parse((await call('GET', '/api/admin/staff')).json()).data;
    expect(listed.map((member) => member.phone)).toEqual(
      expect.arrayContaining([owner.phone, '+919876543210']),
    );

    const existing = await signInStaff(db, config, 'staff');
    const revoked = await call('DELETE', `/api/admin/staff/${existing.id}`);
    expect(StaffMemberResponse.parse(revoked.json()).data.role).toBe('shopper');
    expect(await db.select().from(sessions).where(eq(sessions.userId, existing.id))).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: existing.cookie } }))
        .statusCode,
    ).toBe(401);

    expect((await call('POST', '/api/admin/staff', { phone: '12345', role: 'staff' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/staff', { phone: '9876543210', role: 'shopper' })).statusCode,
    ).toBe(400);
  });

  it('never loses the last owner and never lets an owner remove themselves', async () => {
    expect((await call('DELETE', `/api/admin/staff/${owner.id}`)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/staff', { phone: owner.phone, role: 'staff' })).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', '/api/admin/staff/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('reads the audit log newest first, with who did what, paged and filtered', async () => {
    const page = AuditListResponse.parse((await call('GET', '/api/admin/audit?limit=1')).json());
    expect(page.data[0]).toMatchObject({
      action: 'staff.revoke',
      actor: { _id: owner.id, phone: owner.phone },
      after: { role: 'shopper' },
    });
    expect(page.nextCursor).toBeTruthy();
    const next = AuditListResponse.parse(
      (await call('GET', `/api/admin/audit?limit=1&cursor=${page.nextCursor}`)).json(),
    );
    expect(next.data[0]).toMatchObject({
      action: 'staff.grant',
      before: null,
      after: { phone: '+919876543210', role: 'staff' },
    });
    const grants = AuditListResponse.parse(
      (await call('GET', '/api/admin/audit?entityType=user')).json(),
    ).data;
    expect(grants.every((entry) => entry.entityType === 'user')).toBe(true);
    expect((await call('GET', '/api/admin/audit?cursor=not-a-cursor')).statusCode).toBe(400);
  });

  it('sums today and the week, counts orders by status and lists low stock', async () => {
    const shopper = await signInShopper(db, config);
    const product = await insertProduct(db, { stockCount: 6, sizes: ['M'], discountedPaise: 100_000 });
    const place = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/product-orders',
          headers: { cookie: shopper.cookie },
          payload: orderPayload(shopper.id, [{ product: product.id, size: 'M', quantity: 1 }]),
        })
      ).json().data._id as string;
    await place();
    const second = await place();
    const cancelled = await place();
    await call('PATCH', `/api/admin/orders/${second}`, { status: 'confirmed' });
    await call('PATCH', `/api/admin/orders/${cancelled}`, { status: 'cancelled' });

    const summary = AdminSummaryResponse.parse((await call('GET', '/api/admin/summary')).json()).data;
    expect(summary.today).toEqual({ orders: 2, revenue: 2000 });
    expect(summary.last7Days).toEqual({ orders: 2, revenue: 2000 });
    // COD orders start awaiting their shopper's confirmation (issue 32).
    expect(summary.ordersByStatus).toMatchObject({
      awaiting_confirmation: 1,
      pending: 0,
      confirmed: 1,
      cancelled: 1,
      paid: 0,
    });
    expect(summary.lowStock).toEqual([{ _id: product.id, title: product.title, stockCount: 4 }]);
  });
});
