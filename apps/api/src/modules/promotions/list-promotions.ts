/** The back office's promotions (issue 29): every one, newest first, with its live uses. */
import type { AdminPromotion } from '@zari/contract';
import type { Executor } from '../../db/client.js';
import { toAdminPromotion } from './promotion.js';
import { listPromotions } from './repository.js';

export async function listAdminPromotions(db: Executor): Promise<AdminPromotion[]> {
  const rows = await listPromotions(db);
  return rows.map((row) => toAdminPromotion(row.promotion, row.uses));
}
