import type { ReactNode } from 'react';

const thClass = 'border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase';
/** A body cell of `TableFrame`. */
export const tdClass = 'border-b border-line px-3 py-2 align-middle';

/**
 * A table: its column headings, then the rows given as children. Tables scroll sideways on a phone rather
 * than squeezing their columns. `actionsLabel` names a last column of row buttons for screen readers.
 */
export function TableFrame({
  columns,
  actionsLabel,
  children,
}: {
  columns: readonly ReactNode[];
  actionsLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are positional.
              <th key={index} className={thClass}>
                {column}
              </th>
            ))}
            {actionsLabel ? (
              <th className={thClass}>
                <span className="sr-only">{actionsLabel}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
