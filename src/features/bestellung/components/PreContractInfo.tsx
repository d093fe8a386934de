import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { Pending } from '../../../components/feedback/Pending';
import { saveFile } from '../../rechnungen/download';
import { contractSummaryRows, legalLinks, type SummaryInput, withdrawalForm, withdrawalText } from '../contractSummary';
import { DataList } from '../../../components/layout/DataList';
import { useBestellungT } from '../../../i18n/texts/bestellung';

/** Builds the PDF in the browser; the writer is loaded on the first click only. */
export function SummaryPdfButton({ input }: { input: SummaryInput }) {
  const { t } = useBestellungT();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const download = async () => {
    setState('pending');
    try {
      const [{ summaryPdf }, { loadPdfFonts }] = await Promise.all([
        import('../summaryPdf'),
        import('../../../lib/pdfFonts'),
      ]);
      const { blob, fileName } = await summaryPdf(input, t, await loadPdfFonts());
      saveFile({ url: URL.createObjectURL(blob), fileName });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Box sx={{ my: 2 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={state === 'pending'}>
        {t('summary.pdfDownload')}
      </Button>
      {state === 'pending' && <Pending inline label={t('summary.pdfPending')} />}
      {state === 'failed' && <ErrorMessage error={null} fallbackKey="bestellung:summary.pdfFailed" />}
    </Box>
  );
}

/**
 * What a customer must see before a paid distance order: the contract summary (TKG § 54) with its PDF,
 * the withdrawal information with the model form (Art. 246a EGBGB) and the contract documents.
 */
export function PreContractInfo({ input, downgradeAllowed }: { input: SummaryInput; downgradeAllowed: boolean }) {
  const { t } = useBestellungT();
  const { kurz, paragraphs } = withdrawalText(t);
  return (
    <>
      <Box
        component="section"
        aria-labelledby="vertragszusammenfassung"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, my: 2 }}
      >
        <Typography id="vertragszusammenfassung" variant="h6" component="h3">
          {t('summary.heading')}
        </Typography>
        <DataList rows={contractSummaryRows(input, t).map((row) => [row.label, row.value])} />
        {!downgradeAllowed && <Typography variant="body2">{t('summary.downgrade')}</Typography>}
        <Typography variant="body2">{t('summary.pricesHint')}</Typography>
        <SummaryPdfButton input={input} />
        <Typography variant="body2">{t('summary.pdfHint')}</Typography>
      </Box>
      <Box component="section" aria-labelledby="widerrufsbelehrung" sx={{ my: 2 }}>
        <Typography id="widerrufsbelehrung" variant="h6" component="h3">
          {t('widerruf.heading')}
        </Typography>
        <Typography sx={{ fontWeight: 600, my: 1 }}>{kurz}</Typography>
        <Box component="details" sx={{ '& summary': { cursor: 'pointer', color: 'primary.main', fontWeight: 600 } }}>
          <summary>{t('widerruf.details')}</summary>
          {paragraphs.map((text, i) => (
            <Typography key={text} variant="body2" sx={{ mt: 1, fontWeight: i === 0 || i === 4 ? 700 : 400 }}>
              {text}
            </Typography>
          ))}
          <Typography variant="body2" sx={{ mt: 2, fontWeight: 700 }}>
            {t('widerruf.formularHeading')}
          </Typography>
          {withdrawalForm(t, input.terms).map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="vertragsbedingungen" sx={{ my: 2 }}>
        <Typography id="vertragsbedingungen" variant="h6" component="h3">
          {t('rechtliches.heading')}
        </Typography>
        <Typography variant="body2">{t('rechtliches.intro')}</Typography>
        <Box component="ul" sx={{ my: 1 }}>
          {legalLinks(t).map((link) => (
            <li key={link.key}>
              <Link href={link.href} target="_blank" rel="noopener noreferrer">
                {t('rechtliches.newWindow', { label: link.label })}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}
