import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSessionT } from '../../i18n/texts/session';

/** The warning before the idle time-out (state and timer: SessionTimeoutDialog). */
export default function SessionTimeoutDialogView(props: {
  open: boolean;
  /** remaining time as text, e.g. "43 Sekunden" (remainingTime.ts) */
  time: string;
  pending: boolean;
  onLogout: () => void;
  onStay: () => void;
}) {
  const { t } = useSessionT();
  return (
    <Dialog open={props.open} aria-labelledby="timeout-title" aria-describedby="timeout-text" role="alertdialog">
      <DialogTitle id="timeout-title">{t('timeoutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="timeout-text">{t('timeoutText', { time: props.time })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onLogout}>{t('common:layout.logout')}</Button>
        <Button variant="contained" autoFocus disabled={props.pending} onClick={props.onStay}>
          {t('stayLoggedIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
