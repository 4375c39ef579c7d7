/**
 * Issue 34, through HTTP on Postgres: an account is not erased while the store is still performing its contract
 * with the shopper (DPDP Act s. 8(7)). An order on its way, a return in progress or a refund not yet paid holds
 * the erasure: sending its code and the erasure itself answer 409 with the contract's message and code, naming
 * what is open with counts; GET …/erasure says so beforehand. Once delivered or cancelled, it goes through. An
 * order placed while the account is being erased (by the shopper, or paid and placed by the payment webhook)
 * and a return asked for at that moment never end up in progress under an erased account.
 */
import { randomUUID } from 'node:crypto';
import {
  ADMIN_API_PATHS,
  API_PATHS,
  buildApiPath,
  DATA_RIGHTS_MESSAGES,
  type ErasureStatus,
  IN_PROGRESS_FULFILMENT_STAGES,
  isReturnInProgress,
} from '@zari/contract';
import {
  AdminCustomerListResponse,
  CreatePaymentOrderResponse,
  ErasureStatusResponse,
} from '@zari/contract/schemas';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, paymentAttempts, refunds, returns, users } from '../src/db/schema/index.js';
import { pathOf, useErasureApp } from './helpers/erasure.js';
import { PREPAID_ONLY_PINCODE, shippingAddress, webhookEvents } from './helpers/order-fixtures.js';
import { latestCode } from './helpers/otp.js';
import { payOnSimulator, postWebhook } from './helpers/payments.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const WEBHOOK_SECRET = 'whsec_test_erasure_0123456789';

describe('erasure waits for what is in progress', async () => {
  const { app, db, config, fixture, deliver, payloadOf, placeOrder, placed, sendCode, erase, isErased } =
    await useErasureApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });

  const status = async (me: TestShopper) => {
    const response = await app.inject({
      method: 'GET',
      url: pathOf(API_PATHS.userErasure, { userId: me.id }),
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return ErasureStatusResponse.parse(response.json()).data;
  };
  /** The 409 the erasure and its code answer while `held`: the contract's message, its code and its counts. */
  const expectRefused = (
    response: Awaited<ReturnType<typeof app.inject>>,
    held: [number, number, number],
  ) => {
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: DATA_RIGHTS_MESSAGES.eraseOpenItems(...held),
      code: 'dataRights.eraseOpenItems',
      params: held,
    });
  };
  it('refuses while an order is on its way, with the reason; deletes once they are delivered or cancelled', async () => {
    const me = await signInShopper(db, config, { fullName: 'Ishaan Rao' });
    expect(await status(me)).toEqual({
      canErase: true,
      held: { orders: 0, returns: 0, refunds: 0 },
      message: null,
    });
    // The code is sent while nothing is open; then two orders are placed before it is used.
    expect((await sendCode(me)).statusCode).toBe(200);
    const code = await latestCode(app, me.phone);
    const first = await placed(me);
    const second = await placed(me);

    const held: ErasureStatus = await status(me);
    expect(held).toEqual({
      canErase: false,
      held: { orders: 2, returns: 0, refunds: 0 },
      message:
        'You have 2 orders on their way. You can delete your account once they are delivered or cancelled.',
    });
    expectRefused(await sendCode(me), [2, 0, 0]);
    // The erasure is refused before its code is used up, so the shopper keeps it for later.
    expectRefused(await erase(me, code), [2, 0, 0]);
    expect(await isErased(me)).toBe(false);

    // One delivered by staff: one order still open, and the message says so in the singular.
    await deliver(first);
    expect((await status(me)).message).toBe(
      'You have 1 order on its way. You can delete your account once it is delivered or cancelled.',
    );
    expectRefused(await erase(me, code), [1, 0, 0]);

    // The other cancelled by the shopper: nothing holds the account; the same code now erases it.
    const cancelled = await app.inject({
      method: 'PUT',
      url: API_PATHS.cancelOrder.replace(':id', second),
      headers: { cookie: me.cookie },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await status(me)).canErase).toBe(true);
    const erased = await erase(me, code);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await isErased(me)).toBe(true);
  });

  it('refuses while a return is in progress, and deletes once it is settled', async () => {
    const me = await signInShopper(db, config, { fullName: 'Tara Menon' });
    const orderId = await placed(me);
    await deliver(orderId);
    const [ret] = await db
      .insert(returns)
      .values({
        orderId,
        userId: me.id,
        state: 'picked_up',
        pickupAddress: {
          fullName: 'Tara Menon',
          phone: '9876543210',
          address: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560025',
        },
        refundMethod: 'source',
        refundPaise: 0,
      })
      .returning({ id: returns.id });
    expect((await status(me)).message).toBe(
      'You have 1 return in progress. You can delete your account once it is complete.',
    );
    expectRefused(await sendCode(me), [0, 1, 0]);

    await db
      .update(returns)
      .set({ state: 'refunded' })
      .where(eq(returns.id, ret?.id ?? ''));
    expect((await status(me)).canErase).toBe(true);
    expect((await sendCode(me)).statusCode).toBe(200);
    expect((await erase(me, await latestCode(app, me.phone))).statusCode).toBe(200);
  });

  it('refuses while a refund is owed, counting each once, and deletes once it is paid', async () => {
    const me = await signInShopper(db, config, { fullName: 'Kabir Shah' });
    const paidAndCancelled = await placed(me);
    const orderId = await placed(me);
    await deliver(orderId);
    // A paid order cancelled: its money is owed (refundDue) and its gateway refund is still pending.
    await db
      .update(orders)
      .set({ stage: 'cancelled', isCancelled: true, paymentStatus: 'paid', refundDue: true })
      .where(eq(orders.id, paidAndCancelled));
    const refund = {
      amountPaise: 100,
      method: 'source' as const,
      status: 'pending' as const,
      requestHash: 'x',
    };
    await db.insert(refunds).values({
      ...refund,
      orderId: paidAndCancelled,
      reason: 'cancelled',
      idempotencyKey: `held-${me.id}-1`,
    });
    expect((await status(me)).held).toEqual({ orders: 0, returns: 0, refunds: 1 });
    expectRefused(await sendCode(me), [0, 0, 1]);

    // Another refund pending on its own (a parcel returned to origin, say): two now, in the plural.
    const [second] = await db
      .insert(refunds)
      .values({ ...refund, orderId, reason: 'returned_to_origin', idempotencyKey: `held-${me.id}-2` })
      .returning({ id: refunds.id });
    expect((await status(me)).message).toBe(
      'We still owe you 2 refunds. You can delete your account once we have paid them.',
    );

    // Paid: the gateway settled both and the cancelled order is no longer owed anything.
    await db
      .update(refunds)
      .set({ status: 'processed' })
      .where(inArray(refunds.orderId, [paidAndCancelled, orderId]));
    expect((await status(me)).held.refunds).toBe(1);
    await db.update(orders).set({ refundDue: false }).where(eq(orders.id, paidAndCancelled));
    expect(second?.id).toBeDefined();
    expect((await status(me)).canErase).toBe(true);
    expect((await sendCode(me)).statusCode).toBe(200);
    expect((await erase(me, await latestCode(app, me.phone))).statusCode).toBe(200);
  });

  it('names every kind at once when several are open', async () => {
    const me = await signInShopper(db, config);
    await placed(me);
    const delivered = await placed(me);
    await deliver(delivered);
    await db.insert(returns).values({
      orderId: delivered,
      userId: me.id,
      state: 'requested',
      pickupAddress: {
        fullName: 'Asha Verma',
        phone: '9876543210',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560025',
      },
      refundMethod: 'source',
      refundPaise: 0,
    });
    expect((await status(me)).message).toBe(
      'You have 1 order on its way and 1 return in progress. You can delete your account once all of them are complete.',
    );
  });

  it('is only the shopper’s own: another account’s status is refused', async () => {
    const me = await signInShopper(db, config);
    const other = await signInShopper(db, config);
    const response = await app.inject({
      method: 'GET',
      url: pathOf(API_PATHS.userErasure, { userId: me.id }),
      headers: { cookie: other.cookie },
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: pathOf(API_PATHS.userErasure, { userId: me.id }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an order placed while the account is erased waits for the erasure and is refused', async () => {
    const me = await signInShopper(db, config);
    // The erasure's lock, held by hand at the moment between its check and its commit.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const erasing = db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('update');
      locked();
      await released;
      await tx.update(users).set({ erasedAt: new Date(), blocked: true }).where(eq(users.id, me.id));
    });
    await isLocked;
    const ordering = placeOrder(me);
    // The order comes to wait on the account's row (past its session check): nothing placed yet.
    const waiting = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0]?.n ?? 0;
    for (let tries = 0; (await waiting()) === 0; tries += 1) {
      expect(tries, 'the order never waited on the account').toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await db.select().from(orders).where(eq(orders.userId, me.id))).toEqual([]);
    release();
    await erasing;
    const answer = await ordering;
    expect(answer.statusCode, answer.body).toBe(401);
    expect(await db.select().from(orders).where(eq(orders.userId, me.id))).toEqual([]);
  });

  it('an order placed at the same moment as the erasure: one of them wins, never an order of an erased account', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const me = await signInShopper(db, config);
      expect((await sendCode(me)).statusCode).toBe(200);
      const code = await latestCode(app, me.phone);
      // The order sent a little later each round, so both orders of arrival happen.
      const [erased, order] = await Promise.all([
        erase(me, code),
        new Promise((resolve) => setTimeout(resolve, round * 6)).then(() => placeOrder(me)),
      ]);
      const outcome = `order ${order.statusCode}, erase ${erased.statusCode}`;
      outcomes.push(outcome);
      // Either the order came first and holds the erasure, or the erasure came first and the order is refused.
      expect(
        ['order 200, erase 409', 'order 401, erase 200'],
        `${outcome}: ${order.body} ${erased.body}`,
      ).toContain(outcome);
      const mine = await db.select().from(orders).where(eq(orders.userId, me.id));
      expect(mine).toHaveLength(order.statusCode === 200 ? 1 : 0);
      expect(await isErased(me)).toBe(erased.statusCode === 200);
    }
    // Across every test of this file: no order in progress belongs to an erased account.
    const [orphans] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(isNotNull(users.erasedAt), inArray(orders.stage, [...IN_PROGRESS_FULFILMENT_STAGES])));
    expect(orphans?.n, outcomes.join('; ')).toBe(0);
    console.info(`order vs erasure at the same moment: ${outcomes.join('; ')}`);
  });

  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('a paid order the webhook places at the same moment as the erasure: one of them wins; the money of an erased account is flagged for a refund', async () => {
    const outcomes: string[] = [];
    const amount = fixture.product.discountedPaise;
    for (let round = 0; round < 8; round += 1) {
      const me = await signInShopper(db, config);
      // The shopper asked to pay with the order, paid and closed the tab: only the webhook places it.
      const order = payloadOf(me, {
        paymentMethod: 'razorpay',
        shippingAddress: shippingAddress(PREPAID_ONLY_PINCODE),
      });
      const asked = await app.inject({
        method: 'POST',
        url: '/api/payment/create-razorpay-order',
        headers: { cookie: me.cookie },
        payload: { amount, order },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const providerOrderId = CreatePaymentOrderResponse.parse(asked.json()).data.id;
      expect((await sendCode(me)).statusCode).toBe(200);
      const code = await latestCode(app, me.phone);
      // The webhook sent a little later each round, so both orders of arrival happen.
      const [erased, captured] = await Promise.all([
        erase(me, code),
        later(round * 6).then(() =>
          postWebhook(app, WEBHOOK_SECRET, webhookEvents.captured(providerOrderId, amount), {
            eventId: `evt_${randomUUID()}`,
          }),
        ),
      ]);
      const outcome = `webhook ${captured.statusCode}, erase ${erased.statusCode}`;
      // Either the paid order came first and holds the erasure, or the erasure came first.
      expect(
        ['webhook 200, erase 409', 'webhook 200, erase 200'],
        `${outcome}: ${captured.body} ${erased.body}`,
      ).toContain(outcome);
      const mine = await db.select().from(orders).where(eq(orders.userId, me.id));
      const [attempt] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.providerOrderId, providerOrderId));
      // The money taken is recorded whichever won.
      expect(attempt?.status).toBe('paid');
      if (erased.statusCode === 200) {
        // No order for a shopper who is gone: the payment is flagged to go back to its source.
        expect(mine).toEqual([]);
        expect(attempt?.refundReason).toBe('account_erased');
        // …and refunded there automatically (refunds-unplaced.test.ts).
        const refunded = await db
          .select()
          .from(refunds)
          .where(eq(refunds.paymentAttemptId, attempt?.id ?? ''));
        expect(refunded).toMatchObject([{ reason: 'account_erased', amountPaise: amount }]);
        outcomes.push('erased, payment refunded');
      } else {
        expect(mine).toMatchObject([{ paymentStatus: 'paid', paymentAttemptId: attempt?.id }]);
        expect(attempt?.refundReason).toBeNull();
        outcomes.push('paid order placed, erasure refused');
      }
      expect(await isErased(me)).toBe(erased.statusCode === 200);
    }
    console.info(`webhook's paid order vs erasure at the same moment: ${outcomes.join('; ')}`);
  });

  it('a payment verified at the same moment as the erasure: one of them wins (the shopper’s account locked first, as every placement does), never a failure', async () => {
    const outcomes: string[] = [];
    const amount = fixture.product.discountedPaise;
    for (let round = 0; round < 8; round += 1) {
      const me = await signInShopper(db, config);
      const order = payloadOf(me, {
        paymentMethod: 'razorpay',
        shippingAddress: shippingAddress(PREPAID_ONLY_PINCODE),
      });
      const asked = await app.inject({
        method: 'POST',
        url: '/api/payment/create-razorpay-order',
        headers: { cookie: me.cookie },
        payload: { amount, order },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const providerOrderId = CreatePaymentOrderResponse.parse(asked.json()).data.id;
      const confirmation = await payOnSimulator(app, me, providerOrderId);
      expect((await sendCode(me)).statusCode).toBe(200);
      const code = await latestCode(app, me.phone);
      // The browser's verify sent a little later each round, so both orders of arrival happen.
      const [erased, verified] = await Promise.all([
        erase(me, code),
        later(round * 6).then(() =>
          app.inject({
            method: 'POST',
            url: '/api/payment/verify-razorpay-payment',
            headers: { cookie: me.cookie },
            payload: confirmation,
          }),
        ),
      ]);
      const outcome = `verify ${verified.statusCode}, erase ${erased.statusCode}`;
      outcomes.push(outcome);
      // The verify came first (the payment is recorded; no order is on its way, so the erasure goes on), or the
      // erasure came first and the verify finds no account (401), its money left to the webhook's refund flag.
      expect(
        ['verify 200, erase 200', 'verify 401, erase 200'],
        `${outcome}: ${verified.body} ${erased.body}`,
      ).toContain(outcome);
      const [attempt] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.providerOrderId, providerOrderId));
      expect(attempt?.status).toBe(verified.statusCode === 200 ? 'paid' : 'created');
      expect(await isErased(me)).toBe(true);
    }
    console.info(`verify vs erasure at the same moment: ${outcomes.join('; ')}`);
  });

  it('a return asked for at the same moment as the erasure: one of them wins, never a return of an erased account', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round += 1) {
      const me = await signInShopper(db, config);
      const orderId = await placed(me);
      await deliver(orderId);
      const [line] = await db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      expect((await sendCode(me)).statusCode).toBe(200);
      const code = await latestCode(app, me.phone);
      // The request sent a little later each round, so both orders of arrival happen.
      const [erased, asked] = await Promise.all([
        erase(me, code),
        later(round * 6).then(() =>
          app.inject({
            method: 'POST',
            url: buildApiPath(API_PATHS.orderReturns, { id: orderId }),
            headers: { cookie: me.cookie },
            payload: {
              lines: [{ lineId: line?.id, quantity: 1, reason: 'too_small' }],
              refund: { method: 'upi', upiId: 'tara.menon@okaxis' },
            },
          }),
        ),
      ]);
      const outcome = `return ${asked.statusCode}, erase ${erased.statusCode}`;
      outcomes.push(outcome);
      // Either the return came first and holds the erasure, or the erasure came first and the request is refused.
      expect(
        ['return 200, erase 409', 'return 401, erase 200'],
        `${outcome}: ${asked.body} ${erased.body}`,
      ).toContain(outcome);
      const theirs = await db.select().from(returns).where(eq(returns.userId, me.id));
      expect(theirs).toHaveLength(asked.statusCode === 200 ? 1 : 0);
      expect(await isErased(me)).toBe(erased.statusCode === 200);
    }
    // Across every test of this file: no return in progress belongs to an erased account.
    const open = await db
      .select({ state: returns.state })
      .from(returns)
      .innerJoin(users, eq(users.id, returns.userId))
      .where(isNotNull(users.erasedAt));
    expect(
      open.filter((row) => isReturnInProgress(row.state)),
      outcomes.join('; '),
    ).toEqual([]);
    console.info(`return vs erasure at the same moment: ${outcomes.join('; ')}`);
  });

  it('the back office lists an erased customer by the pseudonym, and no longer finds them by old phone or name', async () => {
    const me = await signInShopper(db, config, { fullName: 'Nandini Kulkarni' });
    await deliver(await placed(me));
    const customers = async (q: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `${ADMIN_API_PATHS.customers}?q=${encodeURIComponent(q)}`,
        headers: { cookie: fixture.staff.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return AdminCustomerListResponse.parse(response.json()).data.filter((row) => row._id === me.id);
    };
    const local = me.phone.slice(3);
    // Before: found by name and by phone (so the searches below can fail).
    expect(await customers('Nandini Kul')).toMatchObject([
      { fullName: 'Nandini Kulkarni', phone: me.phone, erased: false },
    ]);
    expect(await customers(local)).toHaveLength(1);

    expect((await sendCode(me)).statusCode).toBe(200);
    expect((await erase(me, await latestCode(app, me.phone))).statusCode).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.id, me.id));
    const pseudonym = user?.fullName ?? '-';
    expect(pseudonym).toMatch(/^Deleted customer [0-9A-F]{8}$/);

    // Listed under the pseudonym, with no phone (not the placeholder the account row keeps), and marked erased.
    const [listed] = await customers(pseudonym);
    expect(listed).toMatchObject({ fullName: pseudonym, phone: '', erased: true, orders: 1 });
    // Not by the old name or phone, nor by digits of the placeholder's id.
    expect(await customers('Nandini')).toEqual([]);
    expect(await customers(local)).toEqual([]);
    expect(await customers(me.phone)).toEqual([]);
    const idDigits = me.id.match(/\d{3,}/)?.[0];
    if (idDigits) expect(await customers(idDigits)).toEqual([]);
    // The owner's CSV has the pseudonym and an empty phone too.
    const owner = await signInStaff(db, config, 'owner');
    const csv = await app.inject({
      method: 'GET',
      url: `${ADMIN_API_PATHS.customersCsv}?q=${encodeURIComponent(pseudonym)}`,
      headers: { cookie: owner.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`${pseudonym},,1,`);
    expect(csv.body).not.toContain('erased:');
  });
});
