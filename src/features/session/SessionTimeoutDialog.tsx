import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { currentPortalPath } from '../../app/navigation';
import { SESSION_WARNING_BEFORE_SECONDS } from '../../config/constants';
import { useKeepAliveMutation } from '../auth/authApi';
import { useLogout } from '../auth/useLogout';
import { remainingTimeText } from './remainingTime';
import { lastSessionActivity } from './sessionActivity';
import { sessionExpired } from './sessionEvents';

/** Seconds before the idle time-out at which the warning opens (a third of short time-outs). */
export function warningLeadSeconds(idleSeconds: number): number {
  return Math.min(SESSION_WARNING_BEFORE_SECONDS, Math.floor(idleSeconds / 3));
}

/**
 * WCAG 2.2.1: shortly before the server's idle time-out the customer may extend the session with one
 * call; ignoring the dialog ends at session-expired.
 */
export function SessionTimeoutDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const idleSeconds = useAppSelector((state) => state.session.idleSeconds);
  const [remaining, setRemaining] = useState(idleSeconds);
  const [keepAlive, { isLoading }] = useKeepAliveMutation();
  const { logout } = useLogout();
  const lead = warningLeadSeconds(idleSeconds);

  useEffect(() => {
    const tick = () => {
      const left = Math.ceil(idleSeconds - (Date.now() - lastSessionActivity()) / 1000);
      setRemaining(left);
      if (left <= 0) dispatch(sessionExpired({ redir: currentPortalPath() }));
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [dispatch, idleSeconds]);

  const open = remaining > 0 && remaining <= lead;
  return (
    <Dialog open={open} aria-labelledby="timeout-title" aria-describedby="timeout-text" role="alertdialog">
      <DialogTitle id="timeout-title">{t('session.timeoutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="timeout-text">
          {t('session.timeoutText', { time: remainingTimeText(t, remaining) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout()}>{t('layout.logout')}</Button>
        <Button variant="contained" autoFocus disabled={isLoading} onClick={() => void keepAlive()}>
          {t('session.stayLoggedIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
