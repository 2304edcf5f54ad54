import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useBrands } from '../../../features/catalog/api/get-brands';
import { BrandProducts } from '../../../features/catalog/components/brand-products';
import { TopBrands } from '../../../features/catalog/components/top-brands';
import { positiveId } from '../../../lib/route-params';

/** /pages/category/brands: every brand, A to Z; with ?id=N that brand's products. */
export function Component() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  const { data } = useBrands();
  const name = id ? data?.find((b) => b.id === id)?.name : undefined;
  return (
    <PageFrame title={name}>
      {id ? <BrandProducts key={id} id={id} /> : <TopBrands all />}
    </PageFrame>
  );
}
