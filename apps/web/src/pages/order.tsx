import { ApiError } from '@zari/api-client';
import { loginPathReturningTo } from '@zari/contract';
import { redirect, useParams } from 'react-router';
import { OrderDetailView, orderQueryOptions } from '@/features/orders';
import { RouteHead, unlistedHead } from '@/features/seo';
import { notFoundOnMissing, type PageLoader } from '@/lib/page-loader';

/**
 * One order of the signed-in shopper (issue 32), rendered on the server with their session (the contract's
 * `rendersWithSession`; the API process answers it `private, no-store`). A visitor goes to sign in and comes
 * back here; another shopper's order, or none, is the 404 page.
 */
export const loader: PageLoader = async ({ params, request, queryClient }) => {
  try {
    await queryClient.ensureQueryData(orderQueryOptions(params.id ?? ''));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect(loginPathReturningTo(new URL(request.url).pathname));
    }
    return notFoundOnMissing(error);
  }
  return undefined;
};

export default function OrderPage() {
  const { id = '' } = useParams();
  return (
    <main>
      <RouteHead head={() => unlistedHead('order')} />
      <OrderDetailView orderId={id} />
    </main>
  );
}
