import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { noticeDismissed } from './sessionEvents';

/**
 * The German notice after this tab's data was replaced by the session's customer (another tab logged in
 * someone else, or a write was refused for that reason). Stays until closed: it explains why the page
 * changed and that nothing was saved.
 */
export function SessionNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notice = useAppSelector((state) => state.session.notice);
  const close = () => dispatch(noticeDismissed());
  return (
    <Snackbar open={notice === 'accountSwitched'} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        role="alert"
        onClose={close}
        closeText={t('session.noticeClose')}
        sx={{ maxWidth: 640 }}
      >
        {t('session.accountSwitched')}
      </Alert>
    </Snackbar>
  );
}
