import type {
  AdminAdvert,
  AdminAdvertPage,
  AdvertIndexQuery,
  AdvertSaveBody,
} from '@mall/contract/content-admin';
import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset } from '@mall/contract/pagination';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { iso } from '../shared/localize';
import { assertOwnUpload } from '../uploads/own-upload';
import * as repo from './advert-admin-repository';
import { textsFrom, textsOf } from './content-texts';

function view({ advert, live }: { advert: repo.AdvertRow; live: boolean }): AdminAdvert {
  return {
    id: advert.id,
    position: advert.position,
    image: advert.image,
    link: advert.link,
    ...textsOf(advert, 'title'),
    sort: advert.sort,
    active: advert.active ? 1 : 0,
    starts_at: iso(advert.startsAt),
    ends_at: iso(advert.endsAt),
    live,
    created_at: iso(advert.createdAt) ?? '',
  };
}

export async function advertAdminPage(db: Db, query: AdvertIndexQuery): Promise<AdminAdvertPage> {
  const { rows, total } = await repo.pageAdverts(
    db,
    query.position,
    query.pagesize,
    pageOffset(query),
  );
  return pageOf(rows.map(view), total, query);
}

/**
 * Creates or replaces an advert (the popup is the advert at position `popup`). The image is the
 * caller's own upload or the advert's current one; 2000019 for an unknown id.
 */
export async function saveAdvert(
  db: Db,
  actor: AuditActor,
  body: AdvertSaveBody,
): Promise<AdminAdvert> {
  return db.transaction(async (tx) => {
    const before = body.id === undefined ? null : await repo.lockAdvert(tx, body.id);
    if (body.id !== undefined && !before) throw new AppError(ErrorCode.NoData);
    if (before?.advert.image !== body.image)
      await assertOwnUpload(tx, actor.id, body.image, 'image');
    const values: repo.AdvertValues = {
      position: body.position,
      image: body.image,
      link: body.link ?? '',
      ...textsFrom(body, 'title'),
      sort: body.sort ?? 0,
      active: body.active ?? true,
      startsAt: body.starts_at ? new Date(body.starts_at) : null,
      endsAt: body.ends_at ? new Date(body.ends_at) : null,
    };
    const id = before ? before.advert.id : await repo.insertAdvert(tx, values);
    if (before) await repo.updateAdvert(tx, id, values);
    const saved = await repo.findAdvert(tx, id);
    if (!saved) throw new Error('advert not saved');
    const after = view(saved);
    await writeAudit(tx, actor, {
      action: 'advert.save',
      record: `advert:${id}`,
      before: before && view(before),
      after,
    });
    return after;
  });
}

/** Removes an advert; 2000019 for an unknown id. */
export async function removeAdvert(db: Db, actor: AuditActor, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await repo.lockAdvert(tx, id);
    if (!before) throw new AppError(ErrorCode.NoData);
    await repo.deleteAdvert(tx, id);
    await writeAudit(tx, actor, {
      action: 'advert.remove',
      record: `advert:${id}`,
      before: view(before),
      after: null,
    });
    return { id };
  });
}
