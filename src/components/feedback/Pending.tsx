import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The one progress indicator of the portal: announced politely to screen readers. */
export function Pending({ label, inline = false }: { label?: string; inline?: boolean }) {
  const { t } = useTranslation();
  const text = label ?? t('pending.loading');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: inline ? 0 : 4,
        justifyContent: inline ? 'flex-start' : 'center',
        minHeight: inline ? undefined : 120,
      }}
    >
      <CircularProgress size={inline ? 20 : 32} aria-hidden="true" />
      <span>{text}</span>
    </Box>
  );
}

/**
 * The progress of a prerendered page frame (route table: shell) until its customer data is there: as high as
 * the screen, so the footer stays out of view and nothing moves when the data replaces it.
 */
export function FramePending() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Pending />
    </Box>
  );
}
