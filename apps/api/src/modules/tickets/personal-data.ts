/**
 * The tickets' part of a shopper's data rights (DPDP Act 2023; issue 34): `collect` answers their complaints
 * and conversations as plain JSON for "Download my data"; `erase` runs in the erasure's transaction and
 * removes their personal text (descriptions, their replies, photos, phone, address) while keeping what the
 * store must keep under the Consumer Protection (E-Commerce) Rules: that a grievance with this number, about
 * this order and category, was raised, acknowledged and resolved when, and what staff answered.
 */
import type { Database } from '../../db/client.js';
import type { PersonalDataSection } from '../privacy/sections.js';
import * as repository from './repository.js';

/** What an erased ticket's shopper text and phone read as afterwards. */
export const ERASED_TEXT = '[removed at the shopper’s request]';
export const ERASED_PHONE = 'erased';

export function createTicketsPersonalData(deps: { db: Database }): PersonalDataSection {
  const { db } = deps;
  return {
    name: 'tickets',
    async collect(userId) {
      const rows = await repository.allTicketsOfUser(db, userId);
      const messages = await repository.messagesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        number: row.number,
        category: row.category,
        status: row.status,
        orderId: row.orderId,
        description: row.description,
        photos: row.photos,
        phone: row.phone,
        createdAt: row.createdAt.toISOString(),
        acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
        resolvedAt: row.resolvedAt?.toISOString() ?? null,
        messages: messages
          .filter(({ message }) => message.ticketId === row.id)
          .map(({ message }) => ({
            from: message.author,
            body: message.body,
            at: message.createdAt.toISOString(),
          })),
      }));
    },
    async erase(tx, userId) {
      await repository.eraseTicketsOfUser(tx, userId, { phone: ERASED_PHONE, text: ERASED_TEXT });
    },
  };
}
