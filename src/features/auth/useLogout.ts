import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { logOut } from './logout';

/** Logout (logout.ts): POST user/logout, session cleared everywhere, then the logged-out page. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    // the page is replaced by the logged-out page: pending stays on until it is gone
    await dispatch(logOut(undefined));
  }, [dispatch]);
  return { logout, pending };
}
