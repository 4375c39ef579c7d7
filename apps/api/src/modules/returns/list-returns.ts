/** The back office's returns queue (issue 33): those waiting longest first, each with its age. */
import { type AdminReturnSummary, paiseToRupees, type ReturnState } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import * as repository from './repository.js';
import { ageHours } from './to-return.js';

export function createListReturns(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return async function listReturns(state: ReturnState | undefined): Promise<AdminReturnSummary[]> {
    const now = clock.now();
    const rows = await repository.listReturns(db, state);
    return rows.map(({ ret, customerName, paymentMethod, pieces }) => ({
      _id: ret.id,
      orderId: ret.orderId,
      state: ret.state,
      createdAt: ret.createdAt.toISOString(),
      ageHours: ageHours(ret, now),
      customerName,
      pieces: Number(pieces),
      refundAmount: paiseToRupees(ret.refundedPaise ?? ret.refundPaise),
      paymentMethod,
    }));
  };
}
