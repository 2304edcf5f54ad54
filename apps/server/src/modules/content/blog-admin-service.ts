import type {
  AdminBlogDetail,
  AdminBlogPage,
  BlogIndexQuery,
  BlogSaveBody,
} from '@mall/contract/content-admin';
import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { iso } from '../shared/localize';
import { sanitizeRichText } from '../shared/rich-text';
import { assertOwnUpload } from '../uploads/own-upload';
import * as repo from './blog-admin-repository';
import { textsFrom, textsOf } from './content-texts';

function detail(row: repo.BlogRow): AdminBlogDetail {
  return {
    id: row.id,
    ...textsOf(row, 'title'),
    ...textsOf(row, 'summary'),
    ...textsOf(row, 'content'),
    image: row.image,
    published_at: iso(row.publishedAt) ?? '',
    created_at: iso(row.createdAt) ?? '',
    updated_at: iso(row.updatedAt) ?? '',
  };
}

export async function blogAdminPage(db: Db, query: BlogIndexQuery): Promise<AdminBlogPage> {
  const { rows, total } = await repo.pageAllPosts(db, query.q, query.pagesize, pageOffset(query));
  const list = rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: row.image,
    published_at: iso(row.publishedAt) ?? '',
    published: row.published,
    updated_at: iso(row.updatedAt) ?? '',
  }));
  return pageOf(list, total, query);
}

/** Any post with every language; 2000019 for an unknown id. */
export async function blogAdminDetail(db: Db, id: number): Promise<AdminBlogDetail> {
  const row = await repo.findAnyPost(db, id);
  if (!row) throw new AppError(ErrorCode.NoData);
  return detail(row);
}

/**
 * Creates or replaces a post. The content of every language is sanitised here (the one
 * allow-list, shared/rich-text.ts) before it is stored; the image is the caller's own upload or
 * the post's current one. A new post without published_at is published now; an edit keeps its time.
 */
export async function saveBlogPost(
  db: Db,
  actor: AuditActor,
  body: BlogSaveBody,
): Promise<AdminBlogDetail> {
  return db.transaction(async (tx) => {
    const before = body.id === undefined ? null : await repo.lockPost(tx, body.id);
    if (body.id !== undefined && !before) throw new AppError(ErrorCode.NoData);
    const image = body.image ?? '';
    if (image !== '' && before?.image !== image)
      await assertOwnUpload(tx, actor.id, image, 'image');
    const values: repo.BlogValues = {
      ...textsFrom(body, 'title'),
      ...textsFrom(body, 'summary'),
      ...textsFrom(body, 'content', sanitizeRichText),
      image,
      publishedAt: body.published_at
        ? new Date(body.published_at)
        : (before?.publishedAt ?? new Date()),
    };
    const saved = before
      ? await repo.updatePost(tx, before.id, values)
      : await repo.insertPost(tx, values);
    const after = detail(saved);
    await writeAudit(tx, actor, {
      action: 'blog.save',
      record: `blog:${saved.id}`,
      before: before && detail(before),
      after,
    });
    return after;
  });
}

/** Removes a post; 2000019 for an unknown id. */
export async function removeBlogPost(
  db: Db,
  actor: AuditActor,
  id: number,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await repo.lockPost(tx, id);
    if (!before) throw new AppError(ErrorCode.NoData);
    await repo.deletePost(tx, id);
    await writeAudit(tx, actor, {
      action: 'blog.remove',
      record: `blog:${id}`,
      before: detail(before),
      after: null,
    });
    return { id };
  });
}
