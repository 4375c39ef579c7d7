import {
  type CartLine,
  type CartQuote,
  CHECKOUT_TERMS_TEXT,
  type Locale,
  type PaymentMethod,
  RETURN_POLICY_KINDS,
  type ReturnPolicyKind,
} from '@zari/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { bagLineQuoteKey, quoteLineKey } from '@/features/bag';
import { localizedTitle, useLocale, useText } from '@/lib/i18n';

export interface PurchaseTermsProps {
  lines: readonly CartLine[];
  /** The server's quote: each line's return terms (`returnPolicy`); null while it is asked. */
  quote: CartQuote | null;
  method: PaymentMethod;
}

/**
 * The bag's lines grouped by the return terms the quote names for them, in the contract's order of kinds;
 * their titles in `locale` (English by default).
 */
export function groupByReturnTerms(
  lines: readonly CartLine[],
  quote: CartQuote | null,
  locale: Locale = 'en',
): { kind: ReturnPolicyKind; titles: string[] }[] {
  const kinds = new Map((quote?.lines ?? []).map((line) => [quoteLineKey(line), line.returnPolicy]));
  return RETURN_POLICY_KINDS.map((kind) => ({
    kind,
    titles: lines
      .filter((line) => kinds.get(bagLineQuoteKey(line)) === kind)
      .map((line) => localizedTitle(line.product, locale)),
  })).filter((group) => group.titles.length > 0);
}

/**
 * Issue 34 (Consumer Protection (E-Commerce) Rules 2020): the return, refund and cancellation terms of this
 * bag, shown before the button that places the order.
 */
export function PurchaseTerms({ lines, quote, method }: PurchaseTermsProps) {
  const tx = useText({ CHECKOUT_TERMS_TEXT });
  const groups = groupByReturnTerms(lines, quote, useLocale());
  return (
    <section aria-labelledby="checkout-terms-title" className="mt-4 border-t border-line pt-4 text-xs">
      <h2 id="checkout-terms-title" className="text-sm font-bold tracking-wide uppercase">
        {tx.CHECKOUT_TERMS_TEXT.title}
      </h2>
      <ul className="mt-2 space-y-2" data-testid="checkout-return-terms" aria-busy={!quote || undefined}>
        {groups.map((group) => (
          <li key={group.kind}>
            <p className={group.kind === 'easy-return' ? 'font-semibold' : 'font-semibold text-danger'}>
              {tx.CHECKOUT_TERMS_TEXT.returnGroups[group.kind]}
            </p>
            <p className="text-muted">{group.titles.join(', ')}</p>
          </li>
        ))}
      </ul>
      <ul className="mt-2 list-disc space-y-1 pl-4 text-muted">
        <li>{tx.CHECKOUT_TERMS_TEXT.noExchange}</li>
        <li>{tx.CHECKOUT_TERMS_TEXT.refunds}</li>
        <li>{tx.CHECKOUT_TERMS_TEXT.cancellation}</li>
        <li>
          {method === 'cod'
            ? tx.CHECKOUT_TERMS_TEXT.codConfirmation
            : tx.CHECKOUT_TERMS_TEXT.prepaidCancellation}
        </li>
      </ul>
      <Link to={paths.returnPolicy.getHref()} className="mt-2 inline-block font-semibold underline">
        {tx.CHECKOUT_TERMS_TEXT.policyLink}
      </Link>
    </section>
  );
}
