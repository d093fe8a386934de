import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../chunkLoader';

/** Error boundary of every route: a German error page with "Neu laden". */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  if (!chunk) console.error(error);
  return (
    <Box component="main" role="alert" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(chunk ? 'errors.chunkTitle' : 'errors.pageTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t(chunk ? 'errors.chunkText' : 'errors.pageText')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </Box>
  );
}
