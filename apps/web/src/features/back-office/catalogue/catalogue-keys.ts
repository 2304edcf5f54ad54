import { queryKeys } from '../../../lib/query-keys';

/** The catalogue area's query keys (one factory for the back office, decision 0024). */
export const catalogueKeys = {
  all: () => queryKeys.backOffice.of('catalogue'),
  categories: () => queryKeys.backOffice.of('catalogue', 'categories'),
  brands: (params: object) => queryKeys.backOffice.of('catalogue', 'brands', params),
  products: (params: object) => queryKeys.backOffice.of('catalogue', 'products', params),
};
