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

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
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
 * an empty state instead of an empty table, and rows that scroll sideways on a narrow screen.
 */
export function DataTable<Row>({ columns, rows, rowKey, pending, skeletonHeight = 'h-48', error, emptyTitle }: DataTableProps<Row>) {
  if (pending) return <Skeleton className={`${skeletonHeight} w-full`} />;
  if (error) return <EmptyState title={error.message} />;
  if (rows.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-stone-100 text-xs text-stone-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`p-2 ${column.align === 'end' ? 'text-end' : 'text-start'}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column, index) => (
                <td key={index} className={['p-2', column.align === 'end' ? 'text-end' : '', column.className ?? ''].filter(Boolean).join(' ')}>
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
