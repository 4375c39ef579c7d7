/** Queries of grievance tickets (issue 34): tickets, their conversation, the flood counts and the queue. */
import type { TicketStatus } from '@zari/contract';
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { imageAssets, orders, ticketMessages, tickets, users } from '../../db/schema/index.js';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;

export async function findUserByPhone(db: Executor, phone: string) {
  const [row] = await db
    .select({ id: users.id, blocked: users.blocked })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row;
}

/** Which of these paths the image pipeline stored (a photo the ticket names must be one it uploaded). */
export async function storedImages(db: Executor, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .select({ path: imageAssets.path })
    .from(imageAssets)
    .where(inArray(imageAssets.path, [...paths]));
  return new Set(rows.map((row) => row.path));
}

export async function orderBelongsTo(db: Executor, orderId: string, userId: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Tickets raised since `since` by this phone, and from this address. */
export async function ticketsSince(db: Executor, since: Date, by: { phone: string } | { ip: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(
      and('phone' in by ? eq(tickets.phone, by.phone) : eq(tickets.ip, by.ip), gte(tickets.createdAt, since)),
    );
  return row?.n ?? 0;
}

/**
 * Serialises the flood check and the insert of one phone's tickets: two parallel complaints of one phone
 * take turns, so the cap holds under a burst (a transaction-scoped advisory lock on the phone).
 */
export async function lockPhone(tx: Executor, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ticket:${phone}`}))`);
}

export async function nextSerial(tx: Executor): Promise<number> {
  const result = await tx.execute(sql`select nextval('ticket_serial') as n`);
  const row = (result as unknown as { rows: { n: string }[] }).rows[0];
  if (!row) throw new Error('nextval answered nothing');
  return Number(row.n);
}

export async function insertTicket(tx: Executor, row: typeof tickets.$inferInsert) {
  const [ticket] = await tx.insert(tickets).values(row).returning();
  if (!ticket) throw new Error('ticket insert returned nothing');
  return ticket;
}

export async function findTicket(db: Executor, id: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  return row;
}

export async function lockTicket(tx: Executor, id: string) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update').limit(1);
  return row;
}

export async function updateTicket(
  tx: Executor,
  id: string,
  set: Partial<Pick<TicketRow, 'status' | 'acknowledgedAt' | 'resolvedAt' | 'updatedAt'>>,
) {
  const [row] = await tx.update(tickets).set(set).where(eq(tickets.id, id)).returning();
  if (!row) throw new Error('ticket update returned nothing');
  return row;
}

export async function insertMessage(tx: Executor, row: typeof ticketMessages.$inferInsert) {
  await tx.insert(ticketMessages).values(row);
}

export async function messagesOf(db: Executor, ticketIds: readonly string[]) {
  if (ticketIds.length === 0) return [];
  return db
    .select({ message: ticketMessages, staffName: users.fullName })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.staffId))
    .where(inArray(ticketMessages.ticketId, [...ticketIds]))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
}

export async function ticketsOfUser(db: Executor, userId: string) {
  return db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.createdAt))
    .limit(200);
}

export async function customerOf(db: Executor, userId: string | null) {
  if (!userId) return undefined;
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * The back office's queue: the earlier of the unmet deadlines first (an overdue ticket's is in the past, so
 * overdue come first, the longest overdue on top); tickets with both clocks met last, newest first.
 */
export async function queue(
  db: Executor,
  filter: { status?: TicketStatus; active?: boolean },
  spans: { acknowledgeMs: number; resolveMs: number },
) {
  const due = sql`least(
    case when ${tickets.acknowledgedAt} is null then ${tickets.createdAt} + (${spans.acknowledgeMs} * interval '1 millisecond') end,
    case when ${tickets.resolvedAt} is null then ${tickets.createdAt} + (${spans.resolveMs} * interval '1 millisecond') end
  )`;
  return db
    .select({ ticket: tickets, customerName: users.fullName })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .where(
      filter.status
        ? eq(tickets.status, filter.status)
        : filter.active
          ? ne(tickets.status, 'closed')
          : undefined,
    )
    .orderBy(sql`${due} asc nulls last`, desc(tickets.createdAt))
    .limit(500);
}

// ── Personal data (DPDP) ──────────────────────────────────────────────────────────────────────────────

export async function allTicketsOfUser(db: Executor, userId: string) {
  return db.select().from(tickets).where(eq(tickets.userId, userId)).orderBy(asc(tickets.createdAt));
}

/**
 * Erasure: the shopper's own words and photos are replaced, their phone and address dropped, the link to the
 * account cut; what the store must keep (number, category, order, the clocks' times and staff's answers, the
 * record that a grievance was raised and handled) stays.
 */
export async function eraseTicketsOfUser(
  tx: Executor,
  userId: string,
  replacement: { phone: string; text: string },
) {
  const ids = (await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.userId, userId))).map(
    (row) => row.id,
  );
  if (ids.length === 0) return 0;
  await tx
    .update(tickets)
    .set({ userId: null, phone: replacement.phone, description: replacement.text, photos: [], ip: null })
    .where(inArray(tickets.id, ids));
  await tx
    .update(ticketMessages)
    .set({ body: replacement.text })
    .where(and(inArray(ticketMessages.ticketId, ids), eq(ticketMessages.author, 'shopper')));
  return ids.length;
}
