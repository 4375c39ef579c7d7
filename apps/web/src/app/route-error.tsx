import { SOMETHING_WENT_WRONG } from '@zari/contract';
import { ErrorBox } from '@zari/ui/error-box';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useText } from '@/lib/i18n';
import NotFoundPage from '@/pages/not-found';

/**
 * A page whose loader said 404 (unknown path, product or category) is the 404 page; the server answers it
 * with that status. Loaders let other failures through to the page's own error state, so anything else
 * here is a bug in rendering, shown in the frame rather than a blank screen.
 */
export function RouteErrorPage() {
  const tx = useText({ SOMETHING_WENT_WRONG });
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-10">
      <ErrorBox>{tx.SOMETHING_WENT_WRONG}</ErrorBox>
    </main>
  );
}
