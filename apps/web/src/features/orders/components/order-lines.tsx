import { formatRupees, ORDERS_TEXT, type Order } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { ImageWithFallback } from '@zari/ui/image-with-fallback';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';

/** How the two places that list an order's lines differ: the card in Your orders, and the order's own page. */
const LOOKS = {
  card: {
    list: 'divide-y divide-line',
    line: 'flex gap-3 px-4 py-3',
    image: { width: 64, height: 80, className: 'h-20 w-16' },
  },
  page: {
    list: '-my-3 divide-y divide-line',
    line: 'flex gap-3 py-3',
    image: { width: 72, height: 90, className: 'h-[90px] w-[72px]' },
  },
} as const;

/**
 * An order's lines: photo, title, size, quantity, colour and what the line cost, with its share of a
 * promotion. On the order's page (`page`) the photo is larger, the title links to the product and the
 * unit price is shown; the card in Your orders is the compact list.
 */
export function OrderLines({ lines, look }: { lines: Order['products']; look: keyof typeof LOOKS }) {
  const tx = useText({ ORDERS_TEXT });
  const { list, line: row, image } = LOOKS[look];
  return (
    <ul className={list}>
      {lines.map((line) => (
        <li key={line._id} className={row}>
          <ImageWithFallback
            src={line.product.images[0]}
            media={line.product.media?.[line.product.images[0] ?? '']}
            alt={line.product.title}
            width={image.width}
            height={image.height}
            className={cn(image.className, 'shrink-0 rounded-md object-cover')}
          />
          <div className="min-w-0 flex-1 text-sm">
            {look === 'page' ? (
              <Link
                to={paths.product.getHref(line.product._id)}
                className="line-clamp-2 font-medium hover:underline"
              >
                {line.product.title}
              </Link>
            ) : (
              <p className="line-clamp-2 font-medium">{line.product.title}</p>
            )}
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
              <span>
                {tx.ORDERS_TEXT.size}: <span className="font-semibold text-ink">{line.size}</span>
              </span>
              <span>
                {tx.ORDERS_TEXT.quantity}: <span className="font-semibold text-ink">{line.quantity}</span>
              </span>
              {line.productVariant ? (
                <span
                  data-testid="order-variant-swatch"
                  title={line.productVariant.colorCode}
                  style={{ backgroundColor: line.productVariant.colorCode }}
                  className="inline-block size-3.5 rounded-full ring-1 ring-line ring-offset-1"
                />
              ) : null}
            </p>
            {look === 'page' ? (
              <p className="mt-1 text-xs text-muted">
                {formatRupees(line.price)} × {line.quantity}
              </p>
            ) : null}
          </div>
          <div className="text-right text-sm">
            <p className="font-semibold">{formatRupees(line.price * line.quantity)}</p>
            {line.discountAmount ? (
              <p className="text-xs font-semibold text-success">−{formatRupees(line.discountAmount)}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
