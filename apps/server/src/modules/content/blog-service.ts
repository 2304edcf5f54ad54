import type { BlogDetail, BlogPage } from '@mall/contract/content';
import { ErrorCode } from '@mall/contract/errors';
import type { Lang } from '@mall/contract/locales';
import { pageOf, pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { iso, localized } from '../shared/localize';
import { findBlogPost, pageBlogPosts } from './blog-repository';

export async function blogPage(db: DbOrTx, query: PageQuery, lang: Lang): Promise<BlogPage> {
  const { rows, total } = await pageBlogPosts(db, query.pagesize, pageOffset(query));
  const list = rows.map((row) => ({
    id: row.id,
    title: localized(row, 'title', lang),
    image: row.image,
    summary: localized(row, 'summary', lang),
    created_at: iso(row.publishedAt) ?? '',
  }));
  return pageOf(list, total, query);
}

/** A published post; 2000019 for an unknown or unpublished one. */
export async function blogDetail(db: DbOrTx, id: number, lang: Lang): Promise<BlogDetail> {
  const row = await findBlogPost(db, id);
  if (!row) throw new AppError(ErrorCode.NoData);
  return {
    id: row.id,
    title: localized(row, 'title', lang),
    image: row.image,
    content: localized(row, 'content', lang),
    created_at: iso(row.publishedAt) ?? '',
  };
}
