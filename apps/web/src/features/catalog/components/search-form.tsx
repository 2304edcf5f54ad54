import { useState, type FormEvent } from 'react';
import { SearchIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

/** The search page's box; `key` it by the current term so it shows what was searched. */
export function SearchForm({
  initial,
  onSearch,
  autoFocus,
}: {
  initial: string;
  onSearch: (term: string) => void;
  autoFocus?: boolean;
}) {
  const t = useT();
  const [term, setTerm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim()) onSearch(term.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-center">
      <label htmlFor="search-page-input" className="sr-only">
        {t('nav.searchLabel')}
      </label>
      <input
        id="search-page-input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        // Opening the search page is asking to type: the box takes focus when it is empty.
        autoFocus={autoFocus}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        className="h-12 min-w-0 flex-1 rounded-s-full border border-e-0 border-stone-300 bg-white px-4 text-base"
      />
      <button
        type="submit"
        className="flex h-12 items-center gap-2 rounded-e-full bg-accent px-4 font-semibold text-white hover:bg-accent-strong"
      >
        <SearchIcon className="size-5" />
        <span className="hidden sm:inline">{t('nav.search')}</span>
        <span className="sr-only sm:hidden">{t('nav.search')}</span>
      </button>
    </form>
  );
}
