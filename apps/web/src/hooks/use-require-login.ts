import { useLocation, useNavigate } from 'react-router';
import { loginPath, safeRedirect } from '../lib/navigation';
import { useSession } from '../lib/session';

/**
 * Runs an action for a logged-in user; a visitor goes to login and comes back here after.
 * Returns whether the action ran.
 */
export function useRequireLogin() {
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return (action: () => void): boolean => {
    if (loggedIn) {
      action();
      return true;
    }
    void navigate(loginPath(safeRedirect(location.pathname + location.search)));
    return false;
  };
}
