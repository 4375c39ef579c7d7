import { type Product, SIZE_GUIDE_TEXT, sizeGuideFor } from '@zari/contract';
import { Ruler } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

/** The size guide of the product's category, narrowed to its sizes; nothing for one-size categories. */
export function SizeGuide({ product }: { product: Product }) {
  const guide = sizeGuideFor(product);
  if (!guide) return null;
  return (
    <Dialog>
      <DialogTrigger className="inline-flex min-h-6 cursor-pointer items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        <Ruler aria-hidden="true" className="size-4" />
        {SIZE_GUIDE_TEXT.open}
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] overflow-y-auto">
        <DialogTitle>{SIZE_GUIDE_TEXT.title(product.category.title)}</DialogTitle>
        <DialogDescription className="mt-1">{guide.howToMeasure}</DialogDescription>
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {SIZE_GUIDE_TEXT.sizeColumn}
              </th>
              {guide.columns.map((column) => (
                <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map((row) => (
              <tr key={row.size} className="border-b border-line/60 last:border-0">
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {row.size}
                </th>
                {row.measurements.map((value, at) => (
                  <td key={guide.columns[at]} className="py-2 pr-3 text-ink/85">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
