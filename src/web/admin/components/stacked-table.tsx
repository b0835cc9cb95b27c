import type { ReactNode } from 'react';

import { cn } from '../../lib/cn.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** A count: right-aligned beside the others on wide screens. */
  numeric?: boolean;
}

/**
 * A table that reads as a table on wide screens and as one card per row on phones, each value under
 * its column's name. The roles are spelled out because a table drawn with block boxes loses its
 * implicit ones in some browsers, and screen readers should still hear rows and headers.
 */
export function StackedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  framed = false,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** On a panel of its own (wide screens; a phone shows the row cards alone). */
  framed?: boolean;
}) {
  // biome-ignore-start lint/a11y/noRedundantRoles: a table in block boxes needs them spelled out (see above)
  const table = (
    <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="max-sm:sr-only">
        <tr role="row" className="border-b border-rule-strong">
          {columns.map((column) => (
            <th
              key={column.header}
              role="columnheader"
              scope="col"
              className={cn('px-3 py-2 font-semibold text-muted', column.numeric && 'text-right')}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-sm:block max-sm:space-y-3">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            role="row"
            className="border-b border-rule align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-paper max-sm:p-3"
          >
            {columns.map((column) => (
              <td
                key={column.header}
                role="cell"
                data-label={column.header}
                className={cn(
                  'px-3 py-2.5 text-ink max-sm:flex max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:w-20 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]',
                  column.numeric && 'tabular-nums sm:text-right',
                )}
              >
                <div className="min-w-0 break-words">{column.cell(row)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // biome-ignore-end lint/a11y/noRedundantRoles: the table ends here
  return framed ? (
    <div className="rounded-lg border border-rule bg-paper p-2 max-sm:border-0 max-sm:bg-transparent max-sm:p-0 sm:p-3">
      {table}
    </div>
  ) : (
    table
  );
}
