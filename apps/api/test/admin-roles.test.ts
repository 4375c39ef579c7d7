/**
 * Who may call the back office, generated from the contract's route table: every admin route × no session,
 * shopper, staff and owner. Staff and owner sessions end after 12 idle hours. Through HTTP on a real Postgres.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES, API_MESSAGES, buildApiPath } from '@zari/contract';
import { ROUTES, type RouteDef } from '@zari/contract/schemas';
import { describe, expect, it } from 'vitest';
import { fakeClock, useTestApp } from './helpers/app.js';
import { signInShopper, signInStaff } from './helpers/session.js';

const adminRoutes = Object.entries(ROUTES as Record<string, RouteDef>).filter(
  ([, route]) => route.tag === 'admin',
);
const HOUR = 60 * 60 * 1000;

describe('back-office roles, from the route table', async () => {
  const clock = fakeClock(new Date());
  const { app, db, config } = await useTestApp({ clock });
  const shopper = await signInShopper(db, config);
  const staff = await signInStaff(db, config, 'staff');
  const owner = await signInStaff(db, config, 'owner');

  const call = (route: RouteDef, cookie?: string) =>
    app.inject({
      method: route.method,
      url: buildApiPath(
        route.path,
        Object.fromEntries((route.path.match(/:\w+/g) ?? []).map((name) => [name.slice(1), randomUUID()])),
      ),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('covers every back-office route, each guarded and naming its role', () => {
    expect(adminRoutes).toHaveLength(60);
    for (const [, route] of adminRoutes) {
      expect(route.path.startsWith('/api/admin/')).toBe(true);
      expect(route.auth).toBe(true);
      expect(['staff', 'owner']).toContain(route.role);
    }
    expect(
      adminRoutes
        .filter(([, route]) => route.role === 'owner')
        .map(([name]) => name)
        .sort(),
    ).toEqual(
      [
        'adminCustomersCsv',
        'adminGetSettings',
        'adminGrantStaff',
        'adminGstr1Report',
        'adminListAudit',
        'adminListStaff',
        'adminOrdersCsv',
        'adminRevokeStaff',
        'adminUpdateSettings',
      ].sort(),
    );
  });

  it.each(adminRoutes)(
    '%s: no session 401, shopper 403, staff by role, owner allowed',
    async (_name, route) => {
      const anonymous = await call(route);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.unauthenticated,
      });

      const asShopper = await call(route, shopper.cookie);
      expect(asShopper.statusCode).toBe(403);

      const asStaff = await call(route, staff.cookie);
      if (route.role === 'owner') {
        expect(asStaff.statusCode).toBe(403);
        expect(asStaff.json()).toEqual({
          success: false,
          code: expect.any(String),
          message: ADMIN_MESSAGES.ownerOnly,
        });
      } else {
        expect([401, 403]).not.toContain(asStaff.statusCode);
      }

      const asOwner = await call(route, owner.cookie);
      expect([401, 403]).not.toContain(asOwner.statusCode);
      expect(asOwner.statusCode).toBeLessThan(500);
    },
  );

  it('ends a staff session after 12 idle hours, while a shopper stays signed in', async () => {
    const member = await signInStaff(db, config, 'staff');
    const customer = await signInShopper(db, config);
    const summary = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/admin/summary', headers: { cookie } });
    const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

    expect((await summary(member.cookie)).statusCode).toBe(200);
    // Eleven hours after the last request is still within the idle limit; a shopper idle as long is still in.
    clock.advance(11 * HOUR);
    expect((await summary(member.cookie)).statusCode).toBe(200);
    expect((await me(customer.cookie)).statusCode).toBe(200);
    clock.advance(12 * HOUR + 60_000);
    const idle = await summary(member.cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: ADMIN_MESSAGES.sessionIdle,
    });
    // The session is gone, not merely refused here: the storefront signs them out too.
    expect((await me(member.cookie)).statusCode).toBe(401);
  });
});
