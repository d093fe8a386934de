import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessageText } from './errorMessageText';
import { Notice } from './Notice';

/**
 * The one way a failed call is shown: the server's customer-facing German message when it sent one, a
 * wait message when throttled (429), otherwise our own German text. role="alert" so screen readers
 * announce it.
 */
export function ErrorMessage({
  error,
  onRetry,
  fallbackKey,
}: {
  error: unknown;
  onRetry?: () => void;
  fallbackKey?: string;
}) {
  const { t } = useTranslation();
  const message = errorMessageText(error, t(fallbackKey ?? 'errors.generic'), t as never);
  return (
    <Notice
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Notice>
  );
}
