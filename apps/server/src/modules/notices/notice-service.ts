import { ErrorCode } from '@mall/contract/errors';
import type { Lang } from '@mall/contract/locales';
import type { Notice, NoticePage, NoticeReadAll, NoticeType } from '@mall/contract/notices';
import { pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { markAllRead, markRead, pageNotices } from './notice-repository';
import { toNotice } from './notice-view';

export interface NoticeListQuery extends PageQuery {
  type?: NoticeType | undefined;
  isread?: boolean | undefined;
}

export async function noticePage(
  db: DbOrTx,
  userId: number,
  query: NoticeListQuery,
  lang: Lang,
): Promise<NoticePage> {
  const { rows, total, unread } = await pageNotices(
    db,
    userId,
    query,
    query.pagesize,
    pageOffset(query),
  );
  return {
    list: rows.map((row) => toNotice(row, lang)),
    total,
    page: query.page,
    pagesize: query.pagesize,
    unread,
  };
}

/** Marks one of the caller's notices read; 2000019 for any other id. */
export async function readNotice(
  db: DbOrTx,
  userId: number,
  id: number,
  lang: Lang,
): Promise<Notice> {
  const row = await markRead(db, userId, id);
  if (!row) throw new AppError(ErrorCode.NoData);
  return toNotice(row, lang);
}

export async function readAllNotices(db: DbOrTx, userId: number): Promise<NoticeReadAll> {
  return { count: await markAllRead(db, userId) };
}
