/**
 * The store's settings (issue 30): the owner reads and changes them (merged, checked whole, audited), shoppers
 * read the public part at /api/store (cached, refreshed on save), and the tax classes are the contract's.
 * Through HTTP on a real Postgres.
 */
import { join } from 'node:path';
import { DEFAULT_TAX_CLASSES, DEMO_STORE_SETTINGS, HSN_PATTERN, TAX_MESSAGES } from '@zari/contract';
import { PublicStoreSettingsResponse, StoreSettingsResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categories } from '../src/db/schema/index.js';
import { seedDemoCatalog } from '../src/db/seed/seed.js';
import { DEMO_CATEGORY_TAX, seedDemoCategoryTax, seedStoreSettings } from '../src/db/seed/store-settings.js';
import { listTaxClasses } from '../src/modules/settings/repository.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { signInShopper, signInStaff } from './helpers/session.js';

/** A real-looking GSTIN of Maharashtra (27) with a valid check character (the contract's own test value). */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const MUMBAI = {
  line1: '12 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  stateCode: '27',
  pincode: '400020',
};

describe('store settings', async () => {
  const { app, db, config } = await useTestApp();
  const owner = await signInStaff(db, config, 'owner');
  const staff = await signInStaff(db, config, 'staff');
  const shopper = await signInShopper(db, config);
  const asOwner = adminCall(app, owner);

  it('starts as the demo seller, and shows shoppers all of it but the invoice prefix', async () => {
    const settings = StoreSettingsResponse.parse((await asOwner('GET', '/api/admin/settings')).json()).data;
    expect(settings).toEqual(DEMO_STORE_SETTINGS);
    const store = await app.inject({ method: 'GET', url: '/api/store' });
    expect(store.statusCode).toBe(200);
    expect(store.headers['cache-control']).toBe('public, no-cache');
    const { invoicePrefix: _prefix, ...shown } = DEMO_STORE_SETTINGS;
    expect(store.json()).toEqual({ success: true, data: shown });
    expect(PublicStoreSettingsResponse.parse(store.json()).data.gstin).toBe(DEMO_STORE_SETTINGS.gstin);
  });

  it('lets only the owner read or change them', async () => {
    for (const who of [staff, shopper]) {
      expect((await adminCall(app, who)('GET', '/api/admin/settings')).statusCode).toBe(403);
      expect((await adminCall(app, who)('PATCH', '/api/admin/settings', { tradeName: 'X' })).statusCode).toBe(
        403,
      );
    }
    expect((await adminCall(app, undefined)('GET', '/api/admin/settings')).statusCode).toBe(401);
  });

  it.each([
    [
      'a GSTIN whose check character is wrong',
      { gstin: '29AAACZ1234F1ZJ' },
      `gstin: ${TAX_MESSAGES.gstinInvalid}`,
    ],
    // Sent alone, the GSTIN passes the body's schema and is refused by the merged check.
    [
      'a GSTIN of another state than the saved address',
      { gstin: MAHARASHTRA_GSTIN },
      `gstin: ${TAX_MESSAGES.gstinStateMismatch}`,
    ],
    [
      'an address in another state than the saved GSTIN',
      { registeredAddress: MUMBAI },
      `gstin: ${TAX_MESSAGES.gstinStateMismatch}`,
    ],
    [
      'a bad invoice prefix',
      { invoicePrefix: 'ZARI' },
      `invoicePrefix: ${TAX_MESSAGES.invoicePrefixInvalid}`,
    ],
    ['nothing at all', {}, TAX_MESSAGES.settingsUpdateEmpty],
  ])('refuses %s with 400 and the contract message, changing nothing', async (_name, patch, message) => {
    const response = await asOwner('PATCH', '/api/admin/settings', patch);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: expect.any(String), message });
    const settings = StoreSettingsResponse.parse((await asOwner('GET', '/api/admin/settings')).json()).data;
    expect(settings).toEqual(DEMO_STORE_SETTINGS);
  });

  it('merges a patch, checks it whole, audits it and shows shoppers the change at once', async () => {
    // Warm the public cache first: the save must drop it.
    expect((await app.inject({ method: 'GET', url: '/api/store' })).statusCode).toBe(200);
    const response = await asOwner('PATCH', '/api/admin/settings', {
      gstin: MAHARASHTRA_GSTIN.toLowerCase(),
      registeredAddress: MUMBAI,
      invoicePrefix: 'zm',
    });
    expect(response.statusCode).toBe(200);
    const saved = StoreSettingsResponse.parse(response.json()).data;
    expect(saved).toEqual({
      ...DEMO_STORE_SETTINGS,
      gstin: MAHARASHTRA_GSTIN,
      registeredAddress: MUMBAI,
      invoicePrefix: 'ZM',
    });
    const store = PublicStoreSettingsResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/store' })).json(),
    );
    expect(store.data.gstin).toBe(MAHARASHTRA_GSTIN);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(entry).toMatchObject({ actorId: owner.id, entityType: 'settings', before: DEMO_STORE_SETTINGS });
    expect(entry?.after).toMatchObject({ gstin: MAHARASHTRA_GSTIN });
  });

  it("seeds the tax classes as the contract's DEFAULT_TAX_CLASSES, rates and all", async () => {
    expect(await listTaxClasses(db)).toEqual(DEFAULT_TAX_CLASSES);
  });

  it("seeds the demo seller once, never over the owner's save", async () => {
    // The owner saved a Maharashtra seller above; a later start's seed leaves it.
    expect(await seedStoreSettings(db)).toBe(false);
    const settings = StoreSettingsResponse.parse((await asOwner('GET', '/api/admin/settings')).json()).data;
    expect(settings.gstin).toBe(MAHARASHTRA_GSTIN);
  });

  it('gives every demo category an HSN and a tax class, and fills them in on a catalogue seeded before', async () => {
    await seedDemoCatalog(db, { uploadsDir: join(config.DATA_DIR, 'uploads') });
    const rows = await db.select().from(categories);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.hsn, row.slug).toMatch(HSN_PATTERN);
      expect(row.taxClass).toBe(DEMO_CATEGORY_TAX[row.slug]?.taxClass);
    }
    expect(rows.find((row) => row.slug === 'jewellery')).toMatchObject({
      hsn: '7117',
      taxClass: 'imitation-jewellery',
    });
    // A database seeded before issue 30 has no tax fields on its demo categories: the start-up fills them in.
    await db.update(categories).set({ hsn: null, taxClass: 'other' }).where(eq(categories.slug, 'bags'));
    await seedDemoCategoryTax(db);
    const [bags] = await db.select().from(categories).where(eq(categories.slug, 'bags'));
    expect(bags).toMatchObject({ hsn: '4202', taxClass: 'bags' });
  });
});
