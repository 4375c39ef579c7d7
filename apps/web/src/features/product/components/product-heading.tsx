import { type Product, STOREFRONT_TEXT, stockLevel } from '@zari/contract';
import { Badge } from '@zari/ui/badge';
import { Zap } from 'lucide-react';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';
import { LightLink } from '@/lib/light-link';
import { ShareButton } from './share-button';

/** Category link, title, share menu and the stock / fast-delivery / tag badges. */
export function ProductHeading({ product }: { product: Product }) {
  const tx = useText({ STOREFRONT_TEXT });
  const stock = stockLevel(product, tx.STOREFRONT_TEXT);
  const categoryHref = product.category.slug ? paths.category.getHref(product.category.slug) : null;
  return (
    <div className="space-y-2">
      <div className="flex items-start justify-between gap-3">
        <div className="space-y-1">
          {categoryHref ? (
            <LightLink
              to={categoryHref}
              state={{ categoryId: product.category._id, categoryTitle: product.category.title }}
              className="text-xs font-semibold tracking-widest text-brand-700 uppercase hover:underline"
            >
              {product.category.title}
            </LightLink>
          ) : (
            <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">
              {product.category.title}
            </p>
          )}
          <h1 className="text-lg leading-snug font-semibold text-ink sm:text-2xl">{product.title}</h1>
        </div>
        <div className="flex shrink-0 gap-2">
          <ShareButton path={paths.product.getHref(product._id)} />
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge
          data-testid="stock-badge"
          variant={
            stock.kind === 'out-of-stock' ? 'destructive' : stock.kind === 'low' ? 'warning' : 'success'
          }
        >
          {stock.label}
        </Badge>
        {product.fastDelivery ? (
          <Badge variant="secondary">
            <Zap aria-hidden="true" className="size-3" />
            {tx.STOREFRONT_TEXT.fastDelivery}
          </Badge>
        ) : null}
        {product.tag ? <Badge variant="outline">{product.tag}</Badge> : null}
      </div>
    </div>
  );
}
