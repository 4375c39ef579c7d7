/** The delivery check of the product page (SPEC §5, §7; DESIGN §4). */
import { API_MESSAGES } from '@zari/contract';
import { PincodeCheckResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pincodes } from '../src/db/schema/index.js';
import { DEMO_PINCODES } from '../src/db/seed/pincodes-data.js';
import { seedPincodes } from '../src/db/seed/seed.js';
import { fakeClock, useTestApp } from './helpers/app.js';

describe('POST /api/pincodes/check', async () => {
  const { app, db } = await useTestApp();
  await seedPincodes(db);

  const check = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/pincodes/check', payload: payload as Record<string, unknown> });

  it('answers a serviceable pincode with its delivery days, city and COD', async () => {
    const response = await check({ pincode: '560034' });
    expect(response.statusCode).toBe(200);
    expect(PincodeCheckResponse.parse(response.json())).toEqual({
      success: true,
      message: 'Delivery available to Bengaluru in 2 days',
      code: 'pincodeServiceable',
      params: ['Bengaluru', 2],
      data: {
        pincode: '560034',
        estimatedDeliveryDays: 2,
        city: 'Bengaluru',
        state: 'Karnataka',
        codAvailable: true,
      },
    });
  });

  it('says when cash on delivery is not offered', async () => {
    const response = await check({ pincode: '194101' });
    const body = PincodeCheckResponse.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ city: 'Leh', codAvailable: false, estimatedDeliveryDays: 7 });
  });

  it('ignores spaces around the pincode', async () => {
    const response = await check({ pincode: '  110001 ' });
    expect(response.statusCode).toBe(200);
    expect(PincodeCheckResponse.parse(response.json()).data?.pincode).toBe('110001');
  });

  it('answers a well-formed pincode we do not serve with success false and the reason', async () => {
    const response = await check({ pincode: '999999' });
    expect(response.statusCode).toBe(200);
    expect(PincodeCheckResponse.parse(response.json())).toEqual({
      success: false,
      message: API_MESSAGES.pincodeUnserviceable,
      code: 'pincodeUnserviceable',
    });
  });

  it.each([
    ['empty', '', API_MESSAGES.pincodeRequired],
    ['only spaces', '   ', API_MESSAGES.pincodeRequired],
    ['5 digits', '56003', API_MESSAGES.pincodeInvalid],
    ['7 digits', '5600341', API_MESSAGES.pincodeInvalid],
    ['letters', '56OO34', API_MESSAGES.pincodeInvalid],
    ['a leading 0', '012345', API_MESSAGES.pincodeInvalid],
    ['a space inside', '560 034', API_MESSAGES.pincodeInvalid],
    ['a sign', '+56003', API_MESSAGES.pincodeInvalid],
    ['a NUL byte', '56003\u0000', API_MESSAGES.pincodeInvalid],
  ])('refuses %s with 400 and a message', async (_label, pincode, message) => {
    const response = await check({ pincode });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: expect.any(String), message });
  });

  it.each([
    ['no pincode field', {}],
    ['a number instead of text', { pincode: 560034 }],
    ['null', { pincode: null }],
    ['an over-long string', { pincode: '5'.repeat(40) }],
    ['an array', { pincode: ['560034'] }],
  ])('refuses %s with 400, never a 5xx', async (_label, payload) => {
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('refuses a body that is not JSON with a 4xx', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pincodes/check',
      headers: { 'content-type': 'text/plain' },
      payload: '560034',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('serves every state and union territory, metros fastest', async () => {
    expect(new Set(DEMO_PINCODES.map((row) => row.state)).size).toBe(36);
    const metros = ['Mumbai', 'New Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad'];
    for (const city of metros) {
      const rows = DEMO_PINCODES.filter((row) => row.city === city);
      expect(rows.length, city).toBeGreaterThanOrEqual(4);
      const response = await check({ pincode: rows[0]?.pincode });
      const days = PincodeCheckResponse.parse(response.json()).data?.estimatedDeliveryDays ?? 0;
      expect(days).toBeGreaterThanOrEqual(2);
      expect(days).toBeLessThanOrEqual(3);
    }
    expect(new Set(DEMO_PINCODES.map((row) => row.city)).size).toBeGreaterThanOrEqual(70);
  });
});

describe('POST /api/pincodes/check, cached', async () => {
  const clock = fakeClock();
  const { app, db } = await useTestApp({ clock, env: { CATALOG_CACHE_TTL_MS: '5000' } });
  await seedPincodes(db);
  const check = async (pincode: string) =>
    PincodeCheckResponse.parse(
      (await app.inject({ method: 'POST', url: '/api/pincodes/check', payload: { pincode } })).json(),
    );

  it('reuses an answer for the cache lifetime: a change written elsewhere shows once it has passed', async () => {
    expect((await check('560034')).data?.codAvailable).toBe(true);
    // Another instance's back office (this one would drop its answers at once).
    await db.update(pincodes).set({ codAvailable: false }).where(eq(pincodes.pincode, '560034'));
    expect((await check('560034')).data?.codAvailable).toBe(true);
    clock.advance(5001);
    expect((await check('560034')).data?.codAvailable).toBe(false);
  });
});
