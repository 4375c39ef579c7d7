import {
  ACCESSIBLE_NAMES,
  BAG_TEXT,
  CHECKOUT_TEXT,
  cartLineIdentity,
  cartLineKey,
  TOASTS,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { EmptyState } from '@zari/ui/empty-state';
import { notifyError } from '@zari/ui/notify';
import { useStorageReady } from '@zari/ui/storage';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BAG_CHECKOUT_PARAM, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useText } from '@/lib/i18n';
import { useBagQuote } from '../hooks/use-bag-quote';
import { useFreshBagPrices } from '../hooks/use-fresh-bag-prices';
import { usePlantedDonation } from '../hooks/use-planted-donation';
import { useCart } from '../stores/cart-store';
import { bagLineQuoteKey } from '../utils/order-lines';
import { BagLine } from './bag-line';
import { ClearAllButton } from './clear-all-button';
import { DonationWidget } from './donation-widget';
import { formatFigure, OrderSummary } from './order-summary';
import { PromoField } from './promo-field';

export interface BagViewProps {
  /** The checkout panel that replaces the bag (SPEC §2); the page supplies it, so the bag never loads it. */
  renderCheckout: (checkout: { donationRupees: number; onClose: () => void }) => ReactNode;
}

/** The bag (SPEC §2): lines, the summary with promo and donation, and the checkout panel that replaces it. */
export function BagView(props: BagViewProps) {
  // The bag lives in browser storage: a server render and its hydration hold its place, the browser fills it.
  const ready = useStorageReady();
  return ready ? <BagContents {...props} /> : <div aria-busy="true" className="min-h-[60vh]" />;
}

function BagContents({ renderCheckout }: BagViewProps) {
  const tx = useText({ BAG_TEXT, CHECKOUT_TEXT, TOASTS, ACCESSIBLE_NAMES });
  const navigate = useNavigate();
  const { lines, count, clear } = useCart();
  const { isAuthenticated } = useAuth();
  const [donation, setDonation] = usePlantedDonation(lines.length === 0);
  const [params, setParams] = useSearchParams();
  // Back from signing in at checkout (`/bag?checkout=1`), the shopper lands in the checkout they asked for.
  const [checkingOut, setCheckingOut] = useState(
    () => params.has(BAG_CHECKOUT_PARAM) && isAuthenticated && lines.length > 0,
  );
  useFreshBagPrices();

  const figures = useBagQuote(donation);

  const proceed = () => {
    if (!isAuthenticated) {
      notifyError(tx.TOASTS.loginRequiredOrder);
      navigate(paths.login.getHref(paths.bag.getHref({ checkout: true })));
      return;
    }
    if (lines.length === 0) {
      notifyError(tx.TOASTS.emptyCart);
      return;
    }
    setCheckingOut(true);
    window.scrollTo(0, 0);
  };

  const closeCheckout = () => {
    setCheckingOut(false);
    if (params.has(BAG_CHECKOUT_PARAM)) setParams({}, { replace: true });
  };

  if (checkingOut) return renderCheckout({ donationRupees: donation, onClose: closeCheckout });

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-36 lg:pb-12">
      <header className="flex items-center gap-2 py-4">
        <Button
          variant="ghost"
          size="icon"
          aria-label={tx.ACCESSIBLE_NAMES.goBack}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.home.getHref()))}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Button>
        <h1 className="font-display text-2xl font-semibold">{tx.BAG_TEXT.title}</h1>
        <span className="ml-1 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {tx.BAG_TEXT.itemCount(count)}
        </span>
      </header>

      {lines.length === 0 ? (
        <EmptyState
          icon={<ShoppingBag className="size-7" />}
          title={tx.BAG_TEXT.emptyTitle}
          description={tx.BAG_TEXT.emptyDescription}
          action={
            <Button asChild variant="brand" size="lg">
              <Link to={paths.home.getHref()}>{tx.BAG_TEXT.continueShopping}</Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_380px]">
          <section aria-label={tx.ACCESSIBLE_NAMES.bagItems}>
            <ul className="space-y-3">
              {lines.map((line) => (
                <BagLine
                  key={cartLineKey(cartLineIdentity(line))}
                  line={line}
                  discountPaise={figures.lineDiscounts.get(bagLineQuoteKey(line)) ?? 0}
                />
              ))}
            </ul>
            <ClearAllButton count={count} onClear={clear} />
          </section>

          <aside
            aria-label={tx.ACCESSIBLE_NAMES.orderSummary}
            className="space-y-4 lg:sticky lg:top-20 lg:h-fit"
          >
            <PromoField figures={figures} />

            <DonationWidget amount={donation} onChange={setDonation} />

            <div className="rounded-card border border-line bg-surface p-4">
              <OrderSummary figures={figures} testIdPrefix="bag" />
            </div>

            <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-line bg-surface/95 p-3 backdrop-blur lg:static lg:border-0 lg:bg-transparent lg:p-0">
              <div className="lg:hidden">
                <p className="text-xs text-muted">{tx.CHECKOUT_TEXT.total}</p>
                <p className="text-base font-bold">{formatFigure(figures.totalPaise)}</p>
              </div>
              <Button variant="brand" size="lg" onClick={proceed} className="flex-1 lg:w-full">
                {tx.BAG_TEXT.proceedToCheckout}
              </Button>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
