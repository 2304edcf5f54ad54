import type { AdminAdvert } from '@mall/contract/content-admin';
import { Button } from '../../../../components/ui/button';
import { useLanguage } from '../../../../lib/i18n';
import { LANGUAGE_TAGS } from '@mall/contract/locales';
import { useAdminT } from '../../i18n/admin-i18n';
import { formatWhen } from './date-time';

/** One advert of a position: its picture, title, link, dates and state, and what to do with it. */
export function AdvertRow({
  advert,
  imageUrl,
  first,
  last,
  busy,
  onUp,
  onDown,
  onEdit,
  onRemove,
}: {
  advert: AdminAdvert;
  imageUrl: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  onUp: () => void;
  onDown: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const t = useAdminT();
  const locale = LANGUAGE_TAGS[useLanguage()];
  const name = advert.title_en || t('content.adverts.untitled', { id: advert.id });
  const state = advert.live
    ? t('content.adverts.live')
    : advert.active === 0
      ? t('content.adverts.inactive')
      : t('content.adverts.outOfDates');
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-2">
      <img
        src={imageUrl}
        alt=""
        className="h-14 w-28 shrink-0 rounded-md bg-stone-100 object-contain"
        loading="lazy"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-stone-900">
          {name}{' '}
          <span
            className={`ms-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
              advert.live ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-100 text-stone-700'
            }`}
          >
            {state}
          </span>
        </p>
        <p className="truncate text-stone-600">{advert.link || t('content.adverts.noLink')}</p>
        <p className="text-xs text-stone-600">
          {t('content.adverts.dates', {
            from: formatWhen(advert.starts_at, locale) || t('content.adverts.always'),
            to: formatWhen(advert.ends_at, locale) || t('content.adverts.always'),
          })}
          {' · '}
          {t('content.adverts.sortIs', { sort: advert.sort })}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          onClick={onUp}
          disabled={first || busy}
          aria-label={t('content.adverts.up', { name })}
        >
          ↑
        </Button>
        <Button
          variant="ghost"
          onClick={onDown}
          disabled={last || busy}
          aria-label={t('content.adverts.down', { name })}
        >
          ↓
        </Button>
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('content.adverts.editOne', { name })}
        >
          {t('content.form.edit')}
        </Button>
        <Button
          variant="ghost"
          onClick={onRemove}
          aria-label={t('content.adverts.removeOne', { name })}
        >
          {t('content.form.remove')}
        </Button>
      </div>
    </li>
  );
}
