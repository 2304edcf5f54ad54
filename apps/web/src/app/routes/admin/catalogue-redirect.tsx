import { Navigate } from 'react-router';

/** /admin/catalogue: the catalogue's first page, its categories. */
export function Component() {
  return <Navigate to="/admin/categories" replace />;
}
