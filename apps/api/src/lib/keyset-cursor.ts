/**
 * Opaque page cursors for lists ordered newest first by (created_at, id): the last row's timestamp as
 * Postgres text (keeping microseconds a JS Date would drop) and its id. A cursor this API did not issue is 400.
 */
import { API_MESSAGES } from '@zari/contract';
import { BadRequestError } from './errors.js';

export interface CreatedKey {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCreatedCursor(key: CreatedKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

export function decodeCreatedCursor(cursor: string): CreatedKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      !Number.isNaN(Date.parse(value[0])) &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    ) {
      return { createdAt: value[0], id: value[1] };
    }
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
