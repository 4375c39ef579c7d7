/** One return for the back office (issue 33): lines, photos, pick-up, masked payout, timeline, allowed actions. */
import { type AdminReturn, RETURN_MESSAGES } from '@zari/contract';
import type { Executor } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import * as repository from './repository.js';
import { toAdminReturn } from './to-return.js';

export async function adminReturnOf(db: Executor, returnId: string, now: Date): Promise<AdminReturn> {
  const ret = await repository.findReturn(db, returnId);
  if (!ret) throw new NotFoundError(RETURN_MESSAGES.returnNotFound);
  const order = await repository.orderOfReturn(db, ret.orderId);
  if (!order) throw new NotFoundError(RETURN_MESSAGES.returnNotFound);
  const lines = await repository.linesOf(db, [ret.id]);
  const events = await repository.eventsOf(db, [ret.id]);
  return toAdminReturn(ret, lines, events, order, now);
}
