import { useAdminT } from '../i18n/admin-i18n';
import { useDebouncedUrlValue } from './use-url-state';

/**
 * A search box bound to a URL key: typing shows at once, the URL (and so the query) follows
 * after a pause, and the list goes back to page 1.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (value: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const t = useAdminT();
  const [text, setText] = useDebouncedUrlValue(value, onSearch);
  return (
    <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs font-semibold text-stone-700">
      {label ?? t('shell.table.search')}
      <input
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="min-h-9 rounded-md border border-stone-300 bg-white px-2 text-sm font-normal"
      />
    </label>
  );
}
