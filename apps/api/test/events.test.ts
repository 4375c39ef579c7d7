/**
 * The order-updates outbox (issue 32) on real Postgres: recordEvent commits and rolls back with its caller's
 * transaction; the worker retries with backoff, gives up after its attempts, waits out quiet hours, never sends
 * a delivery twice from two instances, and sends a delivery whose worker was SIGKILLed mid-send once its lease
 * runs out. WhatsApp goes through the real Twilio SDK against a local fake.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { API_PATHS, buildApiPath } from '@zari/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { deliveries, events } from '../src/db/schema/index.js';
import { createMetrics } from '../src/lib/metrics.js';
import { afterQuietHours } from '../src/modules/events/quiet-hours.js';
import { createEventsService } from '../src/modules/events/service.js';
import { createEventsWorker, defaultBackoffMs } from '../src/modules/events/worker.js';
import { consentHistory, notificationRoute } from '../src/modules/users/consents.js';
import { type NotificationMessage, SendFailure } from '../src/providers/sms/index.js';
import { createTwilioSms } from '../src/providers/sms/twilio.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import { ACCOUNT_SID, AUTH_TOKEN, LocalRequestClient, startFakeTwilio } from './helpers/fake-twilio.js';
import { latestCode, randomIp, randomPhone } from './helpers/otp.js';
import { signInShopper } from './helpers/session.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const QUIET = { startMinute: 21 * 60, endMinute: 9 * 60 };
/** 14:00 in India: outside quiet hours. */
const AFTERNOON = new Date('2026-11-22T14:00:00+05:30');

/** A provider stand-in that records each message and answers what the test says. */
function recordingSender(
  answer: (message: NotificationMessage, call: number) => Promise<void> | void = () => {},
) {
  const sent: NotificationMessage[] = [];
  let calls = 0;
  return {
    sent,
    async notify(message: NotificationMessage) {
      calls += 1;
      await answer(message, calls);
      sent.push(message);
      return { providerMessageId: `SM${calls}` };
    },
  };
}

describe('events outbox', async () => {
  const clock = fakeClock(AFTERNOON);
  const { app, db, config, database } = await useTestApp({ clock });
  const service = (quietHours = QUIET as typeof QUIET | null) =>
    createEventsService({ clock, quietHours, channels: ['sms', 'whatsapp'], route: notificationRoute });
  const worker = (
    sms: Parameters<typeof createEventsWorker>[0]['sms'],
    overrides: Partial<Parameters<typeof createEventsWorker>[0]> = {},
  ) =>
    createEventsWorker({
      db,
      clock,
      sms,
      log: silent,
      origin: 'https://zari.example',
      quietHours: QUIET,
      pollMs: 20,
      maxAttempts: 3,
      ...overrides,
    });
  const deliveryOf = async (eventId: string) =>
    (await db.select().from(deliveries).where(eq(deliveries.eventId, eventId)))[0];

  it('writes nothing, and sends nothing, when the caller’s transaction rolls back', async () => {
    const shopper = await signInShopper(db, config);
    const orderId = randomUUID();
    await expect(
      db.transaction(async (tx) => {
        await service().recordEvent(tx, { type: 'order_placed', userId: shopper.id, payload: { orderId } });
        throw new Error('the order insert failed after the event');
      }),
    ).rejects.toThrow('the order insert failed');
    expect(await db.select().from(events).where(eq(events.aggregateId, orderId))).toEqual([]);
    const sms = recordingSender();
    await worker(sms).runOnce();
    expect(sms.sent.filter((message) => message.to === shopper.phone)).toEqual([]);
  });

  it('commits the event with its delivery, sent once by SMS with the order number and link', async () => {
    const shopper = await signInShopper(db, config);
    const orderId = randomUUID();
    const eventId = await db.transaction((tx) =>
      service().recordEvent(tx, { type: 'order_placed', userId: shopper.id, payload: { orderId } }),
    );
    expect(await deliveryOf(eventId)).toMatchObject({
      channel: 'sms',
      status: 'queued',
      recipient: shopper.phone,
    });
    const sms = recordingSender();
    await worker(sms).runOnce();
    await worker(sms).runOnce();
    const mine = sms.sent.filter((message) => message.to === shopper.phone);
    expect(mine).toEqual([
      {
        channel: 'sms',
        to: shopper.phone,
        body: `Zari: your order ${orderId.slice(-8).toUpperCase()} is placed. Track it: https://zari.example/orders/${orderId}`,
      },
    ]);
    expect(await deliveryOf(eventId)).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: 'SM1',
    });
  });

  it('retries a failing provider with exponential backoff, then gives up as failed', async () => {
    clock.set(AFTERNOON);
    const shopper = await signInShopper(db, config);
    const eventId = await db.transaction((tx) =>
      service().recordEvent(tx, {
        type: 'order_placed',
        userId: shopper.id,
        payload: { orderId: randomUUID() },
      }),
    );
    const down = recordingSender((message) => {
      if (message.to === shopper.phone) throw new SendFailure('Twilio answered HTTP 503', false);
    });
    const backoff = (attempt: number) => 1000 * 2 ** (attempt - 1);
    const w = worker(down, { backoffMs: backoff });
    await w.runOnce();
    const first = await deliveryOf(eventId);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Twilio answered HTTP 503' });
    expect(first?.nextAttemptAt.getTime()).toBe(AFTERNOON.getTime() + 1000);
    // Not due yet: nothing is tried.
    clock.advance(999);
    await w.runOnce();
    expect((await deliveryOf(eventId))?.attempts).toBe(1);
    clock.advance(1);
    await w.runOnce();
    const second = await deliveryOf(eventId);
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    expect(second?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 2000);
    clock.advance(2000);
    await w.runOnce();
    expect(await deliveryOf(eventId)).toMatchObject({ status: 'failed', attempts: 3 });
    clock.advance(60 * 60 * 1000);
    await w.runOnce();
    expect((await deliveryOf(eventId))?.attempts).toBe(3);
    expect(defaultBackoffMs(1)).toBe(30_000);
    expect(defaultBackoffMs(3)).toBe(120_000);
    expect(defaultBackoffMs(30)).toBe(3_600_000);
  });

  it('sends once the provider is back, and gives up at once on a refusal that cannot change', async () => {
    clock.set(AFTERNOON);
    const shopper = await signInShopper(db, config);
    const recorded = await db.transaction(async (tx) => [
      await service().recordEvent(tx, {
        type: 'order_placed',
        userId: shopper.id,
        payload: { orderId: randomUUID() },
      }),
      await service().recordEvent(tx, {
        type: 'order_out_for_delivery',
        userId: shopper.id,
        payload: { orderId: randomUUID() },
      }),
    ]);
    const [placed, outForDelivery] = recorded as [string, string];
    const flaky = recordingSender((message, call) => {
      if (message.body.includes('out for delivery')) throw new SendFailure('Twilio refused (HTTP 400)', true);
      if (call <= 2) throw new SendFailure('Twilio did not answer', false);
    });
    const w = worker(flaky, { backoffMs: () => 1000 });
    await w.runOnce();
    expect(await deliveryOf(outForDelivery)).toMatchObject({ status: 'failed', attempts: 1 });
    clock.advance(1000);
    await w.runOnce();
    expect(await deliveryOf(placed)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(flaky.sent.filter((message) => message.to === shopper.phone)).toHaveLength(1);

    // The message log staff read, and their resend: only a failed delivery goes again.
    const failed = await deliveryOf(outForDelivery);
    const sent = await deliveryOf(placed);
    expect(await service().resendFailed(db, sent?.id as string)).toBe(false);
    expect(await service().resendFailed(db, failed?.id as string)).toBe(true);
    expect(await deliveryOf(outForDelivery)).toMatchObject({ status: 'queued', attempts: 0 });
    const [event] = await db.select().from(events).where(eq(events.id, placed));
    expect(await service().messageLog(db, event?.aggregateId as string)).toEqual([
      expect.objectContaining({ type: 'order_placed', channel: 'sms', status: 'sent', attempts: 2 }),
    ]);
  });

  it('holds what is not urgent through quiet hours (India time) and sends it when they end', async () => {
    const shopper = await signInShopper(db, config);
    const night = new Date('2026-11-22T22:30:00+05:30');
    clock.set(night);
    const [shipped, placed] = (await db.transaction(async (tx) => [
      await service().recordEvent(tx, {
        type: 'order_shipped',
        userId: shopper.id,
        payload: { orderId: randomUUID(), carrier: 'Delhivery', trackingNumber: 'AWB123' },
      }),
      await service().recordEvent(tx, {
        type: 'order_placed',
        userId: shopper.id,
        payload: { orderId: randomUUID() },
      }),
    ])) as [string, string];
    const morning = new Date('2026-11-23T09:00:00+05:30');
    expect((await deliveryOf(shipped))?.nextAttemptAt.toISOString()).toBe(morning.toISOString());
    const sms = recordingSender();
    const w = worker(sms);
    await w.runOnce();
    const mine = () => sms.sent.filter((message) => message.to === shopper.phone);
    // The answer to the shopper's own order goes at once; the shipping news waits.
    expect(mine().map((message) => message.body)).toEqual([expect.stringContaining('is placed')]);
    clock.set(new Date('2026-11-23T08:59:00+05:30'));
    await w.runOnce();
    expect(mine()).toHaveLength(1);
    clock.set(morning);
    await w.runOnce();
    expect(mine().at(-1)?.body).toContain('has shipped with Delhivery, tracking number AWB123');
    expect(await deliveryOf(placed)).toMatchObject({ status: 'sent' });

    expect(afterQuietHours(new Date('2026-11-22T20:59:00+05:30'), QUIET).toISOString()).toBe(
      new Date('2026-11-22T20:59:00+05:30').toISOString(),
    );
    expect(afterQuietHours(new Date('2026-11-23T03:15:20+05:30'), QUIET).toISOString()).toBe(
      morning.toISOString(),
    );
    expect(afterQuietHours(new Date('2026-11-23T03:15:20+05:30'), null).toISOString()).toBe(
      new Date('2026-11-23T03:15:20+05:30').toISOString(),
    );
    const day = { startMinute: 13 * 60, endMinute: 15 * 60 };
    expect(afterQuietHours(AFTERNOON, day).toISOString()).toBe(
      new Date('2026-11-22T15:00:00+05:30').toISOString(),
    );
  });

  // Two instances, and a child process, need a server database (PGlite is one process's).
  it.skipIf(!database.url)(
    'two workers on their own connections send each of 200 deliveries exactly once',
    async () => {
      clock.set(AFTERNOON);
      const shopper = await signInShopper(db, config);
      const ids = await db.transaction(async (tx) => {
        const recorded: string[] = [];
        for (let index = 0; index < 200; index++) {
          recorded.push(
            await service().recordEvent(tx, {
              type: 'order_placed',
              userId: shopper.id,
              payload: { orderId: randomUUID() },
            }),
          );
        }
        return recorded;
      });
      const second = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://', poolMax: 4 });
      const bodies: string[] = [];
      const slow = () =>
        recordingSender(async (message) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
          bodies.push(message.body);
        });
      const a = slow();
      const b = slow();
      const workers = [
        worker(a, { batchSize: 7 }),
        createEventsWorker({
          db: second.db,
          clock,
          sms: b,
          log: silent,
          origin: 'https://zari.example',
          quietHours: QUIET,
          pollMs: 20,
          maxAttempts: 3,
          batchSize: 7,
        }),
      ];
      try {
        await Promise.all(
          workers.map(async (w) => {
            while ((await w.runOnce()) > 0);
          }),
        );
      } finally {
        await second.close();
      }
      const rows = await db.select().from(deliveries).where(inArray(deliveries.eventId, ids));
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      const mine = [...a.sent, ...b.sent].filter((message) => message.to === shopper.phone);
      expect(mine).toHaveLength(200);
      expect(new Set(mine.map((message) => message.body)).size).toBe(200);
      // Both instances took a share.
      expect(a.sent.length).toBeGreaterThan(0);
      expect(b.sent.length).toBeGreaterThan(0);
    },
  );

  it.skipIf(!database.url)(
    'a worker process SIGKILLed mid-send: the delivery is sent by another after its lease, once',
    async () => {
      clock.set(new Date());
      const shopper = await signInShopper(db, config);
      const eventId = await db.transaction((tx) =>
        service(null).recordEvent(tx, {
          type: 'order_confirmed',
          userId: shopper.id,
          payload: { orderId: randomUUID() },
        }),
      );
      const child = spawn(
        fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url)),
        ['--conditions=@zari/source', 'test/helpers/events-worker-child.ts'],
        {
          cwd: fileURLToPath(new URL('..', import.meta.url)),
          env: { ...process.env, DATABASE_URL: database.url, LEASE_MS: '1500' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      const deadline = Date.now() + 30_000;
      while (!output.includes(`SENDING ${shopper.phone}`) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.kill('SIGKILL');
      await exited;
      expect(output).toContain(`SENDING ${shopper.phone}`);
      const claimed = await deliveryOf(eventId);
      expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });

      const sms = recordingSender();
      const w = worker(sms, { clock: { now: () => new Date() }, quietHours: null });
      // Within the lease it stays with the dead worker's claim…
      await w.runOnce();
      expect(sms.sent.filter((message) => message.to === shopper.phone)).toHaveLength(0);
      // …and once it runs out another worker sends it: late, never lost.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, (claimed?.nextAttemptAt.getTime() ?? 0) - Date.now() + 50)),
      );
      await w.runOnce();
      await w.runOnce();
      expect(sms.sent.filter((message) => message.to === shopper.phone)).toHaveLength(1);
      expect(await deliveryOf(eventId)).toMatchObject({ status: 'sent', attempts: 2 });
    },
    60_000,
  );

  it('records the backlog and outcomes in metrics', async () => {
    clock.set(AFTERNOON);
    const metrics = createMetrics();
    const shopper = await signInShopper(db, config);
    await db.transaction((tx) =>
      service().recordEvent(tx, {
        type: 'order_placed',
        userId: shopper.id,
        payload: { orderId: randomUUID() },
      }),
    );
    const w = worker(
      recordingSender(() => {
        throw new SendFailure('down', false);
      }),
      { metrics, statsEveryMs: 0, backoffMs: () => 60_000 },
    );
    await w.runOnce();
    clock.advance(90_000);
    await w.runOnce();
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/zari_notifications_total\{channel="sms",result="retried"\} [1-9]/);
    expect(text).toMatch(/zari_notification_deliveries\{status="queued"\} [1-9]/);
    // 30 s past its retry time (older rows of this file's other tests may be later still).
    const oldest = Number(/^zari_notification_oldest_due_seconds (\S+)$/m.exec(text)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(30);
  });

  it('the app starts its worker when it listens and stops it when it closes', async () => {
    const started = await useTestApp({ env: { EVENTS_POLL_MS: '20', NOTIFY_QUIET_HOURS: 'off' } });
    const shopper = await signInShopper(started.db, started.config);
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    const orderId = randomUUID();
    const eventId = await started.db.transaction((tx) =>
      started.app.events.recordEvent(tx, {
        type: 'order_delivered',
        userId: shopper.id,
        payload: { orderId },
      }),
    );
    const deadline = Date.now() + 10_000;
    let row = (await started.db.select().from(deliveries).where(eq(deliveries.eventId, eventId)))[0];
    while (row?.status !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = (await started.db.select().from(deliveries).where(eq(deliveries.eventId, eventId)))[0];
    }
    expect(row?.status).toBe('sent');
    // The console provider shows it in the dev outbox, with its channel.
    const outbox = await started.app.inject({
      method: 'GET',
      url: API_PATHS.devOutbox,
      query: { phone: shopper.phone },
    });
    expect(outbox.json().data).toEqual([
      expect.objectContaining({ channel: 'sms', code: '', body: expect.stringContaining('is delivered') }),
    ]);
    const closing = Date.now();
    await started.app.close();
    expect(Date.now() - closing).toBeLessThan(2000);
  });

  describe('consents and the channel', () => {
    it('sends by WhatsApp once the shopper chose it, by SMS after they withdraw, and nothing without order updates', async () => {
      clock.set(AFTERNOON);
      const shopper = await signInShopper(db, config);
      const put = (purpose: string, granted: boolean, cookie = shopper.cookie, userId = shopper.id) =>
        app.inject({
          method: 'PUT',
          url: buildApiPath(API_PATHS.userConsent, { userId, purpose }),
          headers: { cookie },
          payload: { granted },
        });
      const record = () =>
        db.transaction((tx) =>
          service().recordEvent(tx, {
            type: 'order_placed',
            userId: shopper.id,
            payload: { orderId: randomUUID() },
          }),
        );

      const before = await app.inject({
        method: 'GET',
        url: buildApiPath(API_PATHS.userConsents, { userId: shopper.id }),
        headers: { cookie: shopper.cookie },
      });
      expect(before.statusCode).toBe(200);
      expect(before.json().data).toEqual({
        preferredChannel: 'sms',
        consents: [
          { purpose: 'order_updates', granted: true, source: 'default', at: null },
          { purpose: 'whatsapp', granted: false, source: 'default', at: null },
          { purpose: 'marketing', granted: false, source: 'default', at: null },
        ],
      });

      const granted = await put('whatsapp', true);
      expect(granted.statusCode).toBe(200);
      expect(granted.json().data.preferredChannel).toBe('whatsapp');
      expect((await deliveryOf(await record()))?.channel).toBe('whatsapp');
      // A retried grant records no second consent.
      expect((await put('whatsapp', true)).statusCode).toBe(200);
      expect(await consentHistory(db, shopper.id, 'whatsapp')).toHaveLength(1);

      const withdrawn = await put('whatsapp', false);
      expect(withdrawn.json().data).toMatchObject({ preferredChannel: 'sms' });
      expect(withdrawn.json().data.consents[1]).toMatchObject({
        purpose: 'whatsapp',
        granted: false,
        source: 'settings',
      });
      expect((await deliveryOf(await record()))?.channel).toBe('sms');
      expect(await consentHistory(db, shopper.id, 'whatsapp')).toHaveLength(2);

      expect((await put('order_updates', false)).statusCode).toBe(200);
      const silentEvent = await record();
      expect(await db.select().from(events).where(eq(events.id, silentEvent))).toHaveLength(1);
      expect(await deliveryOf(silentEvent)).toBeUndefined();
    });

    it('refuses another user’s consents (403) and a bad purpose (400), and needs a session (401)', async () => {
      const shopper = await signInShopper(db, config);
      const other = await signInShopper(db, config);
      const url = buildApiPath(API_PATHS.userConsent, { userId: other.id, purpose: 'whatsapp' });
      const foreign = await app.inject({
        method: 'PUT',
        url,
        headers: { cookie: shopper.cookie },
        payload: { granted: true },
      });
      expect(foreign.statusCode).toBe(403);
      const read = await app.inject({
        method: 'GET',
        url: buildApiPath(API_PATHS.userConsents, { userId: other.id }),
        headers: { cookie: shopper.cookie },
      });
      expect(read.statusCode).toBe(403);
      expect(await consentHistory(db, other.id, 'whatsapp')).toEqual([]);
      const bad = await app.inject({
        method: 'PUT',
        url: buildApiPath(API_PATHS.userConsent, { userId: shopper.id, purpose: 'telepathy' }),
        headers: { cookie: shopper.cookie },
        payload: { granted: true },
      });
      expect(bad.statusCode).toBe(400);
      const anonymous = await app.inject({ method: 'PUT', url, payload: { granted: true } });
      expect(anonymous.statusCode).toBe(401);
    });

    it('remembers the signup’s WhatsApp choice as the channel and a consent from signup', async () => {
      const phone = randomPhone();
      const ip = randomIp();
      await app.inject({ method: 'POST', url: API_PATHS.signup, payload: { phone }, remoteAddress: ip });
      const verified = await app.inject({
        method: 'POST',
        url: API_PATHS.signupVerify,
        payload: { phone, otp: await latestCode(app, phone), channel: 'whatsapp' },
        remoteAddress: ip,
      });
      expect(verified.statusCode).toBe(200);
      const userId = verified.json().data._id as string;
      const history = await consentHistory(db, userId, 'whatsapp');
      expect(history).toEqual([expect.objectContaining({ granted: true, source: 'signup' })]);
      const cookie = String(verified.headers['set-cookie']).split(';')[0] as string;
      const settings = await app.inject({
        method: 'GET',
        url: buildApiPath(API_PATHS.userConsents, { userId }),
        headers: { cookie },
      });
      expect(settings.json().data.preferredChannel).toBe('whatsapp');
    });
  });

  describe('WhatsApp through the Twilio adapter', async () => {
    const fake = await startFakeTwilio();
    afterAll(fake.close);
    const twilio = createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: 'ZARIOT',
      whatsappFrom: '+14155238886',
      httpClient: new LocalRequestClient(fake.base),
      timeoutMs: 2000,
    });

    it('posts whatsapp: addresses to the Messages API and records the message SID', async () => {
      clock.set(AFTERNOON);
      fake.answerWith(201, { sid: `SM${'c'.repeat(32)}`, status: 'queued' });
      const shopper = await signInShopper(db, config);
      await app.inject({
        method: 'PUT',
        url: buildApiPath(API_PATHS.userConsent, { userId: shopper.id, purpose: 'whatsapp' }),
        headers: { cookie: shopper.cookie },
        payload: { granted: true },
      });
      const eventId = await db.transaction((tx) =>
        service().recordEvent(tx, {
          type: 'cod_confirmation_requested',
          userId: shopper.id,
          payload: { orderId: '6650f0c2a1b2c3d4e5f60718', token: 'tok.en', hours: 24 },
        }),
      );
      await worker(twilio).runOnce();
      const request = fake.seen.find((seen) => seen.form.get('To') === `whatsapp:${shopper.phone}`);
      expect(Object.fromEntries(request?.form ?? [])).toEqual({
        To: `whatsapp:${shopper.phone}`,
        From: 'whatsapp:+14155238886',
        Body: 'Zari: please confirm your cash-on-delivery order E5F60718 within 24 hours, or it will be cancelled. Confirm: https://zari.example/orders/6650f0c2a1b2c3d4e5f60718/confirm?t=tok.en',
      });
      expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
      expect(await deliveryOf(eventId)).toMatchObject({
        status: 'sent',
        channel: 'whatsapp',
        providerMessageId: `SM${'c'.repeat(32)}`,
      });
    });

    it('tells a refusal (permanent) from an outage (retried)', async () => {
      fake.answerWith(400, { code: 63016, message: 'Outside the allowed window', status: 400 });
      await expect(
        twilio.notify({ channel: 'whatsapp', to: '+919876543210', body: 't' }),
      ).rejects.toMatchObject({
        permanent: true,
      });
      fake.answerWith(503, { code: 20503, message: 'Service unavailable', status: 503 });
      await expect(twilio.notify({ channel: 'sms', to: '+919876543210', body: 't' })).rejects.toMatchObject({
        permanent: false,
      });
      const smsOnly = createTwilioSms({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, from: 'ZARIOT' });
      expect(smsOnly.channels).toEqual(['sms']);
      await expect(
        smsOnly.notify({ channel: 'whatsapp', to: '+919876543210', body: 't' }),
      ).rejects.toMatchObject({
        permanent: true,
      });
    });
  });
});
