/** The `Idempotency-Key` request header, checked by the contract's schema; absent is undefined. */
import { IDEMPOTENCY_KEY_HEADER } from '@zari/contract';
import { IdempotencyKey } from '@zari/contract/schemas';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors.js';

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(value);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? '');
  return parsed.data;
}
