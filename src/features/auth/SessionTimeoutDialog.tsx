import { useEffect, useState } from 'react';
import { LazyPartBoundary, retryableLazy } from '../../components/feedback/LazyPart';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { currentPortalPath } from '../../app/navigation';
import { SESSION_WARNING_BEFORE_SECONDS } from '../../config/constants';
import { useKeepAliveMutation } from './authApi';
import { useLogout } from './useLogout';
import { remainingTimeText } from '../session/remainingTime';
import { lastSessionActivity } from '../session/sessionActivity';
import { sessionExpired } from '../session/sessionEvents';
import { useSessionT } from '../../i18n/texts/session';

const SessionTimeoutDialogView = retryableLazy(() => import('./SessionTimeoutDialogView'));
/** How long before the warning opens its UI is loaded. */
const DIALOG_PRELOAD_SECONDS = 30;

/** Seconds before the idle time-out at which the warning opens (a third of short time-outs). */
export function warningLeadSeconds(idleSeconds: number): number {
  return Math.min(SESSION_WARNING_BEFORE_SECONDS, Math.floor(idleSeconds / 3));
}

/**
 * WCAG 2.2.1: shortly before the server's idle time-out the customer may extend the session with one
 * call; ignoring the dialog ends at session-expired.
 */
export function SessionTimeoutDialog() {
  const { t } = useSessionT();
  const dispatch = useAppDispatch();
  const idleSeconds = useAppSelector((state) => state.session.idleSeconds);
  const [remaining, setRemaining] = useState(idleSeconds);
  const [keepAlive, { isLoading }] = useKeepAliveMutation();
  const { logout } = useLogout();
  const lead = warningLeadSeconds(idleSeconds);

  useEffect(() => {
    const tick = () => {
      const left = Math.ceil(idleSeconds - (Date.now() - lastSessionActivity()) / 1000);
      // far from the warning every tick stores the same value, so React skips the render (one a second
      // otherwise, on every private page, also in the middle of the customer's typing)
      setRemaining(left > lead + DIALOG_PRELOAD_SECONDS ? Number.POSITIVE_INFINITY : left);
      if (left <= 0) dispatch(sessionExpired({ redir: currentPortalPath() }));
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [dispatch, idleSeconds, lead]);

  const open = remaining > 0 && remaining <= lead;
  // the dialog's UI (MUI's Dialog with its modal machinery) is loaded shortly before it opens
  // instead of with every private page
  if (remaining <= 0 || remaining > lead + DIALOG_PRELOAD_SECONDS) return null;
  return (
    // a chunk that does not arrive leaves the page as it is (the time-out still ends at session-expired); a load
    // that failed while preloading is tried again when the warning opens
    <LazyPartBoundary part={SessionTimeoutDialogView} name="Sitzungswarnung" retryKey={open}>
      <SessionTimeoutDialogView
        open={open}
        time={remainingTimeText(t, remaining)}
        pending={isLoading}
        onLogout={() => void logout()}
        onStay={() => void keepAlive()}
      />
    </LazyPartBoundary>
  );
}
