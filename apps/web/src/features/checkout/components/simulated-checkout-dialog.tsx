import { ApiError } from '@zari/api-client';
import { CHECKOUT_TEXT, formatPaise, type PaymentConfirmation, type PaymentOrder } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@zari/ui/dialog';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useServerMessage, useText } from '@/lib/i18n';
import { completeSimulatedPayment } from '../api/complete-simulated-payment';
import { PaymentDismissedError, PaymentFailedError } from '../utils/payment-errors';

export interface SimulatedCheckoutSession {
  order: PaymentOrder;
  resolve: (confirmation: PaymentConfirmation) => void;
  reject: (error: Error) => void;
}

/**
 * The simulated gateway's checkout, behaving like Razorpay's: Pay hands back a signed confirmation, Fail a
 * provider description, closing it dismisses the payment. The API settles the order either way.
 */
export function SimulatedCheckoutDialog({
  session,
  onClosed,
}: {
  session: SimulatedCheckoutSession;
  onClosed: () => void;
}) {
  const tx = useText({ CHECKOUT_TEXT });
  const serverMessageOf = useServerMessage();
  const [pending, setPending] = useState(false);

  const settle = async (outcome: 'success' | 'failure') => {
    setPending(true);
    try {
      const answer = await completeSimulatedPayment(session.order.id, outcome);
      const result = answer.data;
      if (result.status === 'success') session.resolve(result.confirmation);
      else session.reject(new PaymentFailedError(result.description));
    } catch (error) {
      session.reject(
        error instanceof ApiError && error.serverMessage ? new Error(serverMessageOf(error)) : new Error(),
      );
    } finally {
      onClosed();
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) {
          session.reject(new PaymentDismissedError());
          onClosed();
        }
      }}
    >
      <DialogContent className="max-w-sm">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700"
          >
            <ShieldCheck className="size-5" />
          </span>
          <div>
            <DialogTitle>{tx.CHECKOUT_TEXT.simulatedTitle}</DialogTitle>
            <DialogDescription>{tx.CHECKOUT_TEXT.simulatedDescription}</DialogDescription>
          </div>
        </div>
        <p className="mt-5 rounded-lg bg-brand-50 px-4 py-3 text-center">
          <span className="block text-xs text-brand-800">{tx.CHECKOUT_TEXT.amount}</span>
          <span className="font-display text-2xl font-bold text-ink">
            {formatPaise(session.order.amount)}
          </span>
        </p>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Button variant="outline" disabled={pending} onClick={() => settle('failure')}>
            {tx.CHECKOUT_TEXT.simulatedFail}
          </Button>
          <Button variant="brand" disabled={pending} onClick={() => settle('success')}>
            {tx.CHECKOUT_TEXT.simulatedPay}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
