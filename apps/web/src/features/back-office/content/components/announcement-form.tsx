import { useState } from 'react';
import type { AdminAnnouncement } from '@mall/contract/content-admin';
import type { Lang } from '@mall/contract/locales';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { showToast } from '../../../../lib/toast';
import { EditDrawer } from '../../components/edit-drawer';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSaveAnnouncement } from '../api/save-announcement';
import { LangTabs } from './lang-tabs';
import { fieldsOf, textsOf, type Texts } from './localized-texts';
import { TextAreaField } from './text-area-field';

/** A new announcement or an existing one: plain text in every language, in a drawer. */
export function AnnouncementForm({
  announcement,
  onClose,
}: {
  announcement: AdminAnnouncement | null;
  onClose: () => void;
}) {
  const t = useAdminT();
  const save = useSaveAnnouncement();
  const [lang, setLang] = useState<Lang>('en');
  const [titles, setTitles] = useState<Texts>(() => textsOf(announcement ?? undefined, 'title'));
  const [contents, setContents] = useState<Texts>(() =>
    textsOf(announcement ?? undefined, 'content'),
  );
  const [tried, setTried] = useState(false);
  const missing = titles.en.trim() === '';
  const formId = 'announcement-form';
  return (
    <EditDrawer
      open
      title={announcement ? t('content.announcements.edit') : t('content.announcements.new')}
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
          setTried(true);
          if (missing) {
            setLang('en');
            return;
          }
          save.mutate(
            {
              ...(announcement ? { id: announcement.id } : {}),
              ...fieldsOf('title', titles),
              ...fieldsOf('content', contents),
              title_en: titles.en,
            },
            {
              onSuccess: () => {
                showToast(t('content.announcements.saved'), 'success');
                onClose();
              },
            },
          );
        }}
      >
        <LangTabs value={lang} onChange={setLang} filled={(code) => titles[code].trim() !== ''}>
          <TextField
            label={t('content.announcements.announcementTitle')}
            labelNote={lang === 'en' ? t('content.form.required') : t('content.form.optional')}
            value={titles[lang]}
            onValueChange={(value) => setTitles((all) => ({ ...all, [lang]: value }))}
            maxLength={200}
            error={
              tried && lang === 'en' && missing ? t('content.form.englishTitleRequired') : undefined
            }
          />
          <TextAreaField
            label={t('content.announcements.content')}
            value={contents[lang]}
            onChange={(value) => setContents((all) => ({ ...all, [lang]: value }))}
            maxLength={5000}
            rows={6}
          />
        </LangTabs>
      </form>
    </EditDrawer>
  );
}
