import Button from '@mui/material/Button';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnline } from '../../lib/online';
import { Notice } from '../feedback/Notice';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A save or order tried without a connection: says the device is offline and that nothing was
 * sent, keeps the form as it is, and once the connection is back offers to send again. It never sends by
 * itself: the customer decides whether the order or change is still wanted.
 */
export function OfflineNotice({
  onRetry,
  sendButton,
}: {
  onRetry: () => void;
  /** the form's paid-order button: the notice names it instead of offering a send button of its own */
  sendButton?: string;
}) {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <Notice
      severity={online ? 'info' : 'warning'}
      role={online ? 'status' : 'alert'}
      sx={{ mb: 2 }}
      action={
        online &&
        !sendButton && (
          <Button variant="contained" size="small" onClick={onRetry}>
            {t('offline.retry')}
          </Button>
        )
      }
    >
      {online && sendButton
        ? t('offline.backOrder', { button: sendButton })
        : t(online ? 'offline.back' : 'offline.submit')}
    </Notice>
  );
}
