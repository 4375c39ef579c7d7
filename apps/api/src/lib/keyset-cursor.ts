/**
 * Opaque page cursors for lists ordered newest first by (created_at, id): the last row's timestamp as
 * Postgres text (keeping microseconds a JS Date would drop) and its id. A cursor this API did not issue is 400,
 * and so is one forged around a time Postgres would refuse or misread (the contract's CreatedCursorKey: one
 * strict spelling, a date that exists, a sane year), so nothing a client sends fails the query with a 500.
 */
import { API_MESSAGES } from '@zari/contract';
import { CreatedCursorKey } from '@zari/contract/schemas';
import { BadRequestError } from './errors.js';

export interface CreatedKey {
  createdAt: string;
  id: string;
}

export function encodeCreatedCursor(key: CreatedKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

export function decodeCreatedCursor(cursor: string): CreatedKey {
  try {
    const key = CreatedCursorKey.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (key.success) return { createdAt: key.data[0], id: key.data[1] };
  } catch {
    // Falls through to the same answer as any other cursor this API did not issue.
  }
  throw new BadRequestError(API_MESSAGES.invalidCursor);
}

/** Cuts the one extra row a page query fetched and turns the last kept row into the next cursor. */
export function pageOf<T extends { createdAtKey: string; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor:
      rows.length > limit && last ? encodeCreatedCursor({ createdAt: last.createdAtKey, id: last.id }) : null,
  };
}
