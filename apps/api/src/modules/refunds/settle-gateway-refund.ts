/**
 * Razorpay's `refund.processed` / `refund.failed` webhooks (issue 33), as the payments module hands them on
 * (payments/refund-events.ts) after checking the signature and the replay guard, in the event's transaction.
 * The refund is found by the receipt it was created with (our refund's id) or the gateway's refund id; one made
 * outside Zari (the provider's dashboard) is only logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { GatewayRefundSettlement, RefundWebhooks } from '../payments/refund-events.js';
import type { RefundsRepository } from './repository.js';
import type { SettleRefund } from './settle-refund.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createSettleGatewayRefund(deps: {
  clock: Clock;
  repository: Pick<RefundsRepository, 'lockRefund' | 'lockRefundByGatewayId' | 'updateRefund'>;
  settleRefund: SettleRefund;
}): Pick<RefundWebhooks, 'settleGatewayRefund'> {
  const { clock, repository, settleRefund } = deps;

  async function lockOf(tx: Transaction, settlement: GatewayRefundSettlement) {
    const byId = await repository.lockRefundByGatewayId(tx, settlement.gatewayRefundId);
    if (byId) return byId;
    if (!settlement.receipt || !UUID.test(settlement.receipt)) return undefined;
    const byReceipt = await repository.lockRefund(tx, settlement.receipt);
    // The receipt names our row, but it must be the refund of that payment.
    return byReceipt?.gatewayPaymentId === settlement.paymentId ? byReceipt : undefined;
  }

  return {
    async settleGatewayRefund(tx: Transaction, log: FastifyBaseLogger, settlement: GatewayRefundSettlement) {
      const found = await lockOf(tx, settlement);
      if (!found) {
        log.warn({ gatewayRefundId: settlement.gatewayRefundId }, 'webhook for a refund Zari did not make');
        return;
      }
      if (found.amountPaise !== settlement.amountPaise) {
        log.warn(
          { refundId: found.id, amountPaise: settlement.amountPaise },
          'refund amount differs: not settled',
        );
        return;
      }
      // Answered by the webhook before the gateway's own answer reached us: keep its id.
      const refund = found.gatewayRefundId
        ? found
        : await repository.updateRefund(tx, found.id, {
            gatewayRefundId: settlement.gatewayRefundId,
            updatedAt: clock.now(),
          });
      if (refund.status !== 'pending') return;
      await settleRefund(tx, refund, settlement.status, settlement.failureReason);
    },
  };
}
