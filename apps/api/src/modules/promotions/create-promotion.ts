/**
 * A promotion made in the back office (issue 29): the body already passed the contract's
 * AdminPromotionCreate (code upper case, value in range, window in order), and is written with its audit
 * entry in one transaction. A code another promotion has is a 409, with nothing written.
 */
import { type AdminPromotion, PROMOTION_ADMIN_MESSAGES } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import { type PromotionInput, toAdminPromotion, toPromotionValues } from './promotion.js';
import { insertPromotion } from './repository.js';

export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function createPromotion(
  deps: { db: Database; clock: Clock; audit: AuditService },
  actor: SessionUser,
  input: PromotionInput,
): Promise<AdminPromotion> {
  const { db, clock, audit } = deps;
  try {
    const row = await db.transaction(async (tx) => {
      const created = await insertPromotion(tx, toPromotionValues(input), clock.now());
      await audit.record(tx, {
        actorId: actor.id,
        action: 'promotion.create',
        entityType: 'promotion',
        entityId: created.id,
        after: toAdminPromotion(created, 0),
      });
      return created;
    });
    return toAdminPromotion(row, 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(PROMOTION_ADMIN_MESSAGES.codeTaken);
    throw error;
  }
}
