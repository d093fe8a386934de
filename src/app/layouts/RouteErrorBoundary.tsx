import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Pending } from '../../components/feedback/Pending';
import { isOnline } from '../../lib/online';
import { ChunkLoadError, claimChunkReload } from '../chunkLoader';

/**
 * Error boundary of every route: a German error page with "Neu laden". A chunk that failed to load
 * (usually a new deployment replaced the hashed files) reloads the address once automatically; the router
 * has already moved to the failed address, so the reload goes there, not back to the previous page. While
 * offline, the page waits for the connection and then reloads.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  // decided in an effect, not during render: React may render a boundary twice before it commits
  const [reloading, setReloading] = useState(() => chunk && isOnline());
  const [offline, setOffline] = useState(() => chunk && !isOnline());

  useEffect(() => {
    if (!chunk) console.error(error);
  }, [chunk, error]);
  useEffect(() => {
    if (!reloading) return;
    if (claimChunkReload(window.location.href)) window.location.reload();
    else setReloading(false);
  }, [reloading]);
  useEffect(() => {
    if (!offline) return undefined;
    const back = () => {
      setOffline(false);
      window.location.reload();
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [offline]);

  if (reloading) return <Pending />;
  return (
    <Box component="main" role="alert" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(chunk ? 'errors.chunkTitle' : 'errors.pageTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {t(offline ? 'errors.offlineText' : chunk ? 'errors.chunkText' : 'errors.pageText')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </Box>
  );
}
