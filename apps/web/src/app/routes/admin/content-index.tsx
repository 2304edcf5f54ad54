import { Navigate } from 'react-router';

/** /admin/content: the content pages start with the adverts. */
export function Component() {
  return <Navigate to="/admin/adverts" replace />;
}
