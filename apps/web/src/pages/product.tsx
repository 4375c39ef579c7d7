import { PRODUCT_TEXT } from '@zari/contract';
import { buttonClass } from '@zari/ui/button-class';
import { EmptyState } from '@zari/ui/empty-state';
import { Skeleton } from '@zari/ui/skeleton';
import { PackageX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import {
  productQueryOptions,
  productVariantsQueryOptions,
  useProduct,
  useProductVariants,
} from '@/features/catalog';
import { ProductDetail } from '@/features/product';
import { productHead, RouteHead } from '@/features/seo';
import { localizeProduct, useLocale, useText } from '@/lib/i18n';
import { notFoundOnMissing, type PageLoader } from '@/lib/page-loader';

/** The product and its variants: the whole first screen, in the server's HTML. */
export const loader: PageLoader = ({ params, queryClient }) => {
  const id = params.id ?? '';
  return Promise.all([
    queryClient.ensureQueryData(productQueryOptions(id)).catch(notFoundOnMissing),
    queryClient.prefetchQuery(productVariantsQueryOptions(id)),
  ]);
};

export default function ProductPage() {
  const tx = useText({ PRODUCT_TEXT });
  const { id = '' } = useParams();
  const locale = useLocale();
  const product = useProduct(id);
  const localized = product.data && localizeProduct(product.data, locale);
  const variants = useProductVariants(id);
  const head = <RouteHead head={(origin) => productHead(localized, origin)} />;

  if (product.isError) {
    return (
      <main className="flex flex-1 items-center justify-center">
        {head}
        <EmptyState
          icon={<PackageX className="size-7" />}
          title={tx.PRODUCT_TEXT.loadFailed}
          action={
            <Link to={paths.home.getHref()} className={buttonClass('primary', 'md')}>
              {tx.PRODUCT_TEXT.goBackHome}
            </Link>
          }
        />
      </main>
    );
  }
  // A failed variant list leaves the product buyable in its own colours, so only the product can fail the page.
  if (product.isPending || variants.isPending) {
    return (
      <>
        {head}
        <ProductSkeleton />
      </>
    );
  }
  return (
    <>
      {head}
      <ProductDetail
        key={product.data._id}
        product={localized ?? product.data}
        variants={variants.data ?? []}
        englishTitle={product.data.title}
      />
    </>
  );
}

function ProductSkeleton() {
  return (
    <main
      aria-busy="true"
      className="mx-auto grid w-full max-w-7xl gap-6 pb-28 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-10 lg:px-4 lg:pt-6"
    >
      <Skeleton className="aspect-4/5 w-full rounded-none lg:rounded-2xl" />
      <div className="space-y-4 px-4 lg:px-0">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    </main>
  );
}
