import { useId, type KeyboardEvent } from 'react';
import { LANGS, LANGUAGE_NAMES, LANGUAGE_TAGS, type Lang } from '@mall/contract/locales';
import { TAXONOMY_NAME_MAX } from '@mall/contract/catalogue-rules';
import { TextField } from '../../../../components/ui/text-field';
import { useAdminT } from '../../i18n/admin-i18n';
import type { NameKey, Names } from '../localized-names';

export interface NameTabsProps {
  names: Names;
  onChange: (key: NameKey, value: string) => void;
  onBlur?: (key: NameKey) => void;
  /** The error shown under each language's field (already in words). */
  errorOf: (key: NameKey) => string | undefined;
  /** The language whose field shows. */
  active: Lang;
  onActiveChange: (lang: Lang) => void;
}

/**
 * A name in every language behind one tab each: English is required (every other language
 * falls back to it), each tab says whether it is translated and marks an error.
 */
export function NameTabs({
  names,
  onChange,
  onBlur,
  errorOf,
  active,
  onActiveChange,
}: NameTabsProps) {
  const t = useAdminT();
  const id = useId();
  const key = `name_${active}` as const;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = LANGS[(LANGS.indexOf(active) + step + LANGS.length) % LANGS.length] ?? 'en';
    onActiveChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="flex flex-col gap-2">
      <div
        role="tablist"
        aria-label={t('catalogue.names.tabs')}
        className="flex flex-wrap gap-1 border-b border-stone-200"
      >
        {LANGS.map((lang) => {
          const selected = lang === active;
          const filled = names[`name_${lang}`].trim() !== '';
          const failed = Boolean(errorOf(`name_${lang}`));
          return (
            <button
              key={lang}
              id={`${id}-tab-${lang}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onActiveChange(lang)}
              onKeyDown={onKeyDown}
              lang={LANGUAGE_TAGS[lang]}
              className={`-mb-px flex min-h-9 items-center gap-1 rounded-t-md border-b-2 px-2 text-sm ${
                selected
                  ? 'border-accent font-semibold text-stone-900'
                  : 'border-transparent text-stone-600 hover:text-stone-900'
              } ${failed ? 'text-red-700' : ''}`}
            >
              {LANGUAGE_NAMES[lang]}
              <span
                aria-label={
                  failed
                    ? undefined
                    : t(filled ? 'catalogue.names.filled' : 'catalogue.names.missing')
                }
                className={`size-1.5 rounded-full ${failed ? 'bg-red-700' : filled ? 'bg-emerald-600' : 'bg-stone-300'}`}
              />
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`}>
        <TextField
          key={active}
          label={t('catalogue.names.label', { language: LANGUAGE_NAMES[active] })}
          labelNote={active === 'en' ? t('catalogue.names.required') : undefined}
          lang={LANGUAGE_TAGS[active]}
          value={names[key]}
          maxLength={TAXONOMY_NAME_MAX * 2}
          onValueChange={(value) => onChange(key, value)}
          onBlur={() => onBlur?.(key)}
          error={errorOf(key)}
          hint={active === 'en' ? undefined : t('catalogue.names.fallback')}
          name={key}
        />
      </div>
    </div>
  );
}
