import { LANGS, LANGUAGE_NAMES, LANGUAGE_TAGS, resolveLang } from '@mall/contract/locales';
import { SelectField } from '../../../components/ui/select-field';
import { setLanguage, useT } from '../../../lib/i18n';
import { useLang } from '../../../lib/preferences';
import { useLanguages } from '../api/get-languages';

/** The seven interface languages, each in its own name; the server's list narrows them. */
export function LanguageSwitcher({
  compact,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  const lang = useLang();
  const { data } = useLanguages();
  const offered = new Set(data?.list.map((l) => l.code));
  const langs = LANGS.filter((code) => offered.size === 0 || offered.has(code) || code === lang);
  return (
    <SelectField
      label={t('nav.language')}
      hideLabel={compact}
      className={className}
      value={lang}
      options={langs.map((code) => ({
        value: code,
        label: LANGUAGE_NAMES[code],
        lang: LANGUAGE_TAGS[code],
      }))}
      onValueChange={(value) => void setLanguage(resolveLang(value)).catch(() => undefined)}
    />
  );
}
