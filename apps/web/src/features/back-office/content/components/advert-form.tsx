import { useState } from 'react';
import { LANGS, type Lang } from '@mall/contract/locales';
import type {
  AdminAdvert,
  AdminAdvertPosition,
  AdvertSaveInput,
} from '@mall/contract/content-admin';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { ImageUpload } from '../../../../components/ui/image-upload';
import { imageUploadLabels } from '../../../../components/ui/image-upload-labels';
import { TextField } from '../../../../components/ui/text-field';
import { errorField } from '../../../../lib/api-error';
import { useT } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { EditDrawer } from '../../components/edit-drawer';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSaveAdvert } from '../api/save-advert';
import { DateTimeField } from './date-time-field';
import { LangTabs } from './lang-tabs';

/** What the link may be (the server checks the same): an app path or an https URL. */
const LINK = /^(#\/|\/(?![/\\])|https:\/\/[^/\\\s]+)/i;

type Titles = Record<Lang, string>;

function titlesOf(advert: AdminAdvert | null): Titles {
  return Object.fromEntries(
    LANGS.map((lang) => [lang, advert ? advert[`title_${lang}`] : '']),
  ) as Titles;
}

/** A new advert (of a position) or an existing one, in a drawer. */
export function AdvertForm({
  advert,
  position,
  nextSort,
  onClose,
}: {
  advert: AdminAdvert | null;
  position: AdminAdvertPosition;
  nextSort: number;
  onClose: () => void;
}) {
  const t = useAdminT();
  const buyerT = useT();
  const save = useSaveAdvert();
  const [image, setImage] = useState(advert?.image ?? '');
  const [link, setLink] = useState(advert?.link ?? '');
  const [titles, setTitles] = useState<Titles>(() => titlesOf(advert));
  const [lang, setLang] = useState<Lang>('en');
  const [sort, setSort] = useState(String(advert?.sort ?? nextSort));
  const [active, setActive] = useState(advert ? advert.active === 1 : true);
  const [startsAt, setStartsAt] = useState(advert?.starts_at ?? '');
  const [endsAt, setEndsAt] = useState(advert?.ends_at ?? '');
  const [tried, setTried] = useState(false);
  const [serverField, setServerField] = useState<string | null>(null);

  const problems = {
    image: image === '' ? t('content.adverts.imageRequired') : undefined,
    link:
      link.trim() !== '' && !LINK.test(link.trim()) ? t('content.adverts.linkInvalid') : undefined,
    sort: !/^\d{1,5}$/.test(sort) ? t('content.adverts.sortInvalid') : undefined,
    ends_at:
      startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)
        ? t('content.adverts.endBeforeStart')
        : undefined,
  };
  const shown = (field: keyof typeof problems) =>
    (tried ? problems[field] : undefined) ??
    (serverField === field ? t('content.form.serverRefused') : undefined);

  const submit = () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    const body: AdvertSaveInput = {
      ...(advert ? { id: advert.id } : {}),
      position,
      image,
      link: link.trim(),
      sort: Number(sort),
      active: active ? 1 : 0,
      ...(startsAt ? { starts_at: startsAt } : {}),
      ...(endsAt ? { ends_at: endsAt } : {}),
    };
    for (const code of LANGS) body[`title_${code}`] = titles[code];
    save.mutate(body, {
      onSuccess: () => {
        showToast(t('content.adverts.saved'), 'success');
        onClose();
      },
      onError: (error) => setServerField(errorField(error)),
    });
  };

  const formId = 'advert-form';
  return (
    <EditDrawer
      open
      title={advert ? t('content.adverts.edit') : t('content.adverts.add')}
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('shell.confirm.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {t('content.form.save')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-stone-700">
          {t('content.adverts.positionIs', { position: t(`content.positions.${position}`) })}
        </p>
        <ImageUpload
          label={t('content.adverts.image')}
          value={image ? { path: image, url: image } : null}
          onChange={(result) => setImage(result?.path ?? '')}
          labels={imageUploadLabels(buyerT, t('content.adverts.image'))}
          hint={t(position === 'popup' ? 'content.adverts.popupSize' : 'content.adverts.imageSize')}
          error={shown('image')}
          removable={false}
        />
        <TextField
          label={t('content.adverts.link')}
          labelNote={t('content.form.optional')}
          value={link}
          onValueChange={setLink}
          hint={t('content.adverts.linkHint')}
          error={shown('link')}
          inputMode="url"
        />
        <LangTabs value={lang} onChange={setLang} filled={(code) => titles[code].trim() !== ''}>
          <TextField
            label={t('content.adverts.altTitle')}
            labelNote={t('content.form.optional')}
            value={titles[lang]}
            onValueChange={(value) => setTitles((all) => ({ ...all, [lang]: value }))}
            maxLength={200}
          />
        </LangTabs>
        <div className="grid gap-3 sm:grid-cols-2">
          <DateTimeField
            label={t('content.adverts.startsAt')}
            value={startsAt}
            onChange={setStartsAt}
            hint={t('content.adverts.openStart')}
          />
          <DateTimeField
            label={t('content.adverts.endsAt')}
            value={endsAt}
            onChange={setEndsAt}
            hint={t('content.adverts.openEnd')}
            error={shown('ends_at')}
          />
        </div>
        <TextField
          label={t('content.adverts.sort')}
          value={sort}
          onValueChange={setSort}
          inputMode="numeric"
          hint={t('content.adverts.sortHint')}
          error={shown('sort')}
        />
        <CheckboxField
          label={t('content.adverts.active')}
          checked={active}
          onCheckedChange={setActive}
        />
      </form>
    </EditDrawer>
  );
}
