import { useState } from 'react';
import type { AdminBrand } from '@mall/contract/admin-catalog';
import { TAXONOMY_NAME_MAX } from '@mall/contract/catalogue-rules';
import type { Lang } from '@mall/contract/locales';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { ImageUpload } from '../../../../components/ui/image-upload';
import { imageUploadLabels } from '../../../../components/ui/image-upload-labels';
import { TextField } from '../../../../components/ui/text-field';
import { useForm } from '../../../../hooks/use-form';
import { useLanguage, useT } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import type { UploadResult } from '../../../../lib/upload';
import { EditDrawer } from '../../components/edit-drawer';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSaveBrand } from '../api/save-brand';
import { fieldRefusal } from '../catalogue-errors';
import {
  NAME_KEYS,
  nameErrors,
  nameIn,
  namesOf,
  type NameKey,
  type Names,
} from '../localized-names';
import { NameTabs } from './name-tabs';

type Values = Names & { logo: UploadResult | null; sort: string; hidden: boolean };

const FIELD_OF: Record<string, keyof Values> = { logo: 'logo', sort: 'sort', hidden: 'hidden' };
const FORM_ID = 'brand-form';

/** Creates or edits a brand in a drawer: names by language, logo, order, hidden. */
export function BrandForm({ brand, onClose }: { brand: AdminBrand | null; onClose: () => void }) {
  const t = useAdminT();
  const tApp = useT();
  const lang = useLanguage();
  const save = useSaveBrand();
  const [tab, setTab] = useState<Lang>('en');
  const form = useForm<Values>(
    {
      ...namesOf(brand),
      logo: brand?.logo ? { path: brand.logo, url: brand.logo } : null,
      sort: brand ? String(brand.sort) : '',
      hidden: brand?.hidden ?? false,
    },
    (values) => {
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const [key, problem] of Object.entries(nameErrors(values)))
        errors[key as NameKey] =
          problem === 'required'
            ? t('catalogue.form.nameRequired')
            : t('catalogue.form.nameTooLong', { max: TAXONOMY_NAME_MAX });
      if (values.sort.trim() && !/^-?\d{1,7}$/.test(values.sort.trim()))
        errors.sort = t('catalogue.brands.sortInvalid');
      return errors;
    },
  );
  const { values } = form;
  const invalidNames = nameErrors(values);
  const firstNameError = NAME_KEYS.find((key) => key in invalidNames);

  const submit = form.handleSubmit((valid) =>
    save.mutate(
      {
        ...(brand ? { id: brand.id } : {}),
        names: Object.fromEntries(NAME_KEYS.map((key) => [key, valid[key].trim()])),
        logo: valid.logo?.path ?? '',
        sort: valid.sort,
        hidden: valid.hidden,
      },
      {
        onSuccess: (saved) => {
          showToast(`${t('catalogue.form.saved')}: ${nameIn(saved, lang)}`, 'success');
          onClose();
        },
        onError: (error) => {
          const refusal = fieldRefusal(error, t);
          const name = NAME_KEYS.find((key) => key === refusal?.field);
          const target = name ?? (refusal ? FIELD_OF[refusal.field] : undefined);
          if (refusal && target) {
            form.setServerError(target, refusal.message);
            if (name) setTab(name.slice('name_'.length) as Lang);
          } else showToast(t('catalogue.form.saveFailed', { reason: error.message }));
        },
      },
    ),
  );

  return (
    <EditDrawer
      open
      title={t(brand ? 'catalogue.brands.editTitle' : 'catalogue.brands.createTitle')}
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('catalogue.form.cancel')}
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
          >
            {save.isPending ? t('catalogue.form.saving') : t('catalogue.form.save')}
          </Button>
        </div>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          if (firstNameError && !(`name_${tab}` in invalidNames))
            setTab(firstNameError.slice('name_'.length) as Lang);
          submit(event);
        }}
      >
        <NameTabs
          names={values}
          onChange={(key, value) => form.setValue(key, value)}
          onBlur={(key) => form.touch(key)}
          errorOf={(key) => form.errorOf(key)}
          active={tab}
          onActiveChange={setTab}
        />
        <ImageUpload
          label={t('catalogue.brands.logo')}
          name="logo"
          value={values.logo}
          onChange={(value) => form.setValue('logo', value)}
          labels={imageUploadLabels(tApp, t('catalogue.brands.logo'))}
          error={form.errorOf('logo')}
        />
        <TextField
          label={t('catalogue.brands.sort')}
          inputMode="numeric"
          value={values.sort}
          onValueChange={(value) => form.setValue('sort', value)}
          onBlur={() => form.touch('sort')}
          error={form.errorOf('sort')}
          hint={t('catalogue.brands.sortHint')}
          name="sort"
        />
        <CheckboxField
          label={t('catalogue.form.hidden')}
          checked={values.hidden}
          onCheckedChange={(checked) => form.setValue('hidden', checked)}
          name="hidden"
        />
      </form>
    </EditDrawer>
  );
}
