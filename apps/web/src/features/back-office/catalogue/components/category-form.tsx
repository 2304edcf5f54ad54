import { useState } from 'react';
import type { AdminCategory, AdminCategoryNode } from '@mall/contract/admin-catalog';
import {
  COMMISSION_PERCENT_MAX,
  COMMISSION_PERCENT_PATTERN,
  TAXONOMY_NAME_MAX,
} from '@mall/contract/catalogue-rules';
import type { Lang } from '@mall/contract/locales';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { ImageUpload } from '../../../../components/ui/image-upload';
import { imageUploadLabels } from '../../../../components/ui/image-upload-labels';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useForm } from '../../../../hooks/use-form';
import { useLanguage, useT } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import type { UploadResult } from '../../../../lib/upload';
import { EditDrawer } from '../../components/edit-drawer';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSaveCategory } from '../api/save-category';
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

type Values = Names & {
  parent: string;
  icon: UploadResult | null;
  hidden: boolean;
  commission: string;
};

/** Server fields to the form's fields. */
const FIELD_OF: Record<string, keyof Values> = {
  parent_id: 'parent',
  icon: 'icon',
  hidden: 'hidden',
  commission_percent: 'commission',
};

export interface CategoryFormProps {
  /** The category to edit, or null for a new one. */
  category: AdminCategory | null;
  /** A new category's parent (null: the top level). */
  parentId: number | null;
  /** The tree, for the parent choice. */
  tree: readonly AdminCategoryNode[];
  hasChildren: boolean;
  onClose: () => void;
}

const FORM_ID = 'category-form';

/** Creates or edits a category in a drawer: names by language, parent, icon, commission, hidden. */
export function CategoryForm({
  category,
  parentId,
  tree,
  hasChildren,
  onClose,
}: CategoryFormProps) {
  const t = useAdminT();
  const tApp = useT();
  const lang = useLanguage();
  const save = useSaveCategory();
  const [tab, setTab] = useState<Lang>('en');
  const form = useForm<Values>(
    {
      ...namesOf(category),
      parent: String(category ? (category.parent_id ?? '') : (parentId ?? '')),
      icon: category?.icon ? { path: category.icon, url: category.icon } : null,
      hidden: category?.hidden ?? false,
      commission:
        category?.commission_percent === null || !category
          ? ''
          : String(category.commission_percent),
    },
    (values) => {
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const [key, problem] of Object.entries(nameErrors(values)))
        errors[key as NameKey] =
          problem === 'required'
            ? t('catalogue.form.nameRequired')
            : t('catalogue.form.nameTooLong', { max: TAXONOMY_NAME_MAX });
      const commission = values.commission.trim();
      if (
        commission &&
        (!COMMISSION_PERCENT_PATTERN.test(commission) ||
          Number(commission) > COMMISSION_PERCENT_MAX)
      )
        errors.commission = t('catalogue.categories.commissionInvalid');
      return errors;
    },
  );
  const { values } = form;
  const parents = tree.filter((node) => node.id !== category?.id);

  const submit = form.handleSubmit((valid) => {
    save.mutate(
      {
        ...(category ? { id: category.id } : {}),
        parent_id: valid.parent ? Number(valid.parent) : null,
        names: Object.fromEntries(NAME_KEYS.map((key) => [key, valid[key].trim()])),
        icon: valid.icon?.path ?? '',
        hidden: valid.hidden,
        commission_percent: valid.commission,
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
    );
  });
  // A submit with a name error in another tab shows that tab.
  const invalidNames = nameErrors(values);
  const firstNameError = NAME_KEYS.find((key) => key in invalidNames);

  return (
    <EditDrawer
      open
      title={t(category ? 'catalogue.categories.editTitle' : 'catalogue.categories.createTitle')}
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
        <div className="flex flex-col gap-1">
          <SelectField
            stacked
            label={t('catalogue.categories.parent')}
            value={values.parent}
            disabled={hasChildren}
            onValueChange={(value) => form.setValue('parent', value)}
            options={[
              { value: '', label: t('catalogue.categories.topLevel') },
              ...parents.map((node) => ({ value: String(node.id), label: nameIn(node, lang) })),
            ]}
          />
          {hasChildren ? (
            <p className="text-xs text-stone-600">{t('catalogue.categories.parentLocked')}</p>
          ) : null}
          {form.errorOf('parent') ? (
            <p role="alert" className="text-sm text-red-700">
              {form.errorOf('parent')}
            </p>
          ) : null}
        </div>
        <ImageUpload
          label={t('catalogue.categories.icon')}
          name="icon"
          value={values.icon}
          onChange={(value) => form.setValue('icon', value)}
          labels={imageUploadLabels(tApp, t('catalogue.categories.icon'))}
          error={form.errorOf('icon')}
        />
        <TextField
          label={t('catalogue.categories.commission')}
          inputMode="decimal"
          value={values.commission}
          onValueChange={(value) => form.setValue('commission', value)}
          onBlur={() => form.touch('commission')}
          error={form.errorOf('commission')}
          hint={t('catalogue.categories.commissionHint')}
          name="commission_percent"
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
