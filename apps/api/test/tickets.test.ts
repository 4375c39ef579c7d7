/**
 * Grievance tickets (issue 34) through HTTP on Postgres: a signed-in shopper raises a complaint about their
 * own order (never another's) with a photo, and only they can read it; a signed-out shopper raises one with a
 * phone verified by OTP and follows it by its link's key; a phone is capped per day; replies re-open a
 * resolved ticket; staff's queue puts overdue tickets first, then the least time left; staff's reply and
 * status change are audited and each queues the shopper's message in the same transaction.
 */
import {
  ADMIN_API_PATHS,
  API_MESSAGES,
  API_PATHS,
  buildApiPath,
  TICKET_MESSAGES,
  TICKET_NUMBER_PATTERN,
  TICKETS_PER_PHONE_PER_DAY,
} from '@zari/contract';
import {
  AdminTicketListResponse,
  AdminTicketResponse,
  CreateOrderResponse,
  TicketListResponse,
  TicketPhoneProofResponse,
  TicketPhotoResponse,
  TicketResponse,
} from '@zari/contract/schemas';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveries, events, ticketMessages, tickets } from '../src/db/schema/index.js';
import {
  createTicketsPersonalData,
  ERASED_PHONE,
  ERASED_TEXT,
} from '../src/modules/tickets/personal-data.js';
import { multipartBody } from './helpers/admin.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import { erasureOf } from './helpers/erasure.js';
import { insertPincodes, insertProduct, orderPayload } from './helpers/order-fixtures.js';
import { latestCode, randomIp, randomPhone } from './helpers/otp.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

const HOUR = 3_600_000;

describe('grievance tickets', async () => {
  const clock = fakeClock(new Date('2026-11-20T15:00:00+05:30'));
  const { app, db, config } = await useTestApp({ clock, env: { NOTIFY_QUIET_HOURS: 'off' } });
  let staff: TestShopper;
  let productId: string;

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    productId = (await insertProduct(db, { stockCount: 50 })).id;
  });

  async function placeOrder(shopper: TestShopper) {
    const placed = await app.inject({
      method: 'POST',
      url: API_PATHS.createOrder,
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: productId, size: 'M', quantity: 1 }]),
    });
    expect(placed.statusCode).toBe(200);
    return CreateOrderResponse.parse(placed.json()).data._id;
  }

  const ticketPath = (id: string) => buildApiPath(API_PATHS.ticket, { id });
  const adminTicketPath = (id: string) => buildApiPath(ADMIN_API_PATHS.ticket, { id });

  function raise(who: { cookie?: string; ip?: string }, payload: Record<string, unknown>) {
    return app.inject({
      method: 'POST',
      url: API_PATHS.tickets,
      remoteAddress: who.ip ?? randomIp(),
      ...(who.cookie ? { headers: { cookie: who.cookie } } : {}),
      payload,
    });
  }

  async function messagesAbout(ticketId: string) {
    return db
      .select({ type: events.type, recipient: deliveries.recipient, channel: deliveries.channel })
      .from(events)
      .leftJoin(deliveries, eq(deliveries.eventId, events.id))
      .where(eq(events.aggregateId, ticketId))
      .orderBy(events.createdAt);
  }

  const complaint = {
    category: 'damaged_or_wrong_item',
    description: 'The kurta arrived with a torn sleeve.',
  } as const;

  it('raises a signed-in complaint about their own order with a photo; only they can read it', async () => {
    const asha = await signInShopper(db, config);
    const orderId = await placeOrder(asha);

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody({}, { name: 'tear.jpg', type: 'image/jpeg', bytes: photo });
    const upload = await app.inject({
      method: 'POST',
      url: API_PATHS.ticketPhotos,
      headers: { cookie: asha.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    const { path } = TicketPhotoResponse.parse(upload.json()).data;

    const created = await raise(asha, { ...complaint, orderId, photos: [path] });
    expect(created.statusCode).toBe(200);
    const ticket = TicketResponse.parse(created.json()).data;
    expect(ticket.number).toMatch(TICKET_NUMBER_PATTERN);
    expect(created.json().message).toBe(TICKET_MESSAGES.created(ticket.number));
    expect(ticket).toMatchObject({ status: 'open', orderId, photos: [path], acknowledgedAt: null });
    expect(ticket.accessKey).toBeUndefined();
    // The number is sent to the shopper's phone through the outbox, in the ticket's transaction.
    expect(await messagesAbout(ticket._id)).toEqual([
      { type: 'ticket_created', recipient: asha.phone, channel: 'sms' },
    ]);

    const mine = await app.inject({
      method: 'GET',
      url: ticketPath(ticket._id),
      headers: { cookie: asha.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(TicketResponse.parse(mine.json()).data.description).toBe(complaint.description);
    const list = await app.inject({
      method: 'GET',
      url: API_PATHS.tickets,
      headers: { cookie: asha.cookie },
    });
    expect(TicketListResponse.parse(list.json()).data.map((t) => t.number)).toEqual([ticket.number]);

    const ravi = await signInShopper(db, config, { fullName: 'Ravi' });
    const theirs = await app.inject({
      method: 'GET',
      url: ticketPath(ticket._id),
      headers: { cookie: ravi.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(TICKET_MESSAGES.notFound);
    expect((await app.inject({ method: 'GET', url: ticketPath(ticket._id) })).statusCode).toBe(404);
    const guessedKey = await app.inject({
      method: 'GET',
      url: `${ticketPath(ticket._id)}?key=${'a'.repeat(32)}`,
    });
    expect(guessedKey.statusCode).toBe(404);
    const replyOnTheirs = await app.inject({
      method: 'POST',
      url: buildApiPath(API_PATHS.ticketReplies, { id: ticket._id }),
      headers: { cookie: ravi.cookie },
      payload: { body: 'Let me in' },
    });
    expect(replyOnTheirs.statusCode).toBe(404);

    // Another shopper's order is refused, and so are a photo never uploaded and a too-short description.
    const borrowed = await raise(ravi, { ...complaint, orderId });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().message).toBe(TICKET_MESSAGES.orderNotYours);
    const fakePhoto = await raise(ravi, { ...complaint, photos: ['/uploads/images/nope-960.webp'] });
    expect(fakePhoto.statusCode).toBe(400);
    expect(fakePhoto.json().message).toBe(TICKET_MESSAGES.photoUnknown);
    const short = await raise(ravi, { category: 'payment', description: 'bad' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(TICKET_MESSAGES.descriptionTooShort);
    expect(await db.select().from(tickets).where(eq(tickets.userId, ravi.id))).toEqual([]);
  });

  it('raises a complaint signed out with a phone verified by OTP, followed by its link key', async () => {
    const phone = randomPhone();
    const ip = randomIp();
    const refused = await raise({ ip }, complaint);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TICKET_MESSAGES.phoneProofRequired);

    const sent = await app.inject({
      method: 'POST',
      url: API_PATHS.ticketOtp,
      payload: { phone },
      remoteAddress: ip,
    });
    expect(sent.statusCode).toBe(200);
    const wrong = await app.inject({
      method: 'POST',
      url: API_PATHS.ticketOtpVerify,
      payload: { phone, otp: '000000' === (await latestCode(app, phone, sent)) ? '111111' : '000000' },
      remoteAddress: ip,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(API_MESSAGES.otpInvalid);
    const verified = await app.inject({
      method: 'POST',
      url: API_PATHS.ticketOtpVerify,
      payload: { phone, otp: await latestCode(app, phone, sent) },
      remoteAddress: ip,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['set-cookie']).toBeUndefined();
    const { phoneProof } = TicketPhoneProofResponse.parse(verified.json()).data;

    const forged = await raise({ ip }, { ...complaint, phoneProof: phoneProof.replace(/\d{4}\./, '9999.') });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(TICKET_MESSAGES.phoneProofInvalid);

    const created = await raise({ ip }, { ...complaint, category: 'order_not_received', phoneProof });
    expect(created.statusCode).toBe(200);
    const ticket = TicketResponse.parse(created.json()).data;
    const key = ticket.accessKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await messagesAbout(ticket._id)).toEqual([
      { type: 'ticket_created', recipient: phone, channel: 'sms' },
    ]);

    expect((await app.inject({ method: 'GET', url: ticketPath(ticket._id) })).statusCode).toBe(404);
    const byKey = await app.inject({ method: 'GET', url: `${ticketPath(ticket._id)}?key=${key}` });
    expect(byKey.statusCode).toBe(200);
    const replied = await app.inject({
      method: 'POST',
      url: buildApiPath(API_PATHS.ticketReplies, { id: ticket._id }),
      payload: { body: 'Still waiting for the parcel.', key },
    });
    expect(replied.statusCode).toBe(200);
    expect(TicketResponse.parse(replied.json()).data.messages.map((m) => [m.author, m.body])).toEqual([
      ['shopper', 'Still waiting for the parcel.'],
    ]);

    // A proof expires.
    clock.advance(31 * 60_000);
    const late = await raise({ ip }, { ...complaint, phoneProof });
    expect(late.statusCode).toBe(403);
  });

  it('answers a retried complaint with the same Idempotency-Key with the first ticket, raising one', async () => {
    const kiran = await signInShopper(db, config, { fullName: 'Kiran' });
    const send = () =>
      app.inject({
        method: 'POST',
        url: API_PATHS.tickets,
        headers: { cookie: kiran.cookie, 'idempotency-key': 'complaint-attempt-0001' },
        payload: complaint,
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(TicketResponse.parse(second.json()).data.number).toBe(
      TicketResponse.parse(first.json()).data.number,
    );
    expect(await db.select().from(tickets).where(eq(tickets.userId, kiran.id))).toHaveLength(1);
  });

  it(`caps a phone at ${TICKETS_PER_PHONE_PER_DAY} complaints a day with the contract's message`, async () => {
    const meera = await signInShopper(db, config, { fullName: 'Meera' });
    for (let i = 0; i < TICKETS_PER_PHONE_PER_DAY; i += 1) {
      expect((await raise(meera, { ...complaint, category: 'other' })).statusCode).toBe(200);
    }
    const flooded = await raise(meera, { ...complaint, category: 'other' });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe(TICKET_MESSAGES.flood);
    expect(flooded.headers['retry-after']).toBeDefined();
    const stored = await db.select().from(tickets).where(eq(tickets.userId, meera.id));
    expect(stored).toHaveLength(TICKETS_PER_PHONE_PER_DAY);
    // A day later the phone may complain again.
    clock.advance(24 * HOUR + 60_000);
    expect((await raise(meera, { ...complaint, category: 'other' })).statusCode).toBe(200);
  });

  it("re-opens a resolved ticket on the shopper's reply; a closed one refuses replies", async () => {
    const asha = await signInShopper(db, config);
    const ticket = TicketResponse.parse((await raise(asha, complaint)).json()).data;
    const staffCall = (payload: unknown) =>
      app.inject({
        method: 'PATCH',
        url: adminTicketPath(ticket._id),
        headers: { cookie: staff.cookie },
        payload: payload as never,
      });
    expect((await staffCall({ status: 'resolved', reply: 'We are sending a new one.' })).statusCode).toBe(
      200,
    );
    const reply = (body: string) =>
      app.inject({
        method: 'POST',
        url: buildApiPath(API_PATHS.ticketReplies, { id: ticket._id }),
        headers: { cookie: asha.cookie },
        payload: { body },
      });
    const reopened = await reply('The new one is torn too.');
    expect(reopened.statusCode).toBe(200);
    expect(TicketResponse.parse(reopened.json()).data).toMatchObject({
      status: 'in_progress',
      resolvedAt: null,
    });

    expect((await staffCall({ status: 'closed' })).statusCode).toBe(200);
    const closed = await reply('Hello?');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(TICKET_MESSAGES.closed);
    expect((await staffCall({ reply: 'More' })).statusCode).toBe(409);
  });

  it('queues overdue tickets first, then by the least time left; filters by status', async () => {
    await db.delete(tickets);
    const now = clock.now().getTime();
    const make = async (hoursAgo: number, acknowledged: boolean) => {
      const who = await signInShopper(db, config);
      const ticket = TicketResponse.parse((await raise(who, complaint)).json()).data;
      const createdAt = new Date(now - hoursAgo * HOUR);
      await db
        .update(tickets)
        .set({
          createdAt,
          ...(acknowledged && {
            status: 'acknowledged',
            acknowledgedAt: new Date(createdAt.getTime() + HOUR),
          }),
        })
        .where(eq(tickets.id, ticket._id));
      return ticket.number;
    };
    const fresh = await make(1, false); // 47 h left to acknowledge
    const acked = await make(700, true); // acknowledged; 20 h left to resolve
    const overdue = await make(60, false); // 12 h overdue on acknowledgement
    const older = await make(10, false); // 38 h left
    const calm = await make(2, true); // acknowledged; ~30 days left

    const queue = await app.inject({
      method: 'GET',
      url: ADMIN_API_PATHS.tickets,
      headers: { cookie: staff.cookie },
    });
    expect(queue.statusCode).toBe(200);
    expect(AdminTicketListResponse.parse(queue.json()).data.map((t) => t.number)).toEqual([
      overdue,
      acked,
      older,
      fresh,
      calm,
    ]);
    const onlyAcked = await app.inject({
      method: 'GET',
      url: `${ADMIN_API_PATHS.tickets}?status=acknowledged`,
      headers: { cookie: staff.cookie },
    });
    expect(AdminTicketListResponse.parse(onlyAcked.json()).data.map((t) => t.number)).toEqual([acked, calm]);

    const shopper = await signInShopper(db, config);
    const refused = await app.inject({
      method: 'GET',
      url: ADMIN_API_PATHS.tickets,
      headers: { cookie: shopper.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("exports a shopper's tickets and, on erasure, removes their words and phone but keeps the record", async () => {
    const asha = await signInShopper(db, config);
    const ticket = TicketResponse.parse((await raise(asha, complaint)).json()).data;
    await app.inject({
      method: 'POST',
      url: buildApiPath(API_PATHS.ticketReplies, { id: ticket._id }),
      headers: { cookie: asha.cookie },
      payload: { body: 'My address is 12 MG Road.' },
    });
    await app.inject({
      method: 'PATCH',
      url: adminTicketPath(ticket._id),
      headers: { cookie: staff.cookie },
      payload: { reply: 'We will call you.', status: 'resolved' },
    });
    const section = createTicketsPersonalData({ db });
    expect(section.name).toBe('tickets');
    const exported = JSON.parse(JSON.stringify(await section.collect(asha.id)));
    expect(exported).toEqual([
      expect.objectContaining({
        number: ticket.number,
        description: complaint.description,
        phone: asha.phone,
        status: 'resolved',
        // Both written in the same instant of the test's clock: their order between them is not the point.
        messages: expect.arrayContaining([
          expect.objectContaining({ from: 'shopper', body: 'My address is 12 MG Road.' }),
          expect.objectContaining({ from: 'staff', body: 'We will call you.' }),
        ]),
      }),
    ]);
    expect(exported[0].messages).toHaveLength(2);

    await db.transaction((tx) => section.erase(tx, asha.id, erasureOf(asha.id)));
    expect(await section.collect(asha.id)).toEqual([]);
    const [kept] = await db.select().from(tickets).where(eq(tickets.id, ticket._id));
    expect(kept).toMatchObject({
      number: ticket.number,
      userId: null,
      phone: ERASED_PHONE,
      description: ERASED_TEXT,
      ip: null,
      status: 'resolved',
    });
    const words = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket._id));
    expect(words.map((m) => [m.author, m.body]).sort()).toEqual(
      [
        ['shopper', ERASED_TEXT],
        ['staff', 'We will call you.'],
      ].sort(),
    );
    const anything = JSON.stringify(await db.select().from(tickets));
    expect(anything).not.toContain(asha.phone);
  });

  it("audits staff's reply and status change and queues the shopper's messages in the same transaction", async () => {
    const asha = await signInShopper(db, config);
    const ticket = TicketResponse.parse((await raise(asha, complaint)).json()).data;

    const patch = await app.inject({
      method: 'PATCH',
      url: adminTicketPath(ticket._id),
      headers: { cookie: staff.cookie },
      payload: { reply: 'Sorry! A replacement ships tomorrow.', status: 'in_progress' },
    });
    expect(patch.statusCode).toBe(200);
    const admin = AdminTicketResponse.parse(patch.json()).data;
    expect(admin.status).toBe('in_progress');
    expect(admin.acknowledgedAt).toBe(clock.now().toISOString());
    expect(admin.messages).toEqual([
      expect.objectContaining({
        author: 'staff',
        staffName: 'Kiran Staff',
        body: 'Sorry! A replacement ships tomorrow.',
      }),
    ]);
    expect(admin.allowedStatuses).toEqual(['resolved', 'closed']);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'ticket'), eq(auditLog.entityId, ticket._id)));
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: 'ticket.reply',
      before: expect.objectContaining({ status: 'open' }),
      after: expect.objectContaining({
        status: 'in_progress',
        reply: 'Sorry! A replacement ships tomorrow.',
      }),
    });
    expect((await messagesAbout(ticket._id)).map((m) => [m.type, m.recipient])).toEqual([
      ['ticket_created', asha.phone],
      ['ticket_replied', asha.phone],
      ['ticket_status_changed', asha.phone],
    ]);

    // The shopper sees the reply.
    const seen = await app.inject({
      method: 'GET',
      url: ticketPath(ticket._id),
      headers: { cookie: asha.cookie },
    });
    expect(TicketResponse.parse(seen.json()).data.messages.map((m) => m.author)).toEqual(['staff']);

    // A move the state machine forbids writes nothing: no message, no audit entry, no event.
    const back = await app.inject({
      method: 'PATCH',
      url: adminTicketPath(ticket._id),
      headers: { cookie: staff.cookie },
      payload: { status: 'open', reply: 'Oops' },
    });
    expect(back.statusCode).toBe(409);
    expect(
      await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket._id)),
    ).toHaveLength(1);
    expect(await messagesAbout(ticket._id)).toHaveLength(3);
    const empty = await app.inject({
      method: 'PATCH',
      url: adminTicketPath(ticket._id),
      headers: { cookie: staff.cookie },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(TICKET_MESSAGES.nothingToDo);
  });
});
