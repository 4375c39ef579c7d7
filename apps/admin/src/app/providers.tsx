import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@zari/api-client/query-client';
import { Toasts } from '@zari/ui/toaster';
import { type ReactNode, useState } from 'react';

/** The Query client both apps start with (its rules live with the API client). */
export { createQueryClient };

/** Server state and toasts. The session is the guard's (features/session), asked of the server per visit. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toasts placement="corner" />
    </QueryClientProvider>
  );
}
