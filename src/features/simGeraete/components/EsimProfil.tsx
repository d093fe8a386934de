import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LazyPartBoundary, retryableLazy } from '../../../components/feedback/LazyPart';
import { Notice } from '../../../components/feedback/Notice';
import { Pending } from '../../../components/feedback/Pending';
import { DataList } from '../../../components/layout/DataList';
import type { EsimProfil as Profil } from '../simSchemas';
import { useSimT } from '../../../i18n/texts/sim';

// the QR encoder loads with the first profile shown; without it the activation code below still does the job
const QrCode = retryableLazy<{ text: string; label: string }>(() =>
  import('../../sicherheit/components/QrCode').then((m) => ({ default: m.QrCode })),
);

/**
 * A new eSIM profile, shown once as QR code and activation code (a transfer to a new phone, a MultiSIM's eSIM).
 * The caller holds it in its own state only until `onDone`; the server never sends it again.
 */
export function EsimProfil({
  profil,
  onDone,
  heading = 'h4',
}: {
  profil: Profil;
  onDone: () => void;
  /** the level under the section that shows it (a SIM's card: h3 above it) */
  heading?: 'h3' | 'h4';
}) {
  const { t } = useSimT();
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-profil`}
      sx={{ border: 2, borderColor: 'primary.main', borderRadius: 1, p: 2, my: 2 }}
    >
      <Typography id={`${id}-profil`} variant="h6" component={heading}>
        {t('esim.profilHeading')}
      </Typography>
      <Typography sx={{ my: 1 }}>{t('esim.profilIntro')}</Typography>
      <Notice severity="warning" role="status" sx={{ my: 1 }}>
        {t('esim.einmal')}
      </Notice>
      <LazyPartBoundary part={QrCode} name="QR-Code des eSIM-Profils" pending={<Pending />}>
        <QrCode text={profil.qrInhalt} label={t('esim.qrLabel')} />
      </LazyPartBoundary>
      <DataList
        rows={[
          [t('esim.aktivierungscode'), <code key="code">{profil.aktivierungscode}</code>],
          [t('esim.smdp'), profil.smdpAdresse],
        ]}
      />
      <Button variant="outlined" onClick={onDone}>
        {t('esim.fertig')}
      </Button>
    </Box>
  );
}
