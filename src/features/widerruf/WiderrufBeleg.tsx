import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { ErrorMessage } from '../../components/feedback/ErrorMessage';
import { Pending } from '../../components/feedback/Pending';
import { DataList } from '../../components/layout/DataList';
import { FocusedSection } from '../../components/layout/FocusedSection';
import { berlinDateTime } from '../../lib/dates';
import { saveFile } from '../rechnungen/download';
import { belegZeilen } from './belegZeilen';
import type { Beleg } from './widerrufSchemas';
import { useWiderrufT } from '../../i18n/texts/widerruf';

// texts registered here, not by a bare import (package.json sideEffects: false lets the bundler drop those)

/**
 * The receipt of a withdrawal (Art. 11a VRRL): the content of the declaration with the date and time of its
 * receipt (Europe/Berlin), the PDF, and where the backend sent it. Takes the focus: it replaces the form.
 */
export function WiderrufBeleg({ beleg, hinterlegt = '' }: { beleg: Beleg; hinterlegt?: string }) {
  const { t } = useWiderrufT();
  const [pdf, setPdf] = useState<'idle' | 'pending' | 'failed'>('idle');
  const eingang = berlinDateTime(beleg.eingangAm);
  const download = async () => {
    setPdf('pending');
    try {
      const [{ belegPdf }, { loadPdfFonts }] = await Promise.all([import('./belegPdf'), import('../../lib/pdfFonts')]);
      const { blob, fileName } = await belegPdf(beleg, t, await loadPdfFonts());
      saveFile({ url: URL.createObjectURL(blob), fileName });
      setPdf('idle');
    } catch {
      setPdf('failed');
    }
  };
  return (
    <FocusedSection id="widerruf-beleg" heading={t('belegHeading')}>
      {eingang && (
        <Typography sx={{ fontWeight: 700, my: 1 }} data-testid="widerruf-eingang">
          {t('belegEingang', eingang)}
        </Typography>
      )}
      {beleg.wiederholt && <Typography sx={{ mb: 1 }}>{t('belegWiederholt')}</Typography>}
      <DataList rows={belegZeilen(beleg, t)} />
      <Typography sx={{ mt: 2 }}>
        {beleg.email && beleg.email.toLowerCase() !== hinterlegt.toLowerCase()
          ? t('belegMailKopie', { email: beleg.email })
          : t('belegMail')}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('belegNaechstes')}</Typography>
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={pdf === 'pending'}>
          {t('pdf')}
        </Button>
        {pdf === 'pending' && <Pending inline label={t('pdfPending')} />}
        {pdf === 'failed' && <ErrorMessage error={null} fallbackKey="widerruf:pdfFailed" />}
      </Box>
    </FocusedSection>
  );
}
