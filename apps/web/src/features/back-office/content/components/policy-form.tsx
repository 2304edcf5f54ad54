import { useState } from 'react';
import type { AdminPolicy } from '@mall/contract/content-admin';
import type { Lang } from '@mall/contract/locales';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { showToast } from '../../../../lib/toast';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSavePolicy } from '../api/save-policy';
import { LangTabs } from './lang-tabs';
import { fieldsOf, textsOf, type Texts } from './localized-texts';
import { RichTextField } from './rich-text-field';

/** One policy's title and content in every language. */
export function PolicyForm({ policy }: { policy: AdminPolicy }) {
  const t = useAdminT();
  const save = useSavePolicy();
  const [lang, setLang] = useState<Lang>('en');
  const [titles, setTitles] = useState<Texts>(() => textsOf(policy, 'title'));
  const [contents, setContents] = useState<Texts>(() => textsOf(policy, 'content'));
  return (
    <form
      noValidate
      className="flex max-w-3xl flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { key: policy.key, ...fieldsOf('title', titles), ...fieldsOf('content', contents) },
          { onSuccess: () => showToast(t('content.policies.saved'), 'success') },
        );
      }}
    >
      <LangTabs
        value={lang}
        onChange={setLang}
        filled={(code) => titles[code].trim() !== '' || contents[code] !== ''}
      >
        <TextField
          label={t('content.policies.policyTitle')}
          value={titles[lang]}
          onValueChange={(value) => setTitles((all) => ({ ...all, [lang]: value }))}
          maxLength={200}
        />
        <RichTextField
          key={lang}
          label={t('content.policies.content')}
          value={contents[lang]}
          onChange={(html) => setContents((all) => ({ ...all, [lang]: html }))}
        />
      </LangTabs>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('content.form.save')}
        </Button>
      </div>
    </form>
  );
}
