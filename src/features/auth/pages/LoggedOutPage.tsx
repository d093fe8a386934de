import { Notice, NoticeTitle } from '../../../components/feedback/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Pending } from '../../../components/feedback/Pending';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { hrefFor } from '../../../config/paths';
import { isLogoutPending } from '../../session/sharedSession';
import { retryLogout } from '../logout';
import { useAuthT } from '../../../i18n/texts/auth';

/**
 * After logout. Honest about the server: if it did not confirm POST user/logout, the page says
 * so and offers to retry (start-up has already tried once more before this page rendered).
 */
export default function LoggedOutPage() {
  const { t } = useAuthT();
  const dispatch = useAppDispatch();
  // re-renders when start-up's own retry has finished
  const status = useAppSelector((state) => state.session.status);
  const [retry, setRetry] = useState<'idle' | 'pending' | 'failed' | 'confirmed'>('idle');
  const unconfirmed = isLogoutPending();

  const onRetry = async () => {
    setRetry('pending');
    const confirmed = await dispatch(retryLogout()).unwrap();
    setRetry(confirmed ? 'confirmed' : 'failed');
  };

  if (unconfirmed && status === 'unknown') return <Pending />;
  return (
    <PageScaffold>
      {unconfirmed ? (
        <Notice severity="warning" role="alert" sx={{ my: 2 }}>
          <NoticeTitle>{t('loggedOut.unconfirmedTitle')}</NoticeTitle>
          {t(retry === 'failed' ? 'loggedOut.retryFailed' : 'loggedOut.unconfirmed')}
          <Box sx={{ mt: 2 }}>
            <Button
              variant="contained"
              onClick={() => void onRetry()}
              disabled={retry === 'pending'}
              aria-busy={retry === 'pending'}
              startIcon={
                retry === 'pending' ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
              }
            >
              {t('loggedOut.retry')}
            </Button>
          </Box>
        </Notice>
      ) : (
        <SuccessMessage>{t(retry === 'confirmed' ? 'loggedOut.confirmed' : 'loggedOut.text')}</SuccessMessage>
      )}
      <Button component={RouterLink} to={hrefFor('login')} variant="contained">
        {t('loggedOut.again')}
      </Button>
    </PageScaffold>
  );
}
