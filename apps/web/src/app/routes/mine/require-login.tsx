import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath, safeRedirect } from '../../../lib/navigation';
import { useSession } from '../../../lib/session';

/** A page of the user's own: a visitor goes to login and comes back here after. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (!loggedIn)
    return <Navigate to={loginPath(safeRedirect(location.pathname + location.search))} replace />;
  return children;
}
