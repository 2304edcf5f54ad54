import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';

/** The wide header's search box; results live on the search page. */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = term.trim();
    void navigate(q ? `/pages/search/search?q=${encodeURIComponent(q)}` : '/pages/search/search');
  };
  return (
    <form role="search" onSubmit={submit} className={`flex items-center ${className}`}>
      <label htmlFor="header-search" className="sr-only">
        {t('nav.searchLabel')}
      </label>
      <input
        id="header-search"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        className="h-11 min-w-0 flex-1 rounded-s-full border border-e-0 border-stone-300 bg-stone-50 px-4 text-sm"
      />
      <button
        type="submit"
        className="grid h-11 w-12 place-items-center rounded-e-full bg-accent text-white hover:bg-accent-strong"
        aria-label={t('nav.search')}
      >
        <SearchIcon className="size-5" />
      </button>
    </form>
  );
}
