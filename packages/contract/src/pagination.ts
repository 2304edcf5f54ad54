import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;

/** `page` (1-based, default 1) and `pagesize` (default 15, at most 100). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pagesize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pagesize: number;
}

export function pageOf<T>(list: T[], total: number, query: PageQuery): Page<T> {
  return { list, total, page: query.page, pagesize: query.pagesize };
}

export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.pagesize;
}
