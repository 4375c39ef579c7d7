/**
 * GST tax invoices and credit notes (issue 30), through HTTP on a real Postgres: an order placed as the
 * storefront places it, then `issueInvoice` called in a transaction exactly as the ship move will call it.
 * CGST + SGST inside the store's state, IGST outside; taxable + tax = what was paid; consecutive numbers under
 * concurrency; a failed render gives its number back; credit notes; the PDF read back with pdftotext; GSTR-1.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  API_MESSAGES,
  DEMO_STORE_SETTINGS,
  financialYear,
  financialYearCode,
  TAX_MESSAGES,
} from '@zari/contract';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  categories,
  invoiceLines,
  invoices,
  orderLines,
  pincodes,
  products,
} from '../src/db/schema/index.js';
import { createLocalStorage, type FileStorage } from '../src/providers/storage/index.js';
import { adminCall } from './helpers/admin.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, orderPayload } from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const PDFTOTEXT = '/usr/bin/pdftotext';
const MUMBAI_PINCODE = '400001';
const fy = financialYear(new Date());
const prefix = `${DEMO_STORE_SETTINGS.invoicePrefix}/${financialYearCode(fy)}/`;

/** A store whose PDF storage can be told to fail, as a full disk or a refused upload would. */
function failableStorage(inner: FileStorage) {
  let failing = false;
  const storage: FileStorage = {
    ...inner,
    save: (folder, name, bytes) =>
      failing ? Promise.reject(new Error('storage refused the file')) : inner.save(folder, name, bytes),
  };
  return { storage, fail: (value: boolean) => (failing = value) };
}

function pdfText(pdf: Buffer): string | undefined {
  if (!existsSync(PDFTOTEXT)) return undefined;
  return execFileSync(PDFTOTEXT, ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

describe('tax invoices and credit notes', async () => {
  const documents = failableStorage(createLocalStorage(`/tmp/zari-invoices-${process.pid}-${Date.now()}`));
  const { app, db, config } = await useTestApp({ deps: { documents: documents.storage } });
  await insertPincodes(db);
  await db.insert(pincodes).values({
    pincode: MUMBAI_PINCODE,
    city: 'Mumbai',
    state: 'Maharashtra',
    deliveryDays: 4,
    codAvailable: true,
  });
  const staff = await signInStaff(db, config, 'staff');
  const owner = await signInStaff(db, config, 'owner');

  /** A product of an apparel category (HSN 6204) at `pricePaise`, or of the class and HSN given. */
  async function product(pricePaise: number, tax = { hsn: '6204', taxClass: 'apparel' }) {
    const row = await insertProduct(db, {
      amountPaise: pricePaise,
      discountedPaise: pricePaise,
      stockCount: 50,
    });
    await db.update(categories).set(tax).where(eq(categories.id, row.categoryId));
    return row;
  }

  /** A COD order placed through the API by a new shopper, to Bengaluru (the store's state) or Mumbai. */
  async function placeOrder(
    lines: { productId: string; quantity: number }[],
    options: { postalCode?: string; donation?: number; shopper?: TestShopper } = {},
  ) {
    const shopper = options.shopper ?? (await signInShopper(db, config));
    const payload = orderPayload(
      shopper.id,
      lines.map((line) => ({ product: line.productId, size: 'M', quantity: line.quantity })),
      {
        ...(options.donation ? { donationAmount: options.donation } : {}),
        shippingAddress: {
          fullName: 'Asha Verma',
          phone: '9876543210',
          address: '12 MG Road',
          city: options.postalCode === MUMBAI_PINCODE ? 'Mumbai' : 'Bengaluru',
          state: options.postalCode === MUMBAI_PINCODE ? 'Maharashtra' : 'Karnataka',
          postalCode: options.postalCode ?? '560025',
        },
      },
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { shopper, orderId: response.json().data._id as string };
  }

  /** Exactly what the ship move will do: issue the invoice inside the move's own transaction. */
  const ship = (orderId: string) => db.transaction((tx) => app.invoices.issueInvoice(tx, orderId));

  const download = (shopper: TestShopper, orderId: string) =>
    app.inject({
      method: 'GET',
      url: `/api/product-orders/${orderId}/invoice`,
      headers: { cookie: shopper.cookie },
    });

  const linesOf = (invoiceId: string) =>
    db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(invoiceLines.position);

  it('issues an intra-state invoice (CGST + SGST) whose lines add up to what was paid, and the shopper downloads it', async () => {
    const dress = await product(149_900);
    const bag = await product(99_900, { hsn: '4202', taxClass: 'bags' });
    const { shopper, orderId } = await placeOrder(
      [
        { productId: dress.id, quantity: 2 },
        { productId: bag.id, quantity: 1 },
      ],
      { donation: 10 },
    );
    // 404 before it is issued.
    const early = await download(shopper, orderId);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: TAX_MESSAGES.invoiceNotIssued,
    });

    const invoice = await ship(orderId);
    expect(invoice.number).toMatch(new RegExp(`^${prefix.replaceAll('/', '\\/')}\\d{4}$`));
    expect(invoice.placeOfSupply).toBe('29');
    const lines = await linesOf(invoice.id);
    // ₹2,998 of apparel at 5 %: taxable = round(299800 / 1.05) = 285524, tax 14276 split 7138 + 7138.
    expect(lines[0]).toMatchObject({
      hsn: '6204',
      quantity: 2,
      ratePercent: 5,
      taxablePaise: 285_524,
      cgstPaise: 7138,
      sgstPaise: 7138,
      igstPaise: 0,
      totalPaise: 299_800,
    });
    // ₹999 of bags at 18 %: taxable = round(99900 / 1.18) = 84661, tax 15239, the odd paisa to CGST.
    expect(lines[1]).toMatchObject({
      hsn: '4202',
      ratePercent: 18,
      taxablePaise: 84_661,
      cgstPaise: 7620,
      sgstPaise: 7619,
    });
    expect(lines[2]).toMatchObject({
      description: 'Plantation amount',
      hsn: null,
      taxablePaise: 0,
      totalPaise: 1000,
    });
    for (const line of lines.slice(0, 2)) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
    }
    expect(invoice.totalPaise).toBe(299_800 + 99_900 + 1000);
    expect(invoice.nonTaxablePaise).toBe(1000);

    const pdf = await download(shopper, orderId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    if (text === undefined) {
      console.warn('pdftotext is missing: the PDF text is not checked');
      return;
    }
    for (const field of [
      'Tax Invoice',
      'कर बीजक',
      DEMO_STORE_SETTINGS.legalName,
      `GSTIN: ${DEMO_STORE_SETTINGS.gstin}`,
      invoice.number,
      'Asha Verma',
      'Place of supply: 29-Karnataka',
      '6204',
      '4202',
      '2,855.24',
      '71.38',
      '76.20',
      '76.19',
      'Plantation amount',
      '₹4,007.00',
      'Rupees Four Thousand Seven Only',
      'HSN summary',
    ]) {
      expect(text, field).toContain(field);
    }
  });

  it('issues IGST to another state, and staff print it; other shoppers get 404', async () => {
    const dress = await product(300_000);
    const { shopper, orderId } = await placeOrder([{ productId: dress.id, quantity: 1 }], {
      postalCode: MUMBAI_PINCODE,
    });
    const invoice = await ship(orderId);
    expect(invoice.placeOfSupply).toBe('27');
    // ₹3,000 a piece is over ₹2,625 (₹2,500 before 5 %): 18 %.
    const [line] = await linesOf(invoice.id);
    expect(line).toMatchObject({
      ratePercent: 18,
      taxablePaise: 254_237,
      igstPaise: 45_763,
      cgstPaise: 0,
      sgstPaise: 0,
    });

    const printed = await adminCall(app, staff)('GET', `/api/admin/orders/${orderId}/invoice`);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    const text = pdfText(printed.rawPayload);
    if (text) expect(text).toContain('27-Maharashtra');
    expect(text ?? 'IGST').toContain('IGST');

    const stranger = await signInShopper(db, config);
    const refused = await download(stranger, orderId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.orderNotFound,
    });
    expect((await download(shopper, orderId)).statusCode).toBe(200);
    // Issuing again (a retried move) answers the same invoice and takes no number.
    expect((await ship(orderId)).number).toBe(invoice.number);
  });

  it('gives two orders shipped at once consecutive numbers, no gap and no duplicate', async () => {
    const dress = await product(99_900);
    const orders = await Promise.all(
      [1, 2, 3, 4].map(() => placeOrder([{ productId: dress.id, quantity: 1 }])),
    );
    const issued = await Promise.all(orders.map(({ orderId }) => ship(orderId)));
    const serials = issued.map((invoice) => invoice.serial).sort((a, b) => a - b);
    const first = serials[0] ?? 0;
    expect(serials).toEqual([first, first + 1, first + 2, first + 3]);
    const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(invoices);
    const [{ max } = { max: 0 }] = await db.select({ max: sql<number>`max(serial)::int` }).from(invoices);
    expect(max).toBe(count);
  });

  it('rolls the move back when the PDF cannot be stored, and the next invoice takes that number', async () => {
    const dress = await product(99_900);
    const { orderId } = await placeOrder([{ productId: dress.id, quantity: 1 }]);
    const [{ before } = { before: 0 }] = await db
      .select({ before: sql<number>`max(serial)::int` })
      .from(invoices);
    documents.fail(true);
    // A fault (503: the move may be retried), with the storage's own error kept for the log.
    await expect(ship(orderId)).rejects.toMatchObject({
      statusCode: 503,
      message: API_MESSAGES.serviceUnavailable,
      cause: new Error('storage refused the file'),
    });
    documents.fail(false);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);
    const next = await ship(orderId);
    expect(next.serial).toBe(before + 1);
  });

  it('refuses to ship a line without an HSN (409, the move rolls back)', async () => {
    const shirt = await product(99_900, { hsn: '6204', taxClass: 'apparel' });
    await db
      .update(categories)
      .set({ hsn: null, taxClass: 'other' })
      .where(eq(categories.id, shirt.categoryId));
    const { orderId } = await placeOrder([{ productId: shirt.id, quantity: 1 }]);
    await expect(ship(orderId)).rejects.toMatchObject({
      statusCode: 409,
      message: TAX_MESSAGES.hsnMissing(shirt.title),
    });
    // A product's own HSN and class win over its category's.
    await db.update(products).set({ hsn: '6206', taxClass: 'apparel' }).where(eq(products.id, shirt.id));
    const invoice = await ship(orderId);
    expect((await linesOf(invoice.id))[0]).toMatchObject({ hsn: '6206', ratePercent: 5 });
  });

  it('issues a credit note reversing exactly the returned lines, then the rest on cancel, each line once', async () => {
    const dress = await product(149_900);
    const bag = await product(99_900, { hsn: '4202', taxClass: 'bags' });
    const { shopper, orderId } = await placeOrder([
      { productId: dress.id, quantity: 1 },
      { productId: bag.id, quantity: 1 },
    ]);
    const invoice = await ship(orderId);
    const [dressLine, bagLine] = await linesOf(invoice.id);
    const [bagOrderLine] = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.productId, bag.id));

    const returned = await db.transaction((tx) =>
      app.invoices.issueCreditNote(tx, {
        orderId,
        reason: 'returned',
        orderLineIds: [bagOrderLine?.id ?? ''],
      }),
    );
    expect(returned?.number).toMatch(/^ZRI\/CN\/\d{4}\/\d{4}$/);
    expect(returned).toMatchObject({
      reason: 'returned',
      taxablePaise: bagLine?.taxablePaise,
      cgstPaise: bagLine?.cgstPaise,
      sgstPaise: bagLine?.sgstPaise,
      totalPaise: 99_900,
    });
    // The same return again reverses nothing.
    expect(
      await db.transaction((tx) =>
        app.invoices.issueCreditNote(tx, {
          orderId,
          reason: 'returned',
          orderLineIds: [bagOrderLine?.id ?? ''],
        }),
      ),
    ).toBeNull();
    const cancelled = await db.transaction((tx) =>
      app.invoices.issueCreditNote(tx, { orderId, reason: 'cancelled' }),
    );
    expect(cancelled).toMatchObject({ taxablePaise: dressLine?.taxablePaise, totalPaise: 149_900 });
    expect(Number(cancelled?.serial)).toBe(Number(returned?.serial) + 1);

    const note = await app.inject({
      method: 'GET',
      url: `/api/product-orders/${orderId}/credit-notes/${returned?.id}`,
      headers: { cookie: shopper.cookie },
    });
    expect(note.statusCode).toBe(200);
    const text = pdfText(note.rawPayload);
    if (text) {
      for (const field of [
        'Credit Note',
        returned?.number ?? '',
        `Against invoice: ${invoice.number}`,
        '4202',
      ]) {
        expect(text).toContain(field);
      }
    }
    const summary = (await app.invoices.summaries([orderId])).get(orderId);
    expect(summary?.invoice.number).toBe(invoice.number);
    expect(summary?.creditNotes.map((entry) => entry.number)).toEqual([returned?.number, cancelled?.number]);
  });

  it('issues no credit note for an order cancelled before shipping', async () => {
    const dress = await product(99_900);
    const { orderId } = await placeOrder([{ productId: dress.id, quantity: 1 }]);
    expect(
      await db.transaction((tx) => app.invoices.issueCreditNote(tx, { orderId, reason: 'cancelled' })),
    ).toBeNull();
  });

  it("exports the month's GSTR-1 as CSVs that reconcile to the paisa with its invoices", async () => {
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .slice(0, 7);
    const refused = await adminCall(app, staff)('GET', `/api/admin/reports/gstr1?month=${month}`);
    expect(refused.statusCode).toBe(403);
    const bad = await adminCall(app, owner)('GET', '/api/admin/reports/gstr1?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(TAX_MESSAGES.gstr1MonthInvalid);

    const response = await adminCall(app, owner)('GET', `/api/admin/reports/gstr1?month=${month}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(response.rawPayload))).map(([name, bytes]) => [
        name,
        strFromU8(bytes),
      ]),
    );
    expect(Object.keys(files).sort()).toEqual([
      'b2cl.csv',
      'b2cs.csv',
      'credit-notes.csv',
      'docs.csv',
      'hsn.csv',
    ]);
    const rows = (name: string) =>
      (files[name] ?? '')
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(','));
    const paise = (value: string | undefined) => Math.round(Number(value) * 100);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

    const all = await db.select().from(invoices);
    const expected = {
      taxable: sum(all.map((invoice) => invoice.taxablePaise)),
      igst: sum(all.map((invoice) => invoice.igstPaise)),
      cgst: sum(all.map((invoice) => invoice.cgstPaise)),
      sgst: sum(all.map((invoice) => invoice.sgstPaise)),
    };
    const b2cs = rows('b2cs.csv');
    expect(sum(b2cs.map((row) => paise(row[4])))).toBe(expected.taxable);
    expect(sum(b2cs.map((row) => paise(row[5])))).toBe(expected.igst);
    expect(sum(b2cs.map((row) => paise(row[6])))).toBe(expected.cgst);
    expect(sum(b2cs.map((row) => paise(row[7])))).toBe(expected.sgst);
    expect(b2cs.map((row) => `${row[1]}@${row[2]}`)).toEqual(
      expect.arrayContaining(['29-Karnataka@5', '29-Karnataka@18', '27-Maharashtra@18']),
    );
    const hsn = rows('hsn.csv');
    expect(sum(hsn.map((row) => paise(row[6])))).toBe(expected.taxable);
    expect(sum(hsn.map((row) => paise(row[4])))).toBe(
      expected.taxable + expected.igst + expected.cgst + expected.sgst,
    );
    const docs = rows('docs.csv');
    const numbers = all.map((invoice) => invoice.number).sort();
    expect(docs[0]).toEqual([
      'Invoices for outward supply',
      numbers[0],
      numbers.at(-1),
      String(all.length),
      '0',
    ]);
    expect(rows('credit-notes.csv')).toHaveLength(2);
  });

  it("takes a line's promotion share from order_lines.discount_paise once that column exists", async () => {
    await db.execute(
      sql`alter table order_lines add column if not exists discount_paise bigint not null default 0`,
    );
    const dress = await product(280_000);
    const { orderId } = await placeOrder([{ productId: dress.id, quantity: 1 }]);
    // ₹2,800 less a ₹200 promotion share: ₹2,600 a piece is under ₹2,625, so 5 % (18 % without the discount).
    await db.execute(sql`update order_lines set discount_paise = 20000 where order_id = ${orderId}`);
    const invoice = await ship(orderId);
    expect((await linesOf(invoice.id))[0]).toMatchObject({
      unitPricePaise: 280_000,
      discountPaise: 20_000,
      ratePercent: 5,
      taxablePaise: 247_619,
      totalPaise: 260_000,
    });
  });
});

describe('invoice numbers by financial year', async () => {
  // 31 March, a minute before midnight in India: still the financial year 2025-26.
  const clock = fakeClock(new Date('2026-03-31T23:59:00+05:30'));
  const { app, db, config } = await useTestApp({ clock });
  await insertPincodes(db);

  async function shippedOrder() {
    const dress = await insertProduct(db, { stockCount: 5 });
    await db
      .update(categories)
      .set({ hsn: '6204', taxClass: 'apparel' })
      .where(eq(categories.id, dress.categoryId));
    const shopper = await signInShopper(db, config);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: dress.id, size: 'M', quantity: 1 }]),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return db.transaction((tx) => app.invoices.issueInvoice(tx, placed.json().data._id));
  }

  it('numbers each financial year from 0001, the year turning at midnight in India on 1 April', async () => {
    expect((await shippedOrder()).number).toBe('ZRI/2526/0001');
    expect((await shippedOrder()).number).toBe('ZRI/2526/0002');
    clock.advance(60_000);
    const april = await shippedOrder();
    expect(april).toMatchObject({ number: 'ZRI/2627/0001', financialYear: '2026-27', serial: 1 });
    expect(april.number.length).toBeLessThanOrEqual(16);
  });
});

describe('stored invoice PDFs are never public files', async () => {
  // The app's own document storage: the private folder of the uploads volume.
  const { app, db, config } = await useTestApp();
  await insertPincodes(db);

  it('refuses the PDF at every spelling of its /uploads path, while the owner of the order downloads it', async () => {
    const dress = await insertProduct(db, { stockCount: 5 });
    await db
      .update(categories)
      .set({ hsn: '6204', taxClass: 'apparel' })
      .where(eq(categories.id, dress.categoryId));
    const shopper = await signInShopper(db, config);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: dress.id, size: 'M', quantity: 1 }]),
    });
    const orderId = placed.json().data._id as string;
    const invoice = await db.transaction((tx) => app.invoices.issueInvoice(tx, orderId));
    const file = invoice.pdfKey.replace(/^\/uploads\//, '');
    expect(existsSync(`${config.DATA_DIR}/uploads/private-documents/${file}`)).toBe(true);
    for (const url of [
      `/uploads/private-documents/${file}`,
      `/uploads//private-documents/${file}`,
      `/uploads/./private-documents/${file}`,
      `/uploads/avatars/../private-documents/${file}`,
      `/uploads/%70rivate-documents/${file}`,
      `/uploads/private-documents%2F${file.replaceAll('/', '%2F')}`,
      invoice.pdfKey,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.rawPayload.subarray(0, 5).toString(), url).not.toBe('%PDF-');
    }
    const download = await app.inject({
      method: 'GET',
      url: `/api/product-orders/${orderId}/invoice`,
      headers: { cookie: shopper.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
