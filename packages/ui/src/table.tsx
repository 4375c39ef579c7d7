import type { ReactNode } from 'react';

const thClass = 'border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase';
/** A body cell of `TableFrame`. */
export const tdClass = 'border-b border-line px-3 py-2 align-middle';

/**
 * A table that becomes stacked cards on a phone (below 640 px, issue 31): the header row is kept for screen
 * readers only, each row is a card, and each cell shows its column's name (its `data-label`) beside its
 * value, so status, price and stock stay on screen without scrolling sideways.
 */
const stackedClass = [
  'max-sm:block max-sm:min-w-0',
  'max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block',
  'max-sm:[&_tbody>tr]:block max-sm:[&_tbody>tr]:border-b max-sm:[&_tbody>tr]:border-line max-sm:[&_tbody>tr]:px-1 max-sm:[&_tbody>tr]:py-2',
  'max-sm:[&_tbody>tr>td]:flex max-sm:[&_tbody>tr>td]:items-center max-sm:[&_tbody>tr>td]:justify-between max-sm:[&_tbody>tr>td]:gap-3',
  'max-sm:[&_tbody>tr>td]:border-0 max-sm:[&_tbody>tr>td]:py-1 max-sm:[&_tbody>tr>td]:text-right',
  'max-sm:[&_tbody>tr>td]:before:content-[attr(data-label)] max-sm:[&_tbody>tr>td]:before:text-left max-sm:[&_tbody>tr>td]:before:text-xs max-sm:[&_tbody>tr>td]:before:font-semibold max-sm:[&_tbody>tr>td]:before:text-muted max-sm:[&_tbody>tr>td]:before:uppercase',
].join(' ');

/**
 * A table: its column headings, then the rows given as children. Tables scroll sideways on a phone rather
 * than squeezing their columns, unless `stackOnPhone` makes each row a card. `actionsLabel` names a last
 * column of row buttons for screen readers.
 */
export function TableFrame({
  columns,
  actionsLabel,
  stackOnPhone = false,
  children,
}: {
  columns: readonly ReactNode[];
  actionsLabel?: string;
  /** Stacked cards on a phone; each body cell then needs `data-label` (its column's name). */
  stackOnPhone?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table
        data-stack={stackOnPhone ? 'phone' : undefined}
        className={`w-full min-w-[40rem] text-left text-sm ${stackOnPhone ? stackedClass : ''}`}
      >
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
