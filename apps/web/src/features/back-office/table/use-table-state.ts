import { useUrlState, type UrlDefaults, type UrlStateApi } from './use-url-state';

export const PAGE_SIZES = [20, 50, 100] as const;

export interface TableState<F extends UrlDefaults> {
  /** The filters' values (from the URL, else their defaults). */
  filters: { [K in keyof F]: string };
  /** The sorted column's id ('' when none) and its order. */
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  pagesize: number;
  /** Sets filters, sort, order, page or pagesize in the URL (a filter change goes to page 1). */
  set: UrlStateApi<F & TablePagingDefaults>['set'];
  /** Back to the default filters, sort and page. */
  reset: () => void;
  /** What a server call takes: filters without empty values, sort, order, page, pagesize. */
  params: Record<string, string | number>;
}

/** What AdminTable needs of a TableState (any filters). */
export interface TableUrlState {
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  pagesize: number;
  params: Record<string, string | number>;
  set: (next: { sort?: string; order?: string; page?: string; pagesize?: string }) => void;
}

type TablePagingDefaults = { sort: string; order: string; page: string; pagesize: string };

/**
 * A server-side table's state in the URL: the page's filters (`q`, `status`…) and `sort`,
 * `order`, `page`, `pagesize`. Pass it to AdminTable; build the page's query from `params`.
 */
export function useTableState<F extends UrlDefaults>(
  filterDefaults: F,
  sortDefault: { sort?: string; order?: 'asc' | 'desc'; pagesize?: number } = {},
): TableState<F> {
  const url = useUrlState({
    ...filterDefaults,
    sort: sortDefault.sort ?? '',
    order: sortDefault.order ?? 'desc',
    page: '1',
    pagesize: String(sortDefault.pagesize ?? PAGE_SIZES[0]),
  } as F & TablePagingDefaults);
  const { sort, order, page, pagesize, ...rest } = url.values;
  const filters = rest as unknown as { [K in keyof F]: string };
  const size = Number(pagesize);
  const state = {
    filters,
    sort,
    order: order === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Math.floor(Number(page)) || 1),
    pagesize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  } as const;
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) if (value !== '') params[key] = value;
  if (state.sort) {
    params.sort = state.sort;
    params.order = state.order;
  }
  params.page = state.page;
  params.pagesize = state.pagesize;
  return { ...state, set: url.set, reset: url.reset, params };
}
