import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@zari/api-client/query-client';
import { ACCESSIBLE_NAMES } from '@zari/contract';
import { Toasts } from '@zari/ui/toaster';
import { UiTextContext } from '@zari/ui/ui-text';
import { type ReactNode, useMemo, useState } from 'react';
import { SessionCheck } from '@/features/auth';
import { useText } from '@/lib/i18n';

/** The Query client both apps start with (its rules live with the API client). */
export { createQueryClient };

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <UiTextInLocale>
        <SessionCheck />
        {children}
        <Toasts />
      </UiTextInLocale>
    </QueryClientProvider>
  );
}

/** The design system's own controls (dialogs' Close, the back arrow, the toasts) in the page's language. */
function UiTextInLocale({ children }: { children: ReactNode }) {
  const names = useText({ ACCESSIBLE_NAMES }).ACCESSIBLE_NAMES;
  const text = useMemo(
    () => ({
      close: names.close,
      goBack: names.goBack,
      closeToast: names.closeToast,
      notifications: names.notifications,
    }),
    [names],
  );
  return <UiTextContext value={text}>{children}</UiTextContext>;
}
