/** Staff keep the serviceable pincodes (issue 14): one by one, or a CSV import with a preview and a per-row report. */
import { PincodeImportResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { signInStaff, type TestShopper } from './helpers/session.js';

describe('admin pincodes', async () => {
  // Pincode checks are cached (as in production): every edit and import must drop the cached answers.
  const { app, db, config } = await useTestApp({ env: { CATALOG_CACHE_TTL_MS: '60000' } });
  let staff: TestShopper;
  const call = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, staff)(...args);
  const check = (pincode: string) =>
    app.inject({ method: 'POST', url: '/api/pincodes/check', payload: { pincode } });

  beforeAll(async () => {
    staff = await signInStaff(db, config);
  });

  it('adds and edits a pincode, which the shopper check answers at once', async () => {
    expect((await check('400001')).json().success).toBe(false);
    const put = await call('PUT', '/api/admin/pincodes/400001', {
      city: 'Mumbai',
      state: 'Maharashtra',
      deliveryDays: 2,
      codAvailable: true,
    });
    expect(put.statusCode).toBe(200);
    expect((await check('400001')).json()).toMatchObject({
      success: true,
      data: { estimatedDeliveryDays: 2 },
    });
    await call('PUT', '/api/admin/pincodes/400001', {
      city: 'Mumbai',
      state: 'Maharashtra',
      deliveryDays: 3,
      codAvailable: false,
    });
    expect((await check('400001')).json()).toMatchObject({
      data: { estimatedDeliveryDays: 3, codAvailable: false },
    });
    expect((await call('GET', '/api/admin/pincodes/400001')).json().data).toEqual({
      pincode: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
      deliveryDays: 3,
      codAvailable: false,
    });
    expect(
      (
        await call('PUT', '/api/admin/pincodes/012345', {
          city: 'X',
          state: 'Y',
          deliveryDays: 2,
          codAvailable: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/api/admin/pincodes/400002', {
          city: 'X',
          state: 'Y',
          deliveryDays: 0,
          codAvailable: true,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/admin/pincodes/400009')).statusCode).toBe(404);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, '400001'));
    expect(audit.map((entry) => entry.action)).toEqual(['pincode.put', 'pincode.put']);
  });

  const csv = [
    'Pincode,City,State,Delivery_Days,COD',
    '560001,Bengaluru,Karnataka,3,yes',
    '"110001","New Delhi, Central",Delhi,4,no',
    '400001,Mumbai,Maharashtra,2,Y',
    '012345,Nowhere,Nostate,3,yes',
    '560002,,Karnataka,3,yes',
    '560003,Bengaluru,Karnataka,forty,yes',
    '560004,Bengaluru,Karnataka,3,maybe',
    '560001,Bengaluru,Karnataka,5,yes',
    '560005,Bengaluru',
    '',
  ].join('\n');

  it('previews an import without writing, reporting each bad row by line', async () => {
    const response = await call('POST', '/api/admin/pincodes/import', { csv, dryRun: true });
    expect(response.statusCode).toBe(200);
    const result = PincodeImportResponse.parse(response.json()).data;
    expect(result).toMatchObject({
      dryRun: true,
      rows: 9,
      valid: 3,
      created: 2,
      updated: 1,
      unchanged: 0,
      errorCount: 6,
    });
    expect(result.errors).toEqual([
      { line: 5, pincode: '012345', message: 'Pincode must be 6 digits not starting with 0' },
      { line: 6, pincode: '560002', message: 'City is required' },
      { line: 7, pincode: '560003', message: 'Delivery days must be a whole number from 1 to 30' },
      { line: 8, pincode: '560004', message: 'COD must be yes or no' },
      { line: 9, pincode: '560001', message: 'The same pincode is on line 2' },
      { line: 10, pincode: '560005', message: 'The row does not have 5 columns' },
    ]);
    expect(result.preview[1]).toEqual({
      pincode: '110001',
      city: 'New Delhi, Central',
      state: 'Delhi',
      deliveryDays: 4,
      codAvailable: false,
    });
    expect((await check('560001')).json().success).toBe(false);
  });

  it('imports the good rows in one go and skips the bad ones', async () => {
    const result = PincodeImportResponse.parse(
      (await call('POST', '/api/admin/pincodes/import', { csv })).json(),
    ).data;
    expect(result).toMatchObject({ dryRun: false, created: 2, updated: 1, errorCount: 6 });
    expect((await check('560001')).json()).toMatchObject({
      success: true,
      data: { estimatedDeliveryDays: 3, codAvailable: true },
    });
    expect((await check('400001')).json()).toMatchObject({
      data: { estimatedDeliveryDays: 2, codAvailable: true },
    });
    expect((await check('560003')).json().success).toBe(false);
    const again = PincodeImportResponse.parse(
      (await call('POST', '/api/admin/pincodes/import', { csv })).json(),
    ).data;
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'pincode.import'));
    expect(audit).toHaveLength(1);
  });

  it('refuses a file without the columns, or without rows', async () => {
    expect(
      (await call('POST', '/api/admin/pincodes/import', { csv: 'pin,town\n560001,Bengaluru' })).json(),
    ).toEqual({
      success: false,
      code: expect.any(String),
      message: 'The first line must name the columns: pincode, city, state, delivery days, COD',
    });
    expect(
      (await call('POST', '/api/admin/pincodes/import', { csv: 'pincode,city,state,delivery days,cod\n' }))
        .statusCode,
    ).toBe(400);
  });

  it('imports India Post scale in one request', async () => {
    const rows = Array.from(
      { length: 19_000 },
      (_, index) => `${700000 + index},City ${index},State,5,${index % 2 ? 'yes' : 'no'}`,
    );
    const result = PincodeImportResponse.parse(
      (
        await call('POST', '/api/admin/pincodes/import', {
          csv: ['pincode,city,state,delivery days,cod', ...rows].join('\n'),
        })
      ).json(),
    ).data;
    expect(result).toMatchObject({ rows: 19_000, valid: 19_000, created: 19_000, errorCount: 0 });
    const page = (await call('GET', '/api/admin/pincodes?q=7000&limit=5')).json();
    expect(page.data.map((row: { pincode: string }) => row.pincode)).toEqual([
      '700000',
      '700001',
      '700002',
      '700003',
      '700004',
    ]);
    const next = (await call('GET', `/api/admin/pincodes?q=7000&limit=5&cursor=${page.nextCursor}`)).json();
    expect(next.data[0].pincode).toBe('700005');
  });
});
