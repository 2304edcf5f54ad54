import { useState } from 'react';
import {
  ADMIN_ADVERT_POSITIONS,
  type AdminAdvert,
  type AdminAdvertPosition,
  type AdvertSaveInput,
} from '@mall/contract/content-admin';
import { LANGS } from '@mall/contract/locales';
import { QueryError } from '../../../../components/query-error';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { mediaUrl } from '../../../../lib/media';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useAdverts } from '../api/get-adverts';
import { useRemoveAdvert } from '../api/remove-advert';
import { saveAdvert } from '../api/save-advert';
import { invalidateContent } from '../api/invalidate-content';
import { AdvertForm } from './advert-form';
import { AdvertRow } from './advert-row';
import { ContentTabs } from './content-tabs';

type Editing = { advert: AdminAdvert | null; position: AdminAdvertPosition } | null;

/** The whole advert as a save body (a reorder sends every field again). */
function bodyOf(advert: AdminAdvert, sort: number): AdvertSaveInput {
  const body: AdvertSaveInput = {
    id: advert.id,
    position: advert.position,
    image: advert.image,
    link: advert.link,
    sort,
    active: advert.active,
    ...(advert.starts_at ? { starts_at: advert.starts_at } : {}),
    ...(advert.ends_at ? { ends_at: advert.ends_at } : {}),
  };
  for (const lang of LANGS) body[`title_${lang}`] = advert[`title_${lang}`];
  return body;
}

/** /admin/adverts: the five home positions and the popup, each advert with its image and dates. */
export function AdvertsPage() {
  const t = useAdminT();
  const query = useAdverts();
  const remove = useRemoveAdvert();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AdminAdvert | null>(null);
  const [moving, setMoving] = useState(false);

  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  const adverts = query.data?.list ?? [];
  const groupOf = (position: AdminAdvertPosition) =>
    adverts.filter((advert) => advert.position === position);

  /** Swaps an advert with its neighbour: every advert of the group gets its place as its sort. */
  const move = async (position: AdminAdvertPosition, index: number, step: -1 | 1) => {
    const group = [...groupOf(position)];
    const target = index + step;
    const [moved] = group.splice(index, 1);
    if (!moved || target < 0 || target > group.length) return;
    group.splice(target, 0, moved);
    setMoving(true);
    try {
      await Promise.all(
        group
          .map((advert, place) => ({ advert, sort: (place + 1) * 10 }))
          .filter(({ advert, sort }) => advert.sort !== sort)
          .map(({ advert, sort }) => saveAdvert(bodyOf(advert, sort))),
      );
      showToast(t('content.adverts.reordered'), 'success');
    } catch {
      // The client has told the user what went wrong.
    } finally {
      setMoving(false);
      void invalidateContent();
    }
  };

  return (
    <>
      <AdminPageHeader
        title={t('content.adverts.title')}
        description={t('content.adverts.intro')}
      />
      <ContentTabs />
      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : query.isError ? (
        <QueryError
          title={t('content.loadFailed')}
          body={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-6">
          {ADMIN_ADVERT_POSITIONS.map((position) => {
            const group = groupOf(position);
            return (
              <section key={position} aria-labelledby={`advert-group-${position}`}>
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h2
                    id={`advert-group-${position}`}
                    className="text-base font-semibold text-stone-900"
                  >
                    {t(`content.positions.${position}`)}{' '}
                    <span className="font-normal text-stone-600">({group.length})</span>
                  </h2>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ advert: null, position })}
                  >
                    {t('content.adverts.addTo', { position: t(`content.positions.${position}`) })}
                  </Button>
                </div>
                {group.length === 0 ? (
                  <p className="rounded-lg border border-dashed border-stone-300 bg-white px-3 py-4 text-sm text-stone-600">
                    {t(position === 'popup' ? 'content.adverts.noPopup' : 'content.adverts.none')}
                  </p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {group.map((advert, index) => (
                      <AdvertRow
                        key={advert.id}
                        advert={advert}
                        imageUrl={mediaUrl(advert.image)}
                        first={index === 0}
                        last={index === group.length - 1}
                        busy={moving}
                        onUp={() => void move(position, index, -1)}
                        onDown={() => void move(position, index, 1)}
                        onEdit={() => setEditing({ advert, position })}
                        onRemove={() => setRemoving(advert)}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
      {editing ? (
        <AdvertForm
          advert={editing.advert}
          position={editing.position}
          nextSort={(Math.max(0, ...groupOf(editing.position).map((a) => a.sort)) || 0) + 10}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('content.adverts.removeTitle')}
        confirmLabel={t('content.form.remove')}
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              showToast(t('content.adverts.removed'), 'success');
              setRemoving(null);
            },
          })
        }
      >
        {t('content.adverts.removeBody')}
      </ConfirmDialog>
    </>
  );
}
