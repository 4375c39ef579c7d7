import { useParams, useSearchParams } from 'react-router';
import { CodConfirmationView, codConfirmationQueryOptions } from '@/features/orders';
import { RouteHead, unlistedHead } from '@/features/seo';
import type { PageLoader } from '@/lib/page-loader';

/**
 * The COD confirmation link's page (issue 32): rendered on the server with the order, for whoever holds the
 * link, without signing in; noindex, and never kept by a cache (a personal route). Reading it never confirms
 * the order; its button does.
 */
export const loader: PageLoader = ({ params, request, queryClient }) => {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  // A refusal is the page's answer too (codConfirmationQueryOptions); only a fault is left to the browser.
  return queryClient.prefetchQuery(codConfirmationQueryOptions(params.id ?? '', token));
};

export default function OrderConfirmPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <main>
      <RouteHead head={() => unlistedHead('orderConfirm')} />
      <CodConfirmationView orderId={id} token={search.get('t') ?? ''} />
    </main>
  );
}
