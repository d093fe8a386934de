import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { useLogoutMutation } from './authApi';

/** POST user/logout, session cleared (loggedOut event), then the logged-out page. */
export function useLogout() {
  const [logoutCall, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    await logoutCall()
      .unwrap()
      .catch(() => undefined);
    await navigate(hrefFor('loggedOut'), { replace: true });
  }, [logoutCall, navigate]);
  return { logout, pending: isLoading };
}
