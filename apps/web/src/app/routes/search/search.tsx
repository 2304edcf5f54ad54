import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { addRecentSearch } from '../../../features/catalog/recent-searches';
import {
  RecentSearchesPanel,
  searchPath,
} from '../../../features/catalog/components/recent-searches-panel';
import { SearchForm } from '../../../features/catalog/components/search-form';
import { SearchResults } from '../../../features/catalog/components/search-results';
import { useT } from '../../../lib/i18n';

/** /pages/search/search?q=term: the box, recent searches before a search, results after. */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim().slice(0, 100);
  useEffect(() => {
    if (term) addRecentSearch(term);
  }, [term]);
  return (
    <PageFrame title={term ? t('search.resultsFor', { term }) : undefined}>
      <div className="flex flex-col gap-4">
        <SearchForm
          key={`form:${term}`}
          initial={term}
          autoFocus={!term}
          onSearch={(next) => void navigate(searchPath(next))}
        />
        {term ? <SearchResults key={`results:${term}`} term={term} /> : <RecentSearchesPanel />}
      </div>
    </PageFrame>
  );
}
