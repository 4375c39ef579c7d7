/**
 * A change to a promotion (issue 29), "end now" among them (`active: false`, or `endsAt` now). The patch is
 * merged into the stored promotion and the result checked whole with AdminPromotionCreate (the patch schema
 * sees only the fields sent: a new percent of 150 on a flat promotion made percent is caught here), then
 * written with its audit entry under the row's lock. A bad result is a 400 and nothing changes.
 */
import { type AdminPromotion, API_MESSAGES, PROMOTION_ADMIN_MESSAGES } from '@zari/contract';
import { AdminPromotionCreate, type AdminPromotionPatch } from '@zari/contract/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import { isUniqueViolation } from './create-promotion.js';
import { isWelcomeOffer, toAdminInput, toAdminPromotion, toPromotionValues } from './promotion.js';
import { countUses, lockPromotion, updatePromotion as writePromotion } from './repository.js';

/** A patch body after the contract's AdminPromotionPatch. */
export type PromotionPatch = z.output<typeof AdminPromotionPatch>;

/** The first problem, worded as the route's own validation words it ("endsAt: The end must be …"). */
function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0];
  if (!issue) return API_MESSAGES.badRequest;
  const field = issue.path.map(String).join('.');
  return field && !issue.message.includes(field) ? `${field}: ${issue.message}` : issue.message;
}

export async function updatePromotion(
  deps: { db: Database; clock: Clock; audit: AuditService },
  actor: SessionUser,
  id: string,
  patch: PromotionPatch,
): Promise<AdminPromotion> {
  const { db, clock, audit } = deps;
  try {
    return await db.transaction(async (tx) => {
      const before = await lockPromotion(tx, id);
      if (!before) throw new NotFoundError(PROMOTION_ADMIN_MESSAGES.notFound);
      // The welcome offer is found by its code; the owner sets everything else about it.
      if (
        isWelcomeOffer(before) &&
        patch.code !== undefined &&
        patch.code.trim().toUpperCase() !== before.code
      ) {
        throw new BadRequestError(PROMOTION_ADMIN_MESSAGES.welcomeCodeFixed);
      }
      const { label, ...rest } = patch;
      const { label: storedLabel, ...stored } = toAdminInput(before);
      // null clears the label back to the default one ("25% OFF").
      const keptLabel =
        label === null ? {} : label !== undefined ? { label } : storedLabel ? { label: storedLabel } : {};
      const merged = AdminPromotionCreate.safeParse({ ...stored, ...rest, ...keptLabel });
      if (!merged.success) throw new BadRequestError(firstIssue(merged.error));
      const after = await writePromotion(tx, id, toPromotionValues(merged.data), clock.now());
      const uses = (await countUses(tx, [id], null)).get(id)?.total ?? 0;
      await audit.record(tx, {
        actorId: actor.id,
        action: 'promotion.update',
        entityType: 'promotion',
        entityId: id,
        before: toAdminPromotion(before, uses),
        after: toAdminPromotion(after, uses),
      });
      return toAdminPromotion(after, uses);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(PROMOTION_ADMIN_MESSAGES.codeTaken);
    throw error;
  }
}
