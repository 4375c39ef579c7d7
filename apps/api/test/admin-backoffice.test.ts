/**
 * The back office an owner can run (issue 31): true product counts per category, colours edited after
 * creation and audited, the audit log filtered by person, kind and India days, the accountant's orders CSV,
 * the customer list and its CSV, each with who may call it. Through HTTP on a real Postgres.
 */
import { ADMIN_MESSAGES, API_PATHS, type OrderPayload, REPORT_RANGE_MAX_DAYS } from '@zari/contract';
import {
  AdminCategoryListResponse,
  AdminCustomerListResponse,
  AdminVariantResponse,
  AuditListResponse,
  UploadedImageResponse,
} from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, orders, products } from '../src/db/schema/index.js';
import { adminCall, adminUpload } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import {
  insertPincodes,
  insertProduct,
  insertVariant,
  orderPayload,
  shippingAddress,
} from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

describe('back office for the owner (issue 31)', async () => {
  const { app, db, config } = await useTestApp();
  let staff: TestShopper;
  let owner: TestShopper;
  const asStaff = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, staff)(...args);
  const asOwner = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, owner)(...args);

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config, 'staff');
    owner = await signInStaff(db, config, 'owner');
  });

  it('counts each category’s live products (archived ones left out)', async () => {
    const [kurtas, sarees, empty] = await db
      .insert(categories)
      .values([
        { title: 'Kurtas', slug: 'kurtas-31', image: '/uploads/categories/kurtas.webp' },
        { title: 'Sarees', slug: 'sarees-31', image: '/uploads/categories/sarees.webp' },
        { title: 'Empty', slug: 'empty-31', image: '/uploads/categories/empty.webp' },
      ])
      .returning({ id: categories.id });
    const product = (categoryId: string, title: string, archived = false) => ({
      title,
      description: '',
      categoryId,
      amountPaise: 100_000,
      discountedPaise: 0,
      images: [],
      sizes: ['M'],
      stockCount: 1,
      ...(archived ? { archivedAt: new Date() } : {}),
    });
    await db
      .insert(products)
      .values([
        product(kurtas?.id ?? '', 'K1'),
        product(kurtas?.id ?? '', 'K2'),
        product(kurtas?.id ?? '', 'K3'),
        product(kurtas?.id ?? '', 'K4 archived', true),
        product(sarees?.id ?? '', 'S1'),
      ]);
    const response = await asStaff('GET', '/api/admin/categories');
    expect(response.statusCode).toBe(200);
    const counts = Object.fromEntries(
      AdminCategoryListResponse.parse(response.json()).data.map((row) => [row._id, row.productCount]),
    );
    expect(counts[kurtas?.id ?? '']).toBe(3);
    expect(counts[sarees?.id ?? '']).toBe(1);
    expect(counts[empty?.id ?? '']).toBe(0);
  });

  it('edits a colour after creation (price, MRP, name, swatch, photos) and audits it with its product', async () => {
    const product = await insertProduct(db, { title: 'Bandhani Dupatta' });
    const variant = await insertVariant(db, product.id);
    const url = `/api/admin/products/${product.id}/variants/${variant.id}`;
    const photos = ['/uploads/products/a.webp', '/uploads/products/b.webp', '/uploads/products/c.webp'];

    const edited = await asStaff('PATCH', url, {
      colorName: 'Maroon',
      colorCode: '#800000',
      price: 2799,
      discountedPrice: 2399.5,
      images: photos,
    });
    expect(edited.statusCode).toBe(200);
    expect(AdminVariantResponse.parse(edited.json()).data).toMatchObject({
      colorCode: '#800000',
      price: 2799,
      discountedPrice: 2399.5,
      images: photos,
    });

    // Reorder and remove: the list sent is the list kept.
    const reordered = await asStaff('PATCH', url, { images: [photos[2], photos[0]] });
    expect(AdminVariantResponse.parse(reordered.json()).data.images).toEqual([photos[2], photos[0]]);

    // The storefront sees the new price at once.
    const shown = await app.inject({ method: 'GET', url: `/api/product-variants/product/${product.id}` });
    expect(shown.json().data[0]).toMatchObject({ price: 2799, discountedPrice: 2399.5 });

    const refused = await asStaff('PATCH', url, { discountedPrice: 3000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.discountAboveAmount);
    expect((await asStaff('PATCH', url, { colorCode: 'red' })).statusCode).toBe(400);
    expect((await asStaff('PATCH', url, { images: ['https://elsewhere.example/x.jpg'] })).statusCode).toBe(
      400,
    );
    expect((await asStaff('PATCH', url, { stockCount: 3 })).statusCode).toBe(400);
    const other = await insertProduct(db);
    expect(
      (await asStaff('PATCH', `/api/admin/products/${other.id}/variants/${variant.id}`, { price: 1 }))
        .statusCode,
    ).toBe(404);

    const log = await asOwner('GET', `/api/admin/audit?action=variant.update&entityId=${variant.id}`);
    expect(log.statusCode).toBe(200);
    const entries = AuditListResponse.parse(log.json()).data;
    expect(entries).toHaveLength(2);
    const first = entries[1];
    expect(first).toMatchObject({
      action: 'variant.update',
      actor: { _id: staff.id },
      product: { _id: product.id, title: 'Bandhani Dupatta' },
    });
    expect(first?.before).toMatchObject({ colorCode: '#1F3A93', price: 2599 });
    expect(first?.after).toMatchObject({ colorCode: '#800000', price: 2799, discountedPrice: 2399.5 });

    // A removed colour's entry still names its product.
    expect((await asStaff('DELETE', url)).statusCode).toBe(200);
    const removed = await asOwner('GET', `/api/admin/audit?action=variant.delete&entityId=${variant.id}`);
    expect(AuditListResponse.parse(removed.json()).data[0]?.product).toEqual({
      _id: product.id,
      title: 'Bandhani Dupatta',
    });
  });

  it('filters the audit log by person, kind and India days, refusing days that do not exist', async () => {
    const other = await signInStaff(db, config, 'staff');
    const entityId = crypto.randomUUID();
    const rows = await db
      .insert(auditLog)
      .values([
        // 23:59 IST on 24 November, 00:01 IST on 25 November, and 26 November.
        {
          actorId: staff.id,
          action: 'pincode.put',
          entityType: 'pincode',
          entityId,
          createdAt: new Date('2026-11-24T18:29:00Z'),
        },
        {
          actorId: staff.id,
          action: 'pincode.put',
          entityType: 'pincode',
          entityId,
          createdAt: new Date('2026-11-24T18:31:00Z'),
        },
        {
          actorId: other.id,
          action: 'pincode.put',
          entityType: 'pincode',
          entityId,
          createdAt: new Date('2026-11-25T10:00:00Z'),
        },
        {
          actorId: staff.id,
          action: 'pincode.import',
          entityType: 'pincode',
          entityId,
          createdAt: new Date('2026-11-26T10:00:00Z'),
        },
      ])
      .returning({ id: auditLog.id });
    const ids = async (query: string) => {
      const response = await asOwner('GET', `/api/admin/audit?entityId=${entityId}&${query}`);
      expect(response.statusCode).toBe(200);
      return AuditListResponse.parse(response.json()).data.map((entry) => entry._id);
    };
    const [at24, at25early, at25other, at26] = rows.map((row) => row.id);
    expect(await ids('from=2026-11-25&to=2026-11-25')).toEqual([at25other, at25early]);
    expect(await ids('to=2026-11-24')).toEqual([at24]);
    expect(await ids('from=2026-11-26')).toEqual([at26]);
    expect(await ids(`actorId=${other.id}`)).toEqual([at25other]);
    expect(await ids(`actorId=${staff.id}&action=pincode.put`)).toEqual([at25early, at24]);
    expect(await ids('action=pincode.import&from=2026-11-24&to=2026-11-26')).toEqual([at26]);

    for (const bad of ['from=2026-02-30', 'to=26-11-2026', 'from=0000-01-01']) {
      const response = await asOwner('GET', `/api/admin/audit?${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ADMIN_MESSAGES.invalidDate);
    }
    const reversed = await asOwner('GET', '/api/admin/audit?from=2026-11-26&to=2026-11-25');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(ADMIN_MESSAGES.dateRangeReversed);
    expect((await asOwner('GET', '/api/admin/audit?action=DROP TABLE')).statusCode).toBe(400);
    expect((await asStaff('GET', '/api/admin/audit')).statusCode).toBe(403);
  });

  /** A COD order placed through the API by `shopper`, then dated `at`. */
  async function placeOrderAt(
    shopper: TestShopper,
    productId: string,
    at: string,
    overrides: Partial<OrderPayload> = {},
  ) {
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: productId, size: 'M', quantity: 2 }], overrides),
    });
    expect(placed.statusCode).toBe(200);
    const id = placed.json().data._id as string;
    await db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.id, id));
    return id;
  }

  it('lists customers by last order with orders kept and money spent, searched and keyset-paged', async () => {
    const product = await insertProduct(db, { amountPaise: 100_000, discountedPaise: 0, stockCount: 100 });
    const meera = await signInShopper(db, config, { fullName: 'Meera Iyer' });
    const ravi = await signInShopper(db, config, { fullName: 'Ravi Kumar' });
    const nameless = await signInShopper(db, config, { fullName: '' });
    await signInShopper(db, config, { fullName: 'Never Ordered' });
    await placeOrderAt(meera, product.id, '2026-11-01T10:00:00Z');
    const cancelled = await placeOrderAt(meera, product.id, '2026-11-20T10:00:00Z');
    await db.update(orders).set({ stage: 'cancelled', isCancelled: true }).where(eq(orders.id, cancelled));
    await placeOrderAt(ravi, product.id, '2026-11-10T10:00:00Z');
    await placeOrderAt(nameless, product.id, '2026-11-05T10:00:00Z', {
      shippingAddress: { ...shippingAddress(), fullName: '@Nameless Buyer' },
    });

    const list = async (query: string, who = staff) => {
      const response = await adminCall(app, who)('GET', `/api/admin/customers?${query}`);
      expect(response.statusCode).toBe(200);
      return AdminCustomerListResponse.parse(response.json());
    };
    const all = await list('');
    expect(all.data.map((row) => row.fullName)).toEqual(['Meera Iyer', 'Ravi Kumar', '@Nameless Buyer']);
    expect(all.data[0]).toMatchObject({
      _id: meera.id,
      phone: meera.phone,
      orders: 1,
      totalSpent: 2000,
      lastOrderAt: '2026-11-20T10:00:00.000Z',
    });
    expect(all.nextCursor).toBeNull();

    expect((await list('q=ravi')).data.map((row) => row._id)).toEqual([ravi.id]);
    expect(
      (
        await list(`q=${encodeURIComponent(`+91 ${nameless.phone.slice(3, 8)} ${nameless.phone.slice(8)}`)}`)
      ).data.map((row) => row._id),
    ).toEqual([nameless.id]);
    expect((await list('q=nameless')).data.map((row) => row._id)).toEqual([nameless.id]);
    // A typed % is a percent sign, not a wildcard (unescaped, "a%" would match every name with an a). No digits,
    // so no phone match either ("100%" once matched test phones that happened to hold 100).
    expect((await list('q=a%25')).data).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(`limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(1);
      seen.push(...page.data.map((row) => row._id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([meera.id, ravi.id, nameless.id]);
    expect((await asStaff('GET', '/api/admin/customers?cursor=bm9wZQ')).statusCode).toBe(400);

    const csv = await asOwner('GET', '/api/admin/reports/customers.csv?q=a');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.slice(1).trimEnd().split('\r\n')).toEqual([
      'Name,Phone,Orders,Total spent (₹),Last order (IST)',
      `Meera Iyer,'${meera.phone},1,2000.00,2026-11-20 15:30`,
      `Ravi Kumar,'${ravi.phone},1,2000.00,2026-11-10 15:30`,
      `'@Nameless Buyer,'${nameless.phone},1,2000.00,2026-11-05 15:30`,
    ]);
    expect((await asStaff('GET', '/api/admin/reports/customers.csv')).statusCode).toBe(403);
  });

  it('exports a range of orders as CSV for the owner: IST days, rupees, formulas defused', async () => {
    const product = await insertProduct(db, {
      amountPaise: 249_900,
      discountedPaise: 199_950,
      stockCount: 50,
    });
    const shopper = await signInShopper(db, config, { fullName: 'Asha Verma' });
    const before = await placeOrderAt(shopper, product.id, '2026-08-31T18:29:00Z'); // 23:59 IST, 31 Aug
    const first = await placeOrderAt(shopper, product.id, '2026-08-31T18:31:00Z', {
      shippingAddress: { ...shippingAddress(), fullName: '=HYPERLINK("http://evil.example","Click")' },
    }); // 00:01 IST, 1 Sep
    const last = await placeOrderAt(shopper, product.id, '2026-09-30T18:29:00Z'); // 23:59 IST, 30 Sep
    const after = await placeOrderAt(shopper, product.id, '2026-09-30T18:31:00Z'); // 00:01 IST, 1 Oct

    const response = await asOwner('GET', '/api/admin/reports/orders.csv?from=2026-09-01&to=2026-09-30');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-09-01-to-2026-09-30.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = response.body;
    expect(text.startsWith('\uFEFFOrder id,Order number,Placed (IST),Customer,Phone')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(text).not.toContain(before);
    expect(text).not.toContain(after);
    const [, firstRow, lastRow] = lines;
    expect(firstRow?.startsWith(`${first},${first.slice(-8).toUpperCase()},2026-09-01 00:01,`)).toBe(true);
    // The formula is text: an apostrophe first, the quotes doubled inside a quoted cell.
    expect(firstRow).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(lastRow?.startsWith(`${last},${last.slice(-8).toUpperCase()},2026-09-30 23:59,Asha Verma,`)).toBe(
      true,
    );
    // Two pieces at ₹1,999.50: a subtotal and total of 3999.00 rupees, no donation or discount.
    expect(lastRow).toContain(
      ',Cash on delivery,Pending,Awaiting confirmation,2,3999.00,0.00,,0.00,3999.00,No',
    );

    const staffTry = await asStaff('GET', '/api/admin/reports/orders.csv?from=2026-09-01&to=2026-09-30');
    expect(staffTry.statusCode).toBe(403);
    for (const [query, message] of [
      ['from=2026-11-01', undefined],
      ['from=2026-11-31&to=2026-12-01', ADMIN_MESSAGES.invalidDate],
      ['from=2026-12-01&to=2026-11-01', ADMIN_MESSAGES.dateRangeReversed],
      ['from=2025-01-01&to=2026-11-30', ADMIN_MESSAGES.dateRangeTooLong(REPORT_RANGE_MAX_DAYS)],
    ] as const) {
      const refused = await asOwner('GET', `/api/admin/reports/orders.csv?${query}`);
      expect(refused.statusCode).toBe(400);
      if (message) expect(refused.json().message).toBe(message);
    }
  });

  it('keeps a 2880×1200 banner whole: the pipeline scales it and never crops', async () => {
    const bytes = await sharp({ create: { width: 2880, height: 1200, channels: 3, background: '#c05a7a' } })
      .jpeg()
      .toBuffer();
    const response = await adminUpload(app, staff)('/api/admin/images', {
      name: 'hero.jpg',
      type: 'image/jpeg',
      bytes,
    });
    expect(response.statusCode).toBe(200);
    const stored = UploadedImageResponse.parse(response.json()).data;
    expect(stored.width / stored.height).toBeCloseTo(2880 / 1200, 2);
    expect(stored).toMatchObject({ width: 1440, height: 600 });
  });
});
