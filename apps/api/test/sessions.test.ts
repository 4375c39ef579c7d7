/**
 * The session guard, driven by the contract's route table: every route that says `auth: true` refuses a
 * caller without a live session, whatever it sends, and every other route answers without one. Sessions in
 * use are renewed past half their life. Through HTTP on a real Postgres.
 */
import { randomUUID } from 'node:crypto';
import { API_MESSAGES, buildApiPath } from '@zari/contract';
import { ADMIN_ROUTES, ROUTES, type RouteDef } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.js';
import { fakeClock, PRODUCTION_DEMO_ENV, useTestApp } from './helpers/app.js';
import { signUp } from './helpers/otp.js';
import { signInShopper } from './helpers/session.js';

const DAY = 24 * 60 * 60 * 1000;

const routes = Object.entries(ROUTES as Record<string, RouteDef>);
const guarded = routes.filter(([, route]) => route.auth);
// Logout clears the cookie whether or not a session was live, then says 401 when none was: it is not guarded.
// The carrier's webhook needs no session but answers 401 to a missing token (issue 32): not guarded either.
const open = routes.filter(
  ([name, route]) => !route.auth && name !== 'logout' && name !== 'receiveShiprocketWebhook',
);

/** A concrete URL for a route: `userId` is the caller's, every other parameter an id no row has. */
function urlOf(route: RouteDef, userId: string = randomUUID()) {
  const params = Object.fromEntries(
    (route.path.match(/:\w+/g) ?? []).map((name) => [
      name.slice(1),
      name === ':userId' ? userId : randomUUID(),
    ]),
  );
  return buildApiPath(route.path, params);
}

describe('the session guard, from the route table', async () => {
  const clock = fakeClock();
  const { app, db, config } = await useTestApp({ clock });
  const call = (route: RouteDef, cookie?: string, userId?: string) =>
    app.inject({
      method: route.method,
      url: urlOf(route, userId),
      ...(route.method === 'GET' ? {} : { payload: {} }),
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('guards the routes the table says need a session, and only those', () => {
    expect(guarded.map(([name]) => name).sort()).toEqual(
      [
        'addAddress',
        'cancelOrder',
        'confirmOrder',
        'completeSimulatedPayment',
        'createOrder',
        'createOrderReturn',
        'createPaymentOrder',
        'deleteAddress',
        'deleteUser',
        'downloadDataExport',
        'getConsents',
        'getDataExport',
        'getErasureStatus',
        'getMe',
        'getOrderCreditNote',
        'getOrderInvoice',
        'getUserOrder',
        'listMyTickets',
        'listAddresses',
        'listOrderReturns',
        'listUserOrders',
        'requestDataExport',
        'sendEraseOtp',
        'updateConsent',
        'uploadReturnPhoto',
        'updateAddress',
        'updateUser',
        'verifyPayment',
        ...Object.keys(ADMIN_ROUTES),
      ].sort(),
    );
  });

  it.each(guarded)('%s answers 401 without a cookie and with a forged one', async (_name, route) => {
    for (const cookie of [undefined, 'zari_session=forged-token']) {
      const response = await call(route, cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.unauthenticated,
      });
    }
  });

  it.each(guarded)(
    '%s answers 403 to a blocked shopper whose session is still live',
    async (_name, route) => {
      const shopper = await signInShopper(db, config, { blocked: true });
      const response = await call(route, shopper.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.accountBlocked,
      });
    },
  );

  // Back-office routes refuse shoppers (403); their role matrix is in admin-roles.test.ts.
  it.each(guarded.filter(([, route]) => !route.role))(
    '%s lets a signed-in shopper past the guard',
    async (_name, route) => {
      const shopper = await signInShopper(db, config);
      const response = await call(route, shopper.cookie, shopper.id);
      expect([401, 403]).not.toContain(response.statusCode);
    },
  );

  it.each(open)('%s answers without a session', async (_name, route) => {
    const response = await call(route);
    expect(response.statusCode).not.toBe(401);
  });

  it('renews a session in use once half its life has passed, and the cookie with it', async () => {
    const { cookie, user } = await signUp(app);
    const me = () => app.inject({ method: 'GET', url: ROUTES.getMe.path, headers: { cookie } });
    const expiry = async () =>
      (await db.select().from(sessions).where(eq(sessions.userId, user._id)))[0]?.expiresAt;
    const firstExpiry = await expiry();

    clock.advance(10 * DAY);
    const early = await me();
    expect(early.statusCode).toBe(200);
    expect(early.headers['set-cookie']).toBeUndefined();
    expect(await expiry()).toEqual(firstExpiry);

    clock.advance(6 * DAY);
    const renewed = await me();
    expect(renewed.statusCode).toBe(200);
    expect(String(renewed.headers['set-cookie'])).toContain(`${cookie};`);
    expect(String(renewed.headers['set-cookie'])).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(await expiry()).toEqual(new Date(clock.now().getTime() + 30 * DAY));

    // 29 days after the renewal is 45 days after sign-in: still signed in.
    clock.advance(29 * DAY);
    expect((await me()).statusCode).toBe(200);
  });
});

describe('the session cookie in the OpenAPI document', async () => {
  const { app } = await useTestApp({
    env: PRODUCTION_DEMO_ENV,
  });

  it('names the cookie production sets', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-zari_session',
    });
  });
});
