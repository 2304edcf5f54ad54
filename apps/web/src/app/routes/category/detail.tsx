import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useCategories } from '../../../features/catalog/api/get-categories';
import { findCategory } from '../../../features/catalog/category-tree';
import {
  CategoryProducts,
  MissingCategory,
} from '../../../features/catalog/components/category-products';
import { positiveId } from '../../../lib/route-params';

/** /pages/category/detail?id=N (&brand_id, min_price, max_price, sort): one category's products. */
export function Component() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const { data } = useCategories();
  const name = id ? findCategory(data ?? [], id)?.name : undefined;
  return (
    <PageFrame title={name}>
      {id ? <CategoryProducts key={id} id={id} /> : <MissingCategory />}
    </PageFrame>
  );
}
