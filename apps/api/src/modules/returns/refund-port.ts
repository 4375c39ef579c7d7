/**
 * What the returns module needs of refunds (issue 33): the refunds module implements exactly this, and app.ts
 * passes it in. Returns call it for the pieces that passed their quality check; the refunds module answers at
 * once (`processed` or `recorded`: a COD transfer staff made), later (`pending`: the gateway settles by
 * webhook, then calls the returns service's `markReturnRefundSettled`) or `failed`. The same
 * `idempotencyKey` never refunds twice.
 */
export interface ReturnRefunds {
  issueRefund(input: {
    orderId: string;
    returnId?: string;
    amountPaise: number;
    reason: 'cancelled' | 'returned' | 'returned_to_origin';
    orderLines?: { orderLineId: string; quantity: number }[];
    method: 'source' | 'upi' | 'bank';
    payout?: { upiId?: string; accountNumber?: string; ifsc?: string; accountName?: string };
    transferReference?: string;
    actorId: string;
    idempotencyKey: string;
  }): Promise<{ refundId: string; status: 'pending' | 'processed' | 'failed' | 'recorded' }>;
}
