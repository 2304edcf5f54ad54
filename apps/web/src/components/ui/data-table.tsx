import type { Key, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

export interface DataColumn<Row> {
  /** The column's heading. */
  header: string;
  /** What one row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** Amounts line up at the end. */
  align?: 'start' | 'end';
  /** More classes for this column's cells (not its heading), e.g. `font-mono`. */
  className?: string;
}

export interface TableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /**
   * On a phone, each row folds into a card whose cells carry their column's heading (a dense
   * table again from the `md` width); else the table scrolls sideways on a narrow screen.
   */
  stacked?: boolean;
  /** Said to screen readers as the table's name. */
  caption?: string;
}

export interface DataTableProps<Row> extends TableProps<Row> {
  /** The first load: a grey block in place of the table. */
  pending: boolean;
  /** The height class of that block. */
  skeletonHeight?: string;
  /** Why the rows could not be loaded: its message is said instead of the table. */
  error?: { message: string } | null | undefined;
  /** Said when there are no rows. */
  emptyTitle: string;
}

/**
 * A compact table of the seller and back-office pages: a skeleton while it loads, the error or
 * an empty state instead of an empty table, then the rows (`Table`).
 */
export function DataTable<Row>({
  pending,
  skeletonHeight = 'h-48',
  error,
  emptyTitle,
  ...table
}: DataTableProps<Row>) {
  if (pending) return <Skeleton className={`${skeletonHeight} w-full`} />;
  if (error) return <EmptyState title={error.message} />;
  if (table.rows.length === 0) return <EmptyState title={emptyTitle} />;
  return <Table {...table} />;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** Rows under their columns' headings: scrolling sideways, or (`stacked`) as cards on a phone. */
export function Table<Row>({ columns, rows, rowKey, stacked = false, caption }: TableProps<Row>) {
  if (stacked) {
    const cell =
      'grid grid-cols-[7rem_1fr] gap-2 px-3 py-1 md:table-cell md:px-3 md:py-2 md:align-top';
    return (
      <div className="md:overflow-x-auto md:rounded-lg md:border md:border-stone-200 md:bg-white">
        <table className="block w-full text-sm md:table md:border-collapse">
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="sr-only md:not-sr-only md:table-header-group md:bg-stone-100 md:text-start md:text-xs md:text-stone-700 md:uppercase">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={`px-3 py-2 ${column.align === 'end' ? 'text-end' : 'text-start'} font-semibold`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="flex flex-col rounded-lg border border-stone-200 bg-white py-2 md:table-row md:rounded-none md:border-0 md:border-b md:py-0 md:even:bg-stone-50"
              >
                {columns.map((column, index) => (
                  <td
                    key={index}
                    className={classes(
                      cell,
                      column.className,
                      column.align === 'end' && 'md:text-end',
                    )}
                  >
                    <span className="text-xs font-semibold text-stone-600 md:hidden">
                      {column.header}
                    </span>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-stone-100 text-xs text-stone-700">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`p-2 ${column.align === 'end' ? 'text-end' : 'text-start'}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column, index) => (
                <td
                  key={index}
                  className={classes('p-2', column.align === 'end' && 'text-end', column.className)}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
