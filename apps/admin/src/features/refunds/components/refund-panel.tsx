import {
  type AdminRefund,
  formatRupees,
  REFUND_ADMIN_TEXT,
  REFUND_METHOD_LABELS,
  type RefundMethod,
} from '@zari/contract';
import { AdminRefundCreate } from '@zari/contract/schemas';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, useState } from 'react';
import { Card, Field, selectClass, TextField } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { useOrderRefunds, useRefundOrder } from '../api/refunds';
import { RefundStatusBadge } from './refund-status-badge';

const text = REFUND_ADMIN_TEXT.panel;

function RefundRow({ refund }: { refund: AdminRefund }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span>
        {formatRupees(refund.amount)} · {REFUND_METHOD_LABELS[refund.method]}
        {refund.transferReference ? <span className="ml-1 font-mono">{refund.transferReference}</span> : null}
        {refund.payoutMasked ? <span className="ml-1 text-muted">{refund.payoutMasked}</span> : null}
      </span>
      <RefundStatusBadge status={refund.status} />
      {refund.failureReason ? <p className="w-full text-xs text-danger">{refund.failureReason}</p> : null}
    </li>
  );
}

/**
 * The order screen's Refund panel (issue 33): what is due, prefilled; an online payment goes back to its
 * source, a COD order is paid by a transfer staff make first and record here with its reference. Shown while
 * the order is flagged "Refund due", and the order's refunds always once there are any.
 */
export function RefundPanel({ orderId }: { orderId: string }) {
  const refunds = useOrderRefunds(orderId);
  const refund = useRefundOrder(orderId);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState<string | undefined>(undefined);
  const [reference, setReference] = useState('');
  const [upiId, setUpiId] = useState('');
  const [method, setMethod] = useState<'upi' | 'bank'>('upi');
  const [errors, setErrors] = useState<FieldErrors>({});
  const data = refunds.data;
  if (!data || (!data.refundDue && data.refunds.length === 0)) return null;
  const cod = data.paymentMethod === 'cod';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen: RefundMethod = cod ? method : 'source';
    const parsed = AdminRefundCreate.safeParse({
      amount: Number(amount ?? data.refundable),
      method: chosen,
      ...(cod && { transferReference: reference.trim() || undefined }),
      ...(cod && chosen === 'upi' && upiId.trim() && { payout: { upiId: upiId.trim() } }),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    refund.mutate(
      { body: parsed.data, key },
      {
        onSuccess: (answer) => {
          toastDone(answer.message ?? text.done);
          setKey(crypto.randomUUID());
          setAmount(undefined);
          setReference('');
          setUpiId('');
        },
        onError: (error) => toastFailed(failureMessage(error, text.done)),
      },
    );
  };

  return (
    <Card title={text.title}>
      {data.refundDue && data.refundable > 0 ? (
        <form onSubmit={submit} className="space-y-3" aria-label={text.title}>
          <p className="text-sm font-semibold">{text.due(formatRupees(data.refundable))}</p>
          <TextField
            label={text.amount}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            error={errors.amount}
            value={amount ?? String(data.refundable)}
            onChange={(event) => setAmount(event.target.value)}
          />
          {cod ? (
            <>
              <Field label={text.method}>
                {(props) => (
                  <select
                    {...props}
                    className={selectClass}
                    value={method}
                    onChange={(event) => setMethod(event.target.value as 'upi' | 'bank')}
                  >
                    <option value="upi">{REFUND_METHOD_LABELS.upi}</option>
                    <option value="bank">{REFUND_METHOD_LABELS.bank}</option>
                  </select>
                )}
              </Field>
              {method === 'upi' ? (
                <TextField
                  label={text.upiId}
                  error={errors['payout.upiId']}
                  value={upiId}
                  onChange={(event) => setUpiId(event.target.value)}
                />
              ) : null}
              <TextField
                label={text.transferReference}
                hint={text.transferReferenceHint}
                error={errors.transferReference}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
              />
            </>
          ) : (
            <p className="text-sm text-muted">{REFUND_METHOD_LABELS.source}</p>
          )}
          <PendingButton type="submit" variant="brand" pending={refund.isPending}>
            {cod ? text.record : text.submit}
          </PendingButton>
        </form>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold">{text.history}</h3>
      {data.refunds.length === 0 ? (
        <p className="text-sm text-muted">{text.none}</p>
      ) : (
        <ul className="divide-y divide-line">
          {data.refunds.map((row) => (
            <RefundRow key={row._id} refund={row} />
          ))}
        </ul>
      )}
    </Card>
  );
}
