import { ACCESSIBLE_NAMES, ORDERS_TEXT, TOASTS } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { EmptyState } from '@zari/ui/empty-state';
import { notifyError } from '@zari/ui/notify';
import { Skeleton } from '@zari/ui/skeleton';
import { ArrowLeft, Package } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isSessionExpired, useAuth } from '@/features/auth';
import { useText } from '@/lib/i18n';
import { useUserOrders } from '../api/get-user-orders';
import { OrderCard } from './order-card';

/** My orders (SPEC §2): login gate, loading, error with Try Again, empty, then one card per order. */
export function OrdersView() {
  const tx = useText({ ORDERS_TEXT, TOASTS, ACCESSIBLE_NAMES });
  const navigate = useNavigate();
  const { user, ready, signOutLocally } = useAuth();
  const orders = useUserOrders(user?._id);
  const expired = isSessionExpired(orders.error);

  // StrictMode runs effects twice in development; the gate toasts once.
  const gateToasted = useRef(false);
  useEffect(() => {
    if (!ready || user || gateToasted.current) return;
    gateToasted.current = true;
    notifyError(tx.TOASTS.loginRequiredOrders);
  }, [ready, user, tx.TOASTS.loginRequiredOrders]);
  useEffect(() => {
    if (expired) signOutLocally();
  }, [expired, signOutLocally]);

  // Until browser storage is read (server render, hydration) nobody is known to be signed out.
  if (!ready) return null;
  if (!user) return <Navigate to={paths.login.getHref()} replace />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-12">
      <header className="flex items-center gap-2 py-4">
        <Button
          variant="ghost"
          size="icon"
          aria-label={tx.ACCESSIBLE_NAMES.goBack}
          onClick={() => navigate(paths.userProfile.getHref())}
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Button>
        <h1 className="font-display text-2xl font-semibold">{tx.ORDERS_TEXT.title}</h1>
      </header>

      {orders.isPending ? (
        <div role="status" aria-busy="true" aria-label={tx.ORDERS_TEXT.loading} className="space-y-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-44 rounded-card" />
          ))}
        </div>
      ) : orders.isError ? (
        <div role="alert" className="rounded-card border border-danger/30 bg-danger/5 p-6 text-center">
          <p className="font-semibold text-danger">{tx.ORDERS_TEXT.loadErrorTitle}</p>
          <p className="mt-1 text-sm text-muted">{tx.ORDERS_TEXT.loadErrorDescription}</p>
          <Button variant="outline" className="mt-4" onClick={() => window.location.reload()}>
            {tx.ORDERS_TEXT.tryAgain}
          </Button>
        </div>
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={<Package className="size-7" />}
          title={tx.ORDERS_TEXT.emptyTitle}
          action={
            <Button asChild variant="brand" size="lg">
              <Link to={paths.home.getHref()}>{tx.ORDERS_TEXT.startShopping}</Link>
            </Button>
          }
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">{tx.ORDERS_TEXT.found(orders.data.length)}</p>
          <div className="space-y-4">
            {orders.data.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
