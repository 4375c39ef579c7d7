/**
 * The back office's message log and resend (issue 32), through HTTP on Postgres: the log lists each event of
 * an order with its deliveries (channel, masked phone, status, attempts, sent at, last error); Resend queues
 * ONE new delivery for the events worker (nothing is sent in the request), audited; a repeat with the same
 * Idempotency-Key answers the first, a second click while it still waits is refused; shoppers are refused,
 * and an unknown order or event is 404. The worker here is driven by hand, with a recording provider.
 */
import { randomUUID } from 'node:crypto';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  API_PATHS,
  buildApiPath,
  IDEMPOTENCY_KEY_HEADER,
} from '@zari/contract';
import {
  CreateOrderResponse,
  OrderMessageResendResponse,
  OrderMessagesResponse,
} from '@zari/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveries, events } from '../src/db/schema/index.js';
import { createEventsWorker } from '../src/modules/events/worker.js';
import type { NotificationMessage } from '../src/providers/sms/index.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, orderPayload } from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the message log of an order', async () => {
  const clock = fakeClock(new Date('2026-11-22T14:00:00+05:30'));
  // The app's own worker never starts (the app does not listen): the test runs it when it wants sends.
  const { app, db, config } = await useTestApp({ clock, env: { NOTIFY_QUIET_HOURS: 'off' } });
  const sent: NotificationMessage[] = [];
  let failNext = false;
  const worker = createEventsWorker({
    db,
    clock,
    sms: {
      async notify(message) {
        if (failNext) {
          failNext = false;
          throw new Error('provider said no');
        }
        sent.push(message);
        return { providerMessageId: `SM${sent.length}` };
      },
    },
    log: silent,
    origin: 'https://zari.example',
    quietHours: null,
    pollMs: 20,
    maxAttempts: 1,
  });
  let staff: TestShopper;
  let shopper: TestShopper;
  let orderId: string;

  const log = (who: TestShopper, id = orderId) =>
    app.inject({
      method: 'GET',
      url: buildApiPath(ADMIN_API_PATHS.orderMessages, { id }),
      headers: { cookie: who.cookie },
    });
  const resend = (who: TestShopper, eventId: string, key?: string, id = orderId) =>
    app.inject({
      method: 'POST',
      url: buildApiPath(ADMIN_API_PATHS.orderMessageResend, { id, eventId }),
      headers: { cookie: who.cookie, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
      payload: {},
    });
  const messages = async () => {
    const response = await log(staff);
    expect(response.statusCode).toBe(200);
    return OrderMessagesResponse.parse(response.json()).data;
  };

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    shopper = await signInShopper(db, config);
    const product = await insertProduct(db, { stockCount: 10 });
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: product.id, size: 'M', quantity: 1 }]),
    });
    orderId = CreateOrderResponse.parse(placed.json()).data._id;
  });

  it('lists the placed event with its queued delivery, the phone masked', async () => {
    const [placed, ...rest] = await messages();
    expect(rest).toEqual([]);
    // A cash-on-delivery order's first message asks the shopper to confirm it (issue 32).
    expect(placed).toMatchObject({ type: 'cod_confirmation_requested' });
    expect(placed?.deliveries).toEqual([
      expect.objectContaining({
        channel: 'sms',
        to: `+91 ••••••${shopper.phone.slice(-4)}`,
        status: 'queued',
        attempts: 0,
        sentAt: null,
        lastError: null,
        resent: false,
      }),
    ]);
    expect(JSON.stringify(placed)).not.toContain(shopper.phone.slice(3));
  });

  it('refuses a resend while the first delivery still waits', async () => {
    const [placed] = await messages();
    const refused = await resend(staff, placed?._id as string);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: ADMIN_MESSAGES.messageStillQueued,
    });
  });

  it('shows a failed delivery with its error, and a resend queues one new delivery, audited, sent by the worker', async () => {
    failNext = true;
    await worker.runOnce();
    const [failed] = await messages();
    expect(failed?.deliveries).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, lastError: 'provider said no' }),
    ]);
    const eventId = failed?._id as string;

    clock.advance(60_000);
    const key = randomUUID();
    const first = await resend(staff, eventId, key);
    expect(first.statusCode).toBe(200);
    const delivery = OrderMessageResendResponse.parse(first.json()).data;
    expect(delivery).toMatchObject({ status: 'queued', resent: true, attempts: 0, channel: 'sms' });
    // The same click again (a retry of the request) answers the first delivery and queues nothing more.
    const again = await resend(staff, eventId, key);
    expect(again.statusCode).toBe(200);
    expect(OrderMessageResendResponse.parse(again.json()).data._id).toBe(delivery._id);
    // Another click while it waits is refused.
    expect((await resend(staff, eventId, randomUUID())).statusCode).toBe(409);
    expect(await db.select().from(deliveries).where(eq(deliveries.eventId, eventId))).toHaveLength(2);
    // Nothing was sent by the request itself.
    expect(sent).toEqual([]);

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.message.resend')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: staff.id, entityType: 'order' });
    expect(audits[0]?.after).toMatchObject({ eventId, deliveryId: delivery._id, channel: 'sms' });

    await worker.runOnce();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(shopper.phone);
    const [after] = await messages();
    expect(after?.deliveries.map((entry) => [entry.status, entry.resent])).toEqual([
      ['failed', false],
      ['sent', true],
    ]);
    expect(after?.deliveries[1]?.sentAt).toBe(clock.now().toISOString());

    // A message that went out may be sent again (the shopper lost it): one more delivery.
    const sentAgain = await resend(staff, eventId);
    expect(sentAgain.statusCode).toBe(200);
    await worker.runOnce();
    expect(sent).toHaveLength(2);
  });

  it('resends on the channel the shopper chose since', async () => {
    const consent = await app.inject({
      method: 'PUT',
      url: buildApiPath(API_PATHS.userConsent, { userId: shopper.id, purpose: 'whatsapp' }),
      headers: { cookie: shopper.cookie },
      payload: { granted: true },
    });
    expect(consent.statusCode).toBe(200);
    const [placed] = await messages();
    const response = await resend(staff, placed?._id as string);
    expect(response.statusCode).toBe(200);
    expect(OrderMessageResendResponse.parse(response.json()).data.channel).toBe('whatsapp');
  });

  it('refuses shoppers, and answers 404 for an unknown order or an event of another order', async () => {
    const [placed] = await messages();
    expect((await log(shopper)).statusCode).toBe(403);
    expect((await resend(shopper, placed?._id as string)).statusCode).toBe(403);
    expect(await db.select().from(events).where(eq(events.aggregateId, orderId))).toHaveLength(1);

    const unknown = await log(staff, randomUUID());
    expect(unknown.statusCode).toBe(404);
    const otherOrder = await resend(staff, placed?._id as string, undefined, randomUUID());
    expect(otherOrder.statusCode).toBe(404);
    expect(otherOrder.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: ADMIN_MESSAGES.messageNotFound,
    });
    expect((await resend(staff, randomUUID())).statusCode).toBe(404);
  });
});
