import { Fragment, useEffect, useState, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { showToast } from '../../../lib/toast';
import { useAdminT } from '../i18n/admin-i18n';
import { csvFilename, downloadCsv, fetchAllPages, toCsv, type CsvColumn } from './csv';
import { PAGE_SIZES, type TableUrlState } from './use-table-state';

declare module '@tanstack/react-table' {
  // Declaration merging: the type parameters must match the library's.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Amounts line up at the end. */
    align?: 'start' | 'end';
    /** More classes for this column's cells. */
    className?: string;
  }
}

/** A page of rows from the server. */
export interface TablePage<Row> {
  list: readonly Row[];
  total: number;
}

/** The part of a TanStack Query result the table reads. */
export interface TableQuery<Row> {
  data: TablePage<Row> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: { message: string } | null;
  refetch: () => unknown;
}

export interface AdminTableProps<Row> {
  /** TanStack column definitions; a column sorts on the server by its `id` when `enableSorting`. */
  columns: ColumnDef<Row, never>[];
  query: TableQuery<Row>;
  /** The URL state from useTableState (sort, page, pagesize; the filters are the page's). */
  state: TableUrlState;
  /** A stable id of a row (selection, React keys). */
  rowId: (row: Row) => string;
  /** Said to screen readers as the table's name. */
  caption: string;
  /** What an empty result says (and offers). */
  empty?: { title: string; body?: ReactNode; action?: ReactNode };
  /** With bulk actions, each row has a checkbox; the bar shows these actions for the rows chosen. */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
  /** With it, an "Export CSV" button writes every row of the current filter. */
  exportCsv?: {
    /** The file's name before the date: `users` gives `users-2026-05-01.csv`. */
    name: string;
    columns: readonly CsvColumn<Row>[];
    /** One page of the current filter (the table asks page after page, 100 rows each). */
    fetchPage: (page: number, pagesize: number) => Promise<TablePage<Row>>;
  };
  /** More buttons beside the export (e.g. "New"). */
  toolbar?: ReactNode;
  /**
   * A row's unfolded detail, shown in a full-width row below it (null: folded). The page keeps
   * which rows are unfolded and gives a column with the button that folds them.
   */
  renderDetail?: (row: Row) => ReactNode;
}

const cellClass = (align?: 'start' | 'end', extra = '') =>
  `px-3 py-2 align-top ${align === 'end' ? 'text-end tabular-nums' : 'text-start'} ${extra}`;

/**
 * The back office's table (TanStack Table, decision 0024): server-side sort and paging kept in
 * the URL, row selection with a bulk actions bar, CSV export, skeleton rows while loading, an
 * empty state, an error with retry. A dense table on a laptop; on a phone it scrolls sideways
 * inside its card.
 */
export function AdminTable<Row>({
  columns,
  query,
  state,
  rowId,
  caption,
  empty,
  bulkActions,
  exportCsv,
  toolbar,
  renderDetail,
}: AdminTableProps<Row>) {
  const t = useAdminT();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [exporting, setExporting] = useState(false);
  const list = query.data?.list;
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.pagesize));
  // Another page, filter or order: what was chosen is out of sight, so it is let go.
  const where = JSON.stringify(state.params);
  useEffect(() => setSelection({}), [where]);

  const selectable = Boolean(bulkActions);
  // TanStack Table returns functions that memoisation cannot track; the table re-renders with
  // its props anyway (server data), so nothing is lost.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: (list ?? []) as Row[],
    columns,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableRowSelection: selectable,
    rowCount: total,
    state: {
      sorting: state.sort ? [{ id: state.sort, desc: state.order === 'desc' }] : [],
      rowSelection: selection,
    },
    onRowSelectionChange: setSelection,
  });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const clear = () => setSelection({});
  const sortBy = (id: string) =>
    state.set(
      state.sort === id
        ? { order: state.order === 'asc' ? 'desc' : 'asc' }
        : { sort: id, order: 'asc' },
    );

  const runExport = async () => {
    if (!exportCsv) return;
    setExporting(true);
    try {
      const rows = await fetchAllPages(exportCsv.fetchPage);
      downloadCsv(csvFilename(exportCsv.name), toCsv(exportCsv.columns, rows));
      showToast(t('shell.table.exported', { count: rows.length }), 'success');
    } catch (error) {
      showToast(
        t('shell.table.exportFailed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      );
    } finally {
      setExporting(false);
    }
  };

  const headerGroups = table.getHeaderGroups();
  const columnCount = columns.length + (selectable ? 1 : 0);
  let body: ReactNode;
  if (query.isPending) {
    body = [0, 1, 2, 3, 4].map((i) => (
      <tr key={i} className="border-t border-stone-100">
        {Array.from({ length: columnCount }, (_, c) => (
          <td key={c} className="px-3 py-2">
            <Skeleton className="h-4 w-full" />
          </td>
        ))}
      </tr>
    ));
  } else {
    body = table.getRowModel().rows.map((row) => {
      const detail = renderDetail?.(row.original) ?? null;
      return (
        <Fragment key={row.id}>
          <tr
            className={`border-t border-stone-100 ${row.getIsSelected() ? 'bg-amber-50' : 'hover:bg-stone-50'}`}
          >
            {selectable ? (
              <td className="w-8 px-3 py-2 align-top">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                  aria-label={t('shell.table.selectRow', { id: row.id })}
                />
              </td>
            ) : null}
            {row.getVisibleCells().map((cell) => (
              <td
                key={cell.id}
                className={cellClass(
                  cell.column.columnDef.meta?.align,
                  cell.column.columnDef.meta?.className,
                )}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
          {detail === null ? null : (
            <tr className="bg-stone-50">
              <td colSpan={columnCount} className="px-3 pb-3">
                {detail}
              </td>
            </tr>
          )}
        </Fragment>
      );
    });
  }

  const showTable = !query.isError && (query.isPending || (list?.length ?? 0) > 0);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600" aria-live="polite">
          {query.data ? t('shell.table.total', { count: total }) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {toolbar}
          {exportCsv ? (
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              disabled={exporting || total === 0}
              onClick={() => void runExport()}
            >
              {exporting ? t('shell.table.exporting') : t('shell.table.exportCsv')}
            </Button>
          ) : null}
        </div>
      </div>

      {selectable && selected.length > 0 ? (
        <div
          role="region"
          aria-label={t('shell.table.selected', { count: selected.length })}
          className="sticky top-12 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-stone-300 bg-stone-900 px-3 py-2 text-sm text-white"
        >
          <span className="font-semibold">
            {t('shell.table.selected', { count: selected.length })}
          </span>
          <div className="flex flex-wrap gap-2">{bulkActions?.(selected, clear)}</div>
          <button
            type="button"
            onClick={clear}
            className="ms-auto min-h-9 rounded-md px-2 underline-offset-2 hover:underline"
          >
            {t('shell.table.clearSelection')}
          </button>
        </div>
      ) : null}

      {query.isError ? (
        <QueryError
          title={t('shell.table.loadFailed')}
          body={query.error?.message}
          onRetry={query.refetch}
          variant="secondary"
        />
      ) : !showTable ? (
        <EmptyState title={empty?.title ?? t('shell.table.empty')} action={empty?.action}>
          {empty?.body}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table
            className="w-full border-collapse text-sm"
            aria-busy={query.isPending || query.isFetching || undefined}
          >
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-stone-100 text-xs text-stone-700">
              {headerGroups.map((group) => (
                <tr key={group.id}>
                  {selectable ? (
                    <th scope="col" className="w-8 px-3 py-2 text-start">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={table.getIsAllPageRowsSelected()}
                        ref={(input) => {
                          if (input) input.indeterminate = table.getIsSomePageRowsSelected();
                        }}
                        onChange={table.getToggleAllPageRowsSelectedHandler()}
                        aria-label={t('shell.table.selectAll')}
                        disabled={query.isPending}
                      />
                    </th>
                  ) : null}
                  {group.headers.map((header) => {
                    const align = header.column.columnDef.meta?.align;
                    const label = header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext());
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : undefined
                        }
                        className={`px-3 py-2 font-semibold whitespace-nowrap ${align === 'end' ? 'text-end' : 'text-start'}`}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            onClick={() => sortBy(header.column.id)}
                            className="inline-flex items-center gap-1 rounded hover:text-stone-950"
                          >
                            {label}
                            <span aria-hidden="true" className="text-[10px]">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
      )}

      {query.data && total > 0 ? (
        <nav
          aria-label={t('shell.table.paging')}
          className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700"
        >
          <label className="flex items-center gap-2">
            {t('shell.table.pageSize')}
            <select
              value={state.pagesize}
              onChange={(event) => state.set({ pagesize: event.target.value, page: '1' })}
              className="min-h-9 rounded-md border border-stone-300 bg-white px-2"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <div className="flex items-center gap-2">
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              disabled={state.page <= 1}
              onClick={() => state.set({ page: String(state.page - 1) })}
            >
              {t('shell.table.previous')}
            </Button>
            <span className="tabular-nums">
              {t('shell.table.pageOf', { page: state.page, pages })}
            </span>
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              disabled={state.page >= pages}
              onClick={() => state.set({ page: String(state.page + 1) })}
            >
              {t('shell.table.next')}
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
