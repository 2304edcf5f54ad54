/** Notice types come from the contract (type-only: no zod in the bundle). */
export type { Notice, NoticePage, NoticeReadAll } from '@mall/contract/notices';

/** 100 merchant application, 200 product, 300 stock-in, 400 withdrawal, 500 top-up. */
export const NOTICE_TYPES = [100, 200, 300, 400, 500] as const;

export interface NoticeFilter {
  /** 100, 200, 300, 400, 500, or '' for every type. */
  type: string;
  unreadOnly: boolean;
}
