import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { SessionCheck } from '@/features/auth';
import { ApiError } from '@/lib/api';

// Toasts are never on the first paint; loading them later keeps ~9 KB off the first screen's JavaScript.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/**
 * Toasts appear just under the header bar (56 px), so they never cover its menu, search, profile, wishlist
 * and bag buttons, and on a phone never the product page's ADD TO BAG bar at the bottom.
 */
export const TOAST_TOP_PX = 64;

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

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true after: what only the browser renders waits for it. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client}>
      <SessionCheck />
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster
            position="top-center"
            offset={{ top: TOAST_TOP_PX }}
            mobileOffset={{ top: TOAST_TOP_PX, left: 12, right: 12 }}
            richColors
            closeButton
          />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
