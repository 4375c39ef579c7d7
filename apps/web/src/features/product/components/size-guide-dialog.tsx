import { SIZE_GUIDE_TEXT, type sizeGuideFor } from '@zari/contract';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@zari/ui/dialog';
import { useText } from '@/lib/i18n';

export interface SizeGuideDialogProps {
  title: string;
  guide: NonNullable<ReturnType<typeof sizeGuideFor>>;
  /** Closed by Escape, the overlay or the close button; the opener takes focus back. */
  onClose: () => void;
}

/** The size guide's table in a modal dialog, open while mounted. */
export function SizeGuideDialog({ title, guide, onClose }: SizeGuideDialogProps) {
  const tx = useText({ SIZE_GUIDE_TEXT });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[85dvh] overflow-y-auto"
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-1">{guide.howToMeasure}</DialogDescription>
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {tx.SIZE_GUIDE_TEXT.sizeColumn}
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
