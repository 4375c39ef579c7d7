import { PRODUCT_TEXT, type ReturnPolicy } from '@zari/contract';
import { Banknote, RotateCcw, Truck } from 'lucide-react';
import { useText } from '@/lib/i18n';
import { PincodeCheck } from './pincode-check';

/** The pincode check with the shipping, returns and cash-on-delivery promises under it. */
export function DeliveryAndReturns({ returns }: { returns: ReturnPolicy }) {
  const tx = useText({ PRODUCT_TEXT });
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-surface p-4">
      <PincodeCheck />
      <ul className="space-y-2.5 border-t border-line pt-4 text-sm">
        <li className="flex gap-2.5">
          <Truck aria-hidden="true" className="size-4.5 shrink-0 text-brand-600" />
          <span>
            {tx.PRODUCT_TEXT.freeShippingNote}. {tx.PRODUCT_TEXT.deliveryNote}
          </span>
        </li>
        <li className="flex gap-2.5">
          <RotateCcw aria-hidden="true" className="size-4.5 shrink-0 text-brand-600" />
          <span data-testid="return-note">{returns.note}</span>
        </li>
        <li className="flex gap-2.5">
          <Banknote aria-hidden="true" className="size-4.5 shrink-0 text-brand-600" />
          <span>{tx.PRODUCT_TEXT.codNote}</span>
        </li>
      </ul>
    </div>
  );
}
