import { useId, type ReactNode } from 'react';
import { LANGS, LANGUAGE_NAMES } from '@mall/contract/locales';
import type { SettingField } from '@mall/contract/setting-keys';
import { Button } from '../../../../components/ui/button';
import { ImageUpload } from '../../../../components/ui/image-upload';
import { imageUploadLabels } from '../../../../components/ui/image-upload-labels';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useT } from '../../../../lib/i18n';
import { mediaUrl } from '../../../../lib/media';
import { useAdminT } from '../../i18n/admin-i18n';
import { useEnabledCurrencies } from '../api/get-currency-codes';
import type { ShippingDraft } from '../setting-draft';

export interface EditorProps<D> {
  label: string;
  field: SettingField;
  draft: D;
  onDraft: (draft: D) => void;
  error: string | undefined;
  hint: string;
}

const INPUT_TYPES: Partial<Record<SettingField['input'], string>> = {
  email: 'email',
  phone: 'tel',
};

/** One line or several: texts, addresses, numbers typed as text. */
export function TextEditor({ label, field, draft, onDraft, error, hint }: EditorProps<string>) {
  const id = useId();
  if (field.input === 'multiline')
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        <textarea
          id={id}
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          maxLength={field.maxLength}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 ${error ? 'border-red-700' : 'border-stone-300'}`}
        />
        <p
          id={`${id}-note`}
          className={error ? 'text-sm text-red-700' : 'text-xs text-stone-600'}
          role={error ? 'alert' : undefined}
        >
          {error ?? hint}
        </p>
      </div>
    );
  const numeric = ['integer', 'amount', 'percent'].includes(field.input);
  return (
    <TextField
      label={label}
      value={draft}
      onValueChange={onDraft}
      error={error}
      hint={hint}
      type={INPUT_TYPES[field.input] ?? 'text'}
      inputMode={numeric ? (field.input === 'integer' ? 'numeric' : 'decimal') : undefined}
      maxLength={field.maxLength}
      spellCheck={field.input === 'url' || field.input === 'email' ? false : undefined}
    />
  );
}

/** The default currency: one of the enabled currencies. */
export function CurrencyEditor({ label, draft, onDraft, error, hint }: EditorProps<string>) {
  const currencies = useEnabledCurrencies();
  const codes = currencies.data?.list.map((c) => ({
    value: c.code,
    label: `${c.code} · ${c.name}`,
  }));
  const options = codes?.some((c) => c.value === draft)
    ? codes
    : [{ value: draft, label: draft }, ...(codes ?? [])];
  return (
    <Described error={error} hint={hint}>
      <SelectField stacked label={label} value={draft} options={options} onValueChange={onDraft} />
    </Described>
  );
}

/** The default language: one of the interface languages. */
export function LangEditor({ label, draft, onDraft, error, hint }: EditorProps<string>) {
  return (
    <Described error={error} hint={hint}>
      <SelectField
        stacked
        label={label}
        value={draft}
        onValueChange={onDraft}
        options={LANGS.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang], lang }))}
      />
    </Described>
  );
}

/** An uploaded image (logo, icon): a preview, an upload, its path. */
export function MediaEditor(props: EditorProps<string>) {
  const buyerT = useT();
  return (
    <ImageUpload
      label={props.label}
      value={props.draft ? { path: props.draft, url: mediaUrl(props.draft) } : null}
      onChange={(result) => props.onDraft(result?.path ?? '')}
      labels={imageUploadLabels(buyerT, props.label)}
      hint={props.hint}
      error={props.error}
    />
  );
}

/** The shipping methods: one row each (code, label, cost in USD), added and removed. */
export function ShippingEditor({
  label,
  draft,
  onDraft,
  error,
  hint,
}: EditorProps<ShippingDraft[]>) {
  const t = useAdminT();
  const change = (index: number, patch: Partial<ShippingDraft>) =>
    onDraft(draft.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">{label}</legend>
      {draft.map((row, index) => (
        <div
          key={index}
          role="group"
          aria-label={t('settings.shipping.row', { n: index + 1 })}
          className="grid grid-cols-1 items-end gap-2 rounded-lg border border-stone-200 p-2 sm:grid-cols-[8rem_1fr_7rem_auto]"
        >
          <TextField
            label={t('settings.shipping.method')}
            value={row.method}
            onValueChange={(method) => change(index, { method })}
            maxLength={32}
          />
          <TextField
            label={t('settings.shipping.label')}
            value={row.label}
            onValueChange={(value) => change(index, { label: value })}
            maxLength={60}
          />
          <TextField
            label={t('settings.shipping.cost')}
            value={row.cost}
            onValueChange={(cost) => change(index, { cost })}
            inputMode="decimal"
          />
          <Button
            variant="ghost"
            onClick={() => onDraft(draft.filter((_, i) => i !== index))}
            aria-label={t('settings.shipping.remove', { method: row.method || String(index + 1) })}
          >
            ✕
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() => onDraft([...draft, { method: '', label: '', cost: '0' }])}
        >
          {t('settings.shipping.add')}
        </Button>
      </div>
      <Described error={error} hint={hint} />
    </fieldset>
  );
}

/** An editor's description, or the server's reason when the value was refused. */
function Described({
  error,
  hint,
  children,
}: {
  error: string | undefined;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      {children}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : (
        <p className="text-xs text-stone-600">{hint}</p>
      )}
    </div>
  );
}
