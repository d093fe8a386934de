import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { Pending } from '../../components/feedback/Pending';
import { safeRedir } from '../../lib/redir';
import { useAppSelector } from '../hooks';
import { hrefFor } from '../../config/paths';
import type { RouteHandle } from '../../components/layout/usePageTitle';
import { SessionTimeoutDialog } from '../../features/auth/SessionTimeoutDialog';
import { KampagneResume } from '../../features/kampagne/KampagneResume';
import { SessionNotice } from '../../features/session/SessionNotice';
import { isLeaving } from '../navigation';

/**
 * Guard of /private (spec §2, §6): waits for the start-up user load; without a session it goes to
 * login with redir = the earlier redir or the pending path; a forced password change goes to the
 * first-time password change screen. Pages marked `shell` in the route table render while the user load
 * is pending (so their build-time prerendered HTML hydrates without a spinner in between).
 */
export default function PrivateLayout() {
  const status = useAppSelector((state) => state.session.status);
  const expiredRedir = useAppSelector((state) => state.session.expiredRedir);
  const forcedChange = useAppSelector((state) => state.session.kundendaten?.passwortwechsel_erzwingen ?? false);
  const location = useLocation();
  const matches = useMatches();
  const handles = matches.map((m) => m.handle as RouteHandle | undefined);
  const onFirstTimeScreen = handles.some((h) => h?.name === 'firstTimePasswordChange');

  // logging out: the document is being replaced by the logged-out page; no redirect to login meanwhile
  if (isLeaving()) return <Pending />;
  // a shell page (the start page) shows its frame at once and fills in the customer's data later
  if (status === 'unknown') return handles.some((h) => h?.shell) ? <Outlet /> : <Pending />;
  if (status !== 'loggedIn') {
    // the session listener leads to session-expired; a session found ended by the start-up's user load may
    // end before the router can take that navigation, so the layout leads there itself
    if (status === 'expired')
      return expiredRedir === null ? (
        <Pending />
      ) : (
        <Navigate replace to={hrefFor('login.sessionExpired', {}, { redir: expiredRedir })} />
      );
    const earlier = safeRedir(new URLSearchParams(location.search).get('redir'));
    const pending = location.pathname + location.search;
    return <Navigate replace to={hrefFor('login', {}, { redir: earlier ?? pending })} />;
  }
  if (forcedChange && !onFirstTimeScreen) return <Navigate replace to={hrefFor('firstTimePasswordChange')} />;
  return (
    <>
      <Outlet />
      <SessionTimeoutDialog />
      <SessionNotice />
      <KampagneResume />
    </>
  );
}
