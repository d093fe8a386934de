import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useSicherheitT } from '../../../i18n/texts/sicherheit';

/** The ten backup codes, shown once (the backend keeps only their hashes), with a download as a text file. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useSicherheitT();
  // a blob: URL (no data: navigation, nothing sent anywhere); revoked when the codes go
  const href = useMemo(
    () =>
      URL.createObjectURL(
        new Blob([`${t('totp.downloadTitle')}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }),
      ),
    [codes, t],
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('totp.backupHeading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('totp.backupIntro')}</Typography>
      <Box
        component="ol"
        aria-label={t('totp.backupListLabel')}
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.1rem',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          pl: 4,
          mb: 2,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" component="a" href={href} download="kundenportal-backup-codes.txt">
          {t('totp.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('totp.backupDone')}
        </Button>
      </Box>
    </Box>
  );
}
