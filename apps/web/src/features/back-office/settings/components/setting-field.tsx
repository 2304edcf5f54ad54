import { useState } from 'react';
import type { SettingKey } from '@mall/contract/setting-keys';
import { SETTING_FIELDS } from '@mall/contract/setting-keys';
import { Button } from '../../../../components/ui/button';
import { errorField } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { useAdminT, type AdminTFunction } from '../../i18n/admin-i18n';
import { useSaveSetting } from '../api/save-setting';
import {
  draftOf,
  isChanged,
  valueOf,
  type Draft,
  type DraftProblem,
  type ShippingDraft,
} from '../setting-draft';
import {
  CurrencyEditor,
  LangEditor,
  MediaEditor,
  ShippingEditor,
  TextEditor,
  type EditorProps,
} from './setting-editors';

function problemText(t: AdminTFunction, problem: DraftProblem): string {
  if (problem.kind === 'range') return t('settings.range', { min: problem.min, max: problem.max });
  return problem.kind === 'whole' ? t('settings.wholeInvalid') : t('settings.numberInvalid');
}

/** The server's reason for a refused value (1000008 {field: value, reason}), else its message. */
function serverReason(error: Error): string {
  const data = (error as { data?: unknown }).data;
  const reason = data && typeof data === 'object' ? (data as { reason?: unknown }).reason : null;
  return typeof reason === 'string' && reason ? reason : error.message;
}

/**
 * One setting: its translated label and description, the editor its kind calls for, and its
 * own Save (with a toast) and Undo. A value the server refuses shows its reason at the field.
 */
export function SettingFieldRow({
  settingKey,
  stored,
}: {
  settingKey: SettingKey;
  stored: unknown;
}) {
  const t = useAdminT();
  const field = SETTING_FIELDS[settingKey];
  const save = useSaveSetting();
  const [draft, setDraft] = useState<Draft>(() => draftOf(field, stored));
  const [error, setError] = useState<string | undefined>();
  const label = t(`settings.keys.${settingKey}.label`);
  const hint = t(`settings.keys.${settingKey}.description`);
  const changed = isChanged(field, draft, stored);

  const edit = (next: Draft) => {
    setDraft(next);
    setError(undefined);
  };
  const submit = () => {
    const value = valueOf(field, draft);
    if (!value.ok) {
      setError(problemText(t, value.problem));
      return;
    }
    save.mutate(
      { key: settingKey, value: value.value },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(field, saved.value));
          showToast(t('settings.saved', { label }), 'success');
        },
        onError: (failure) => {
          if (errorField(failure) === 'value') setError(serverReason(failure));
          else showToast(failure.message);
        },
      },
    );
  };

  const props = { label, field, error, hint };
  let editor;
  switch (field.input) {
    case 'shipping_methods':
      editor = (
        <ShippingEditor
          {...(props as Omit<EditorProps<ShippingDraft[]>, 'draft' | 'onDraft'>)}
          draft={draft as ShippingDraft[]}
          onDraft={edit}
        />
      );
      break;
    case 'currency':
      editor = <CurrencyEditor {...props} draft={draft as string} onDraft={edit} />;
      break;
    case 'lang':
      editor = <LangEditor {...props} draft={draft as string} onDraft={edit} />;
      break;
    case 'media':
      editor = <MediaEditor {...props} draft={draft as string} onDraft={edit} />;
      break;
    default:
      editor = <TextEditor {...props} draft={draft as string} onDraft={edit} />;
  }

  return (
    <div className="flex flex-col gap-2 border-t border-stone-100 py-3 first:border-t-0">
      {editor}
      <div className="flex gap-2">
        <Button
          className="min-h-9 px-3"
          disabled={!changed || save.isPending}
          onClick={submit}
          aria-label={`${t('settings.save')}: ${label}`}
        >
          {t('settings.save')}
        </Button>
        {changed ? (
          <Button
            variant="ghost"
            className="min-h-9 px-3"
            onClick={() => edit(draftOf(field, stored))}
            aria-label={`${t('settings.undo')}: ${label}`}
          >
            {t('settings.undo')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
