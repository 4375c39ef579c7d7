/** Back-office order queries: every shopper's orders, searched and paged; one order with its timeline. */
import type { OrderStatus } from '@zari/contract';
import { and, asc, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.js';
import { orderEvents, orderLines, orders, users } from '../../db/schema/index.js';
import type { CreatedKey } from '../../lib/keyset-cursor.js';
import { orderLineColumns } from './repository.js';

export interface OrderSearch {
  status?: OrderStatus | undefined;
  q?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
  after?: CreatedKey | undefined;
  limit: number;
}

function statusFilter(status: OrderStatus): SQL | undefined {
  if (status === 'pending') return and(eq(orders.stage, 'placed'), ne(orders.paymentStatus, 'paid'));
  if (status === 'paid') return and(eq(orders.stage, 'placed'), eq(orders.paymentStatus, 'paid'));
  return eq(orders.stage, status);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** An order id suffix (as shoppers read it, upper case), a phone number, or a name. */
function searchFilter(q: string): SQL | undefined {
  const contains = `%${escapeLike(q)}%`;
  return or(
    ilike(sql`${orders.id}::text`, `%${escapeLike(q.toLowerCase())}`),
    ilike(orders.phone, contains),
    ilike(users.phone, contains),
    ilike(orders.fullName, contains),
    ilike(users.fullName, contains),
  );
}

export async function searchOrders(db: Executor, search: OrderSearch) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      createdAtKey: sql<string>`${orders.createdAt}::text`,
      stage: orders.stage,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      fullName: orders.fullName,
      phone: orders.phone,
      trackingNumber: orders.trackingNumber,
      refundDue: orders.refundDue,
      itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        search.status ? statusFilter(search.status) : undefined,
        search.q ? searchFilter(search.q) : undefined,
        search.from ? sql`${orders.createdAt} >= ${search.from.toISOString()}` : undefined,
        search.until ? sql`${orders.createdAt} < ${search.until.toISOString()}` : undefined,
        search.after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${search.after.createdAt}::timestamptz, ${search.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(search.limit + 1);
}

export async function findOrderDetail(db: Executor, orderId: string) {
  const [row] = await db
    .select({ order: orders, customer: { id: users.id, phone: users.phone, fullName: users.fullName } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const lines = await db
    .select(orderLineColumns)
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const events = await db
    .select({
      id: orderEvents.id,
      createdAt: orderEvents.createdAt,
      stage: orderEvents.stage,
      note: orderEvents.note,
      trackingNumber: orderEvents.trackingNumber,
      actor: { id: users.id, phone: users.phone, fullName: users.fullName },
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return { ...row.order, lines, customer: row.customer, events };
}

export async function lockOrder(tx: Transaction, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function updateOrder(
  tx: Transaction,
  orderId: string,
  fields: Partial<typeof orders.$inferInsert>,
) {
  await tx.update(orders).set(fields).where(eq(orders.id, orderId));
}

export async function insertOrderEvent(tx: Transaction, event: typeof orderEvents.$inferInsert) {
  await tx.insert(orderEvents).values(event);
}
