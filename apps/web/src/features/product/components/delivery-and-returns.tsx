import { PRODUCT_TEXT, RETURN_TEXT, type ReturnabilityFacts, returnPolicyFor } from '@zari/contract';
import { Banknote, RotateCcw, Truck } from 'lucide-react';
import { LaterTexts, useText } from '@/lib/i18n';
import { PincodeCheck } from './pincode-check';

/** The pincode check with the shipping, returns and cash-on-delivery promises under it. */
export function DeliveryAndReturns({ product }: { product: ReturnabilityFacts }) {
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
          <span data-testid="return-note">
            <LaterTexts>
              <ReturnNote product={product} />
            </LaterTexts>
          </span>
        </li>
        <li className="flex gap-2.5">
          <Banknote aria-hidden="true" className="size-4.5 shrink-0 text-brand-600" />
          <span>{tx.PRODUCT_TEXT.codNote}</span>
        </li>
      </ul>
    </div>
  );
}

/**
 * The product's return terms in a few words, in the page's language: the return texts' module is not the
 * first screen's, so in another language this part hydrates once it arrives (the server's HTML has it).
 */
function ReturnNote({ product }: { product: ReturnabilityFacts }) {
  const tx = useText({ RETURN_TEXT });
  return returnPolicyFor(product, tx.RETURN_TEXT).note;
}
