/** Mounts a router inside the back office's real providers, with retries off so a failure shows at once. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';

export function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, router, queryClient };
}
