import { useId, type ReactNode } from 'react';
import { LANGS, LANGUAGE_NAMES, type Lang } from '@mall/contract/locales';
import { useAdminT } from '../../i18n/admin-i18n';

/**
 * Tabs of the interface languages for a text written in each (English first: the fallback).
 * `filled` marks the languages that have text; the panel shows the chosen language's fields.
 */
export function LangTabs({
  value,
  onChange,
  filled,
  children,
}: {
  value: Lang;
  onChange: (lang: Lang) => void;
  filled: (lang: Lang) => boolean;
  children: ReactNode;
}) {
  const t = useAdminT();
  const id = useId();
  const move = (step: number) => {
    const next = LANGS[(LANGS.indexOf(value) + step + LANGS.length) % LANGS.length] ?? 'en';
    onChange(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('content.lang.label')}
        className="flex flex-wrap gap-1 border-b border-stone-200"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          if (event.key === 'ArrowLeft') move(-1);
        }}
      >
        {LANGS.map((lang) => (
          <button
            key={lang}
            id={`${id}-${lang}`}
            type="button"
            role="tab"
            aria-selected={lang === value}
            aria-controls={`${id}-panel`}
            tabIndex={lang === value ? 0 : -1}
            onClick={() => onChange(lang)}
            className={`min-h-11 rounded-t-lg px-3 text-sm ${
              lang === value
                ? 'border border-b-white border-stone-200 bg-white font-semibold text-stone-900'
                : 'text-stone-600 hover:text-stone-900'
            }`}
          >
            {LANGUAGE_NAMES[lang]}
            {filled(lang) ? (
              <span className="ms-1 text-accent" aria-label={t('content.lang.written')}>
                •
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${value}`}
        className="flex flex-col gap-3 pt-3"
      >
        {value !== 'en' ? (
          <p className="text-xs text-stone-600">{t('content.lang.fallback')}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
