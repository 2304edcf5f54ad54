import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { CategoryBrowser } from '../../../features/catalog/components/category-browser';

/** /pages/category/category (the Category tab): the category tree; ?id= picks the top level. */
export function Component() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <PageFrame>
      <CategoryBrowser
        selected={Number.isInteger(id) && id > 0 ? id : null}
        selectPath={(next) => `/pages/category/category?id=${next}`}
      />
    </PageFrame>
  );
}
