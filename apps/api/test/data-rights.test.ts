/**
 * The shopper's data rights (issue 34), through HTTP on Postgres: consents recorded at signup with time and
 * source; "Download my data" produced in the background, its link only for its owner, once, until it expires;
 * "Delete my account" refused without a fresh code or while an order is open, then irreversible: no table
 * holds the old phone, name or address anywhere, orders and invoices are kept under a pseudonym, staff see
 * the erasure in the audit log, and the phone signs up again as a new, empty account.
 */

import { join } from 'node:path';
import {
  ADMIN_API_PATHS,
  API_PATHS,
  DATA_RIGHTS_MESSAGES,
  ERASED_CUSTOMER_PREFIX,
  ERASED_FIELD,
  ERASURE_AUDIT_ACTION,
} from '@zari/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, deliveries, invoices, orders, refunds, returns, users } from '../src/db/schema/index.js';
import { createLocalStorage, PRIVATE_DOCUMENTS_FOLDER } from '../src/providers/storage/index.js';
import { pathOf as path, useErasureApp } from './helpers/erasure.js';
import { latestCode, randomIp, randomPhone, signUp } from './helpers/otp.js';
import { signInShopper } from './helpers/session.js';

const HOUR_MS = 60 * 60 * 1000;

describe('data rights', async () => {
  const { app, db, config, clock, fixture, move, deliver, placed, sendCode, erase } = await useErasureApp({
    product: { amountPaise: 149_900, discountedPaise: 149_900, stockCount: 50 },
  });

  /** A shopper signed up through the OTP flow, with a profile and one order in `stage`. */
  async function shopperWithOrder(stage: 'placed' | 'delivered', who: { name: string; lane: string }) {
    const phone = randomPhone();
    const signed = await signUp(app, { phone });
    const me = { id: signed.user._id, cookie: signed.cookie, phone };
    const profile = await app.inject({
      method: 'PATCH',
      url: path(API_PATHS.updateUser, { userId: me.id }),
      headers: { cookie: me.cookie },
      payload: {
        fullName: `${who.name} Quintana`,
        email: `${who.name.toLowerCase()}.q@example.in`,
        address: `${who.lane} Lavelle Road`,
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const orderId = await placed(me, {
      shippingAddress: {
        fullName: `${who.name} Q Deliveries`,
        phone: phone.slice(3),
        address: `4th Cross, Indiranagar Lane ${who.lane}`,
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
      },
    });
    if (stage === 'delivered') await deliver(orderId);
    return { ...me, orderId };
  }

  /** What identified the shopper of `shopperWithOrder`, as a search for it would type it. */
  const needlesOf = (me: { phone: string }) => [
    me.phone,
    me.phone.slice(3),
    'Zoravar Quintana',
    'zoravar.q@example.in',
    '77 Lavelle Road',
    'Zoravar Q Deliveries',
    'Indiranagar Lane 77',
    'zoravar.q@okaxis',
    'v1.sealed',
  ];

  /**
   * Every text or JSON column of every table holding one of `needles`: "table.column: Zoravar" (the needle is
   * named by the shopper, so one line per column whichever needle matched).
   */
  async function whereFound(needles: string[]) {
    const columns = (
      await db.execute<{ table_name: string; column_name: string }>(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`)
    ).rows;
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const matches = needles.map(
        (needle) => sql`${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
      );
      const hits = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.join(matches, sql` or `)}`,
      );
      if ((hits.rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}: Zoravar`);
    }
    return found;
  }

  it('records the signup consent with its time and source', async () => {
    const signed = await signUp(app);
    const consents = await app.inject({
      method: 'GET',
      url: path(API_PATHS.userConsents, { userId: signed.user._id }),
      headers: { cookie: signed.cookie },
    });
    expect(consents.statusCode).toBe(200);
    const [orderUpdates, whatsapp, marketing] = consents.json().data.consents;
    expect(orderUpdates).toMatchObject({ purpose: 'order_updates', granted: true, source: 'signup' });
    expect(orderUpdates.at).toEqual(expect.any(String));
    expect(whatsapp).toMatchObject({ purpose: 'whatsapp', granted: false });
    expect(marketing).toMatchObject({ purpose: 'marketing', granted: false });
  });

  it('exports the data in the background; the link works once, for its owner, until it expires', async () => {
    const me = await shopperWithOrder('delivered', { name: 'Ishwari', lane: '61' });
    const other = await signInShopper(db, config);
    const exportsPath = path(API_PATHS.userDataExports, { userId: me.id });

    expect(
      (await app.inject({ method: 'POST', url: exportsPath, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(403);
    const requested = await app.inject({ method: 'POST', url: exportsPath, headers: { cookie: me.cookie } });
    expect(requested.statusCode, requested.body).toBe(200);
    const queued = requested.json().data;
    expect(queued).toMatchObject({ status: 'queued', downloadUrl: null });

    const statusPath = path(API_PATHS.userDataExport, { userId: me.id, exportId: queued._id });
    const filePath = path(API_PATHS.userDataExportFile, { userId: me.id, exportId: queued._id });
    // Not ready: no file yet.
    expect(
      (await app.inject({ method: 'GET', url: filePath, headers: { cookie: me.cookie } })).statusCode,
    ).toBe(409);

    while (await app.privacy.runOnce()) {
      // Drain the queue as the worker would.
    }
    const ready = await app.inject({ method: 'GET', url: statusPath, headers: { cookie: me.cookie } });
    expect(ready.json().data).toMatchObject({ status: 'ready', downloadUrl: filePath });

    // Another shopper: not with their own id (404, the id tells nothing), not with the owner's (403).
    const theirs = path(API_PATHS.userDataExportFile, { userId: other.id, exportId: queued._id });
    expect(
      (await app.inject({ method: 'GET', url: theirs, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: filePath, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: filePath })).statusCode).toBe(401);

    const file = await app.inject({ method: 'GET', url: filePath, headers: { cookie: me.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const data = file.json();
    expect(data.profile).toMatchObject({
      phone: me.phone,
      fullName: 'Ishwari Quintana',
      address: '61 Lavelle Road',
    });
    expect(data.profile.consentHistory).toEqual([
      expect.objectContaining({ purpose: 'order_updates', source: 'signup' }),
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].lines).toEqual([expect.objectContaining({ quantity: 1, size: 'M' })]);
    expect(data.orders[0].shippingAddress.address).toBe('4th Cross, Indiranagar Lane 61');
    expect(data.invoices).toHaveLength(1);
    expect(data.returns).toEqual([]);
    expect(data.refunds).toEqual([]);
    expect(Array.isArray(data.messages)).toBe(true);

    // Once only.
    const again = await app.inject({ method: 'GET', url: filePath, headers: { cookie: me.cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(DATA_RIGHTS_MESSAGES.exportGone);

    // A second file, left unread past its expiry, is gone.
    const second = (
      await app.inject({ method: 'POST', url: exportsPath, headers: { cookie: me.cookie } })
    ).json().data;
    await app.privacy.runOnce();
    clock.advance(25 * HOUR_MS);
    const late = path(API_PATHS.userDataExportFile, { userId: me.id, exportId: second._id });
    expect((await app.inject({ method: 'GET', url: late, headers: { cookie: me.cookie } })).statusCode).toBe(
      404,
    );
    const expired = await app.inject({
      method: 'GET',
      url: path(API_PATHS.userDataExport, { userId: me.id, exportId: second._id }),
      headers: { cookie: me.cookie },
    });
    expect(expired.json().data).toMatchObject({ status: 'expired', downloadUrl: null });
    // Back to now: the sessions of the helpers live 24 hours.
    clock.advance(-25 * HOUR_MS);
  });

  it('erases the account with a fresh code; what GST law keeps is pseudonymised, nothing else remains', async () => {
    const me = await shopperWithOrder('placed', { name: 'Zoravar', lane: '77' });

    // An order still on its way: the erasure waits for it.
    const open = await sendCode(me);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      message: DATA_RIGHTS_MESSAGES.eraseOpenItems(1, 0, 0),
      code: 'dataRights.eraseOpenItems',
      params: [1, 0, 0],
    });
    await deliver(me.orderId);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, me.orderId));
    expect(invoice?.buyer.name).toBe('Zoravar Q Deliveries');

    // Personal data beyond the profile and the order: a staff note naming the shopper (in the timeline and the
    // audit log), a closed return with its pick-up address and payout, a refund recorded to their UPI ID.
    const noted = await move(me.orderId, { note: 'Call Zoravar Q Deliveries at the gate' });
    expect(noted.statusCode, noted.body).toBe(200);
    const [ret] = await db
      .insert(returns)
      .values({
        orderId: me.orderId,
        userId: me.id,
        state: 'closed',
        pickupAddress: {
          fullName: 'Zoravar Q Deliveries',
          phone: me.phone.slice(3),
          address: '4th Cross, Indiranagar Lane 77',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560025',
        },
        refundMethod: 'upi',
        payoutMasked: 'zoravar.q@okaxis',
        payoutEncrypted: 'v1.sealed',
        refundPaise: 0,
        pickupNotes: 'Ask for Zoravar Quintana',
      })
      .returning({ id: returns.id });
    await db.insert(refunds).values({
      orderId: me.orderId,
      returnId: ret?.id,
      amountPaise: 100,
      method: 'upi',
      status: 'recorded',
      reason: 'returned',
      idempotencyKey: `dr-${me.id}`,
      requestHash: 'x',
      payoutSealed: 'v1.sealed',
      payoutMasked: 'zoravar.q@okaxis',
    });

    // Someone else's session cannot erase this account.
    const other = await signInShopper(db, config);
    expect((await erase(me, '123456', other.cookie)).statusCode).toBe(403);

    expect((await sendCode(me)).statusCode).toBe(200);
    const code = await latestCode(app, me.phone);
    const wrong = await erase(me, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(DATA_RIGHTS_MESSAGES.eraseOtpWrong);
    // A stale code (past its validity) is refused too.
    clock.advance((config.OTP_TTL_SECONDS + 1) * 1000);
    const stale = await erase(me, code);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(DATA_RIGHTS_MESSAGES.eraseOtpWrong);
    expect((await db.select().from(users).where(eq(users.id, me.id)))[0]?.erasedAt).toBeNull();

    // Before: the search finds them where they are (so it can fail).
    expect(await whereFound(needlesOf(me))).toEqual(
      expect.arrayContaining([
        'users.phone: Zoravar',
        'orders.full_name: Zoravar',
        'order_events.note: Zoravar',
        'audit_log.after: Zoravar',
        'invoices.buyer: Zoravar',
        'returns.pickup_address: Zoravar',
        'returns.payout_masked: Zoravar',
        'refunds.payout_sealed: Zoravar',
      ]),
    );

    expect((await sendCode(me)).statusCode).toBe(200);
    const erased = await erase(me, await latestCode(app, me.phone));
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().message).toBe(DATA_RIGHTS_MESSAGES.erased);
    expect(String(erased.headers['set-cookie'])).toMatch(/zari_session=;/);
    // The session is gone; a replay of the same delete changes nothing.
    expect(
      (await app.inject({ method: 'GET', url: API_PATHS.me, headers: { cookie: me.cookie } })).statusCode,
    ).toBe(401);

    // No text or JSON column of any table holds the old phone, name, email, addresses or payout any more.
    expect(await whereFound(needlesOf(me))).toEqual([]);

    // Kept: the order and its invoice, under the pseudonym, with the place of supply.
    const [order] = await db.select().from(orders).where(eq(orders.id, me.orderId));
    expect(order?.fullName).toMatch(new RegExp(`^${ERASED_CUSTOMER_PREFIX} [0-9A-F]{8}$`));
    expect(order?.state).toBe('Karnataka');
    const [kept] = await db.select().from(invoices).where(eq(invoices.orderId, me.orderId));
    expect(kept?.number).toBe(invoice?.number);
    // Its PDF was rendered again under the pseudonym; the one naming the shopper is gone.
    const documents = createLocalStorage(join(config.DATA_DIR, 'uploads', PRIVATE_DOCUMENTS_FOLDER));
    expect(kept?.pdfKey).not.toBe(invoice?.pdfKey);
    expect(await documents.exists(invoice?.pdfKey ?? '-')).toBe(false);
    expect((await documents.read(kept?.pdfKey ?? '-'))?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(kept?.buyer).toMatchObject({
      name: order?.fullName,
      phone: ERASED_FIELD,
      address: ERASED_FIELD,
      state: 'Karnataka',
    });
    const staffView = await app.inject({
      method: 'GET',
      url: ADMIN_API_PATHS.order.replace(':id', me.orderId),
      headers: { cookie: fixture.staff.cookie },
    });
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.body).toContain(order?.fullName ?? '-');

    // Staff see the erasure in the audit log, by pseudonym, with no personal data.
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.id), eq(auditLog.action, ERASURE_AUDIT_ACTION)));
    expect(entry).toMatchObject({
      action: ERASURE_AUDIT_ACTION,
      entityType: 'user',
      after: { pseudonym: order?.fullName },
    });

    // A later update about the kept order (a refund, say) is recorded but sent to nobody.
    const eventId = await db.transaction((tx) =>
      app.events.recordEvent(tx, {
        type: 'order_cancelled',
        userId: me.id,
        payload: { orderId: me.orderId },
      }),
    );
    expect(await db.select().from(deliveries).where(eq(deliveries.eventId, eventId))).toEqual([]);

    // Irreversible: the old number has no account; it signs up again as a new, empty one.
    const login = await app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { phone: me.phone },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(404);
    clock.advance(config.OTP_RESEND_SECONDS * 1000 + 1000);
    const again = await signUp(app, { phone: me.phone });
    expect(again.user._id).not.toBe(me.id);
    expect(again.user.fullName).toBe('');
    const theirOrders = await app.inject({
      method: 'GET',
      url: path(API_PATHS.userOrders, { userId: again.user._id }),
      headers: { cookie: again.cookie },
    });
    expect(theirOrders.statusCode).toBe(200);
    expect(theirOrders.json().data).toEqual([]);
  });
});
