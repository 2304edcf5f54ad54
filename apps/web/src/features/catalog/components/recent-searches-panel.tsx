import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';
import { useCategories } from '../api/get-categories';
import { clearRecentSearches, removeRecentSearch, useRecentSearches } from '../recent-searches';
import { categoryPath } from './category-grid';

export function searchPath(term: string): string {
  return `/pages/search/search?q=${encodeURIComponent(term)}`;
}

/** Before a search: the recent searches kept on this device, and categories to start from. */
export function RecentSearchesPanel() {
  const t = useT();
  const recent = useRecentSearches();
  const { data } = useCategories();
  const categories = (data ?? []).filter((c) => !c.parent_id).slice(0, 12);
  const chip =
    'inline-flex min-h-10 items-center rounded-full border border-stone-300 bg-white text-sm text-stone-800';
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="recent-searches" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="recent-searches" className="text-base font-bold">
            {t('search.recent')}
          </h2>
          {recent.length > 0 ? (
            <button
              type="button"
              onClick={clearRecentSearches}
              className="min-h-10 rounded px-2 text-sm font-semibold text-accent hover:underline"
            >
              {t('search.clearRecent')}
            </button>
          ) : null}
        </div>
        {recent.length === 0 ? (
          <p className="text-sm text-stone-600">{t('search.noRecent')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {recent.map((term) => (
              <li key={term} className={chip}>
                <Link
                  to={searchPath(term)}
                  className="max-w-60 truncate py-2 ps-4 pe-1 hover:text-accent"
                >
                  {term}
                </Link>
                <button
                  type="button"
                  onClick={() => removeRecentSearch(term)}
                  aria-label={t('search.removeRecent', { term })}
                  className="grid size-10 place-items-center rounded-full text-stone-500 hover:text-stone-900"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {categories.length > 0 ? (
        <section aria-labelledby="search-categories" className="flex flex-col gap-3">
          <h2 id="search-categories" className="text-base font-bold">
            {t('search.startFrom')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to={categoryPath(c.id)}
                  className={`${chip} px-4 hover:border-accent hover:text-accent`}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
