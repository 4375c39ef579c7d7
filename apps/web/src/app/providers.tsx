import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@zari/api-client';
import { TOAST_DURATION_MS } from '@zari/contract';
import { toasterStore, touchOnly } from '@zari/ui/notify';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { SessionCheck } from '@/features/auth';

// Toasts are never on the first paint: the toaster loads with the first toast (@zari/ui/notify).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Rendered after the toaster: by its effect, the toaster's own subscription is in place. */
function ToasterListening() {
  useEffect(() => toasterStore.listening(), []);
  return null;
}

/**
 * Toasts appear just under the header bar (56 px), so they never cover its menu, search, profile, wishlist
 * and bag buttons, and on a phone never the product page's ADD TO BAG bar at the bottom.
 */
export const TOAST_TOP_PX = 64;

/**
 * On a phone a toast is something to read, not to touch, as the phone's own toasts are: a tap on it reaches
 * the page beneath (a wishlist card's Remove sits under it), and with nothing to hover it never pauses. It
 * leaves on its own, so it shows no close button there.
 */
function AppToaster() {
  const [onPhone] = useState(touchOnly);
  return (
    <Toaster
      position="top-center"
      offset={{ top: TOAST_TOP_PX }}
      mobileOffset={{ top: TOAST_TOP_PX, left: 12, right: 12 }}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton={!onPhone}
      toastOptions={onPhone ? { className: 'pointer-events-none' } : undefined}
    />
  );
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const toasterWanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);
  return (
    <QueryClientProvider client={client}>
      <SessionCheck />
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
          <ToasterListening />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
