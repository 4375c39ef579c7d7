import { type Product, SIZE_GUIDE_TEXT, sizeGuideFor } from '@zari/contract';
import { Ruler } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useText } from '@/lib/i18n';

const loadDialog = () => import('./size-guide-dialog');
const SizeGuideDialog = lazy(() => loadDialog().then((module) => ({ default: module.SizeGuideDialog })));

/**
 * The size guide of the product's category, narrowed to its sizes; nothing for one-size categories. The
 * dialog (and the modal library under it) loads when the shopper reaches for the link, not with the page.
 */
export function SizeGuide({ product }: { product: Product }) {
  const tx = useText({ SIZE_GUIDE_TEXT });
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const guide = sizeGuideFor(product);
  if (!guide) return null;
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className="inline-flex min-h-6 cursor-pointer items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <Ruler aria-hidden="true" className="size-4" />
        {tx.SIZE_GUIDE_TEXT.open}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SizeGuideDialog
            title={tx.SIZE_GUIDE_TEXT.title(product.category.title)}
            guide={guide}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
