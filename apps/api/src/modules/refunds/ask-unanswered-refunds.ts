/**
 * The sweep's pass over refunds the gateway never answered (issue 33's refunds, and those of payments no order
 * used): a gateway that was down or timed out when a refund was asked leaves it `pending` with no refund id,
 * and without this pass it would wait for staff's Retry or the payment's next webhook event. Each is asked
 * again with its own id as receipt, so a refund the gateway did make is given back, never made twice; a
 * refusal settles it `failed` (staff see it in Refunds). A gateway still away ends the pass (the others would
 * wait out the same timeout): what it claimed is asked again a period later.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AskGateway } from './issue-refund.js';
import type { RefundsRepository } from './repository.js';

/** Refunds asked again per pass: a long outage's backlog is worked through a period at a time. */
const PASS_LIMIT = 50;

export function createAskUnansweredRefunds(deps: {
  db: Database;
  clock: Clock;
  repository: Pick<RefundsRepository, 'claimUnansweredRefunds'>;
  askGateway: AskGateway;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** A refund unanswered this long is asked again (the sweep's period). */
  unansweredMs: number;
}) {
  const { db, clock, repository, askGateway, log, unansweredMs } = deps;
  /** Answers how many refunds the gateway answered in this pass. */
  return async function askUnansweredRefunds(): Promise<number> {
    const now = clock.now();
    const claimed = await repository.claimUnansweredRefunds(
      db,
      new Date(now.getTime() - unansweredMs),
      now,
      PASS_LIMIT,
    );
    let answered = 0;
    for (const refund of claimed) {
      try {
        const asked = await askGateway(refund);
        if (asked.gatewayRefundId || asked.status !== 'pending') answered++;
      } catch (error) {
        log.warn({ err: error, refundId: refund.id }, 'refund still unanswered by the payment provider');
        break;
      }
    }
    return answered;
  };
}
