/**
 * DESIGN §7: the API keeps nothing that matters in memory, so two instances on one database behave as one.
 * Each step below goes through one instance and is checked through the other.
 */
import { API_PATHS } from '@zari/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.js';
import { createTestDatabase } from './helpers/database.js';
import { insertPincodes, insertProduct, orderPayload } from './helpers/order-fixtures.js';
import { latestCode, randomIp, randomPhone, signUp } from './helpers/otp.js';

describe('two API instances on one database', async () => {
  const database = await createTestDatabase();
  const a = await createTestApp({ database });
  const b = await createTestApp({ database });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    await database.drop();
  });

  it('verifies on one instance a code sent by the other, and shares the session', async () => {
    const phone = randomPhone();
    const ip = randomIp();
    const sent = await a.app.inject({
      method: 'POST',
      url: API_PATHS.signup,
      payload: { phone },
      remoteAddress: ip,
    });
    expect(sent.statusCode).toBe(200);
    const otp = await latestCode(b.app, phone);
    const verified = await b.app.inject({
      method: 'POST',
      url: API_PATHS.signupVerify,
      payload: { phone, otp },
      remoteAddress: ip,
    });
    expect(verified.statusCode).toBe(200);
    const cookie = String(verified.headers['set-cookie']).split(';')[0]!;

    expect((await a.app.inject({ method: 'GET', url: API_PATHS.me, headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(
      (await a.app.inject({ method: 'POST', url: API_PATHS.logout, headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: API_PATHS.me, headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('counts wrong codes across instances, so five tries in all burn the code', async () => {
    const phone = randomPhone();
    const ip = randomIp();
    await a.app.inject({ method: 'POST', url: API_PATHS.signup, payload: { phone }, remoteAddress: ip });
    const otp = await latestCode(a.app, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (const app of [a.app, b.app, a.app, b.app, a.app]) {
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.signupVerify,
        payload: { phone, otp: wrong },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
    const late = await b.app.inject({ method: 'POST', url: API_PATHS.signupVerify, payload: { phone, otp } });
    expect(late.statusCode).toBe(429);
  });

  it.skipIf(database.source === 'pglite')(
    'sells the last piece once when two instances race for it',
    async () => {
      await insertPincodes(database.db);
      const product = await insertProduct(database.db, { stockCount: 1 });
      const shoppers = await Promise.all([signUp(a.app), signUp(b.app)]);
      const answers = await Promise.all(
        shoppers.map((shopper, at) =>
          (at === 0 ? a.app : b.app).inject({
            method: 'POST',
            url: API_PATHS.createOrder,
            headers: { cookie: shopper.cookie },
            payload: orderPayload(shopper.user._id, [{ product: product.id, size: 'M', quantity: 1 }]),
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    },
  );
});
