import type { Lang } from '@mall/contract/locales';
import { queryKeys } from '../../lib/query-keys';

export interface NoticeFilter {
  /** 100, 200, 300, 400, 500, or '' for every type. */
  type: string;
  unreadOnly: boolean;
}

/** Under `queryKeys.user.all`: dropped with the rest of the user's data at logout. */
export const noticeKeys = {
  all: [...queryKeys.user.all, 'notices'] as const,
  /** With the language: notices are written in the reader's language. */
  list: (filter: NoticeFilter, lang: Lang) => [...queryKeys.user.all, 'notices', filter, lang] as const,
};
