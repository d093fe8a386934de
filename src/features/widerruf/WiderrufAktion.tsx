import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { isMissingCall } from '../../api/errors';
import { hrefFor } from '../../config/paths';
import { formatDate, formatDateTime } from '../../lib/dates';
import { fristVon } from './frist';
import { useWiderrufListeQuery } from './widerrufApi';
import { HOTLINE_NUMBER } from './widerrufTexts';
import { useWiderrufT } from '../../i18n/texts/widerruf';

/**
 * „Vertrag widerrufen" at one order (Meine Aufträge, the order confirmation, the contract): during its period
 * the way to the two-step form, once withdrawn when that happened, after the period why it is gone. A backend
 * without the calls (404): the written way and the hotline. The order's own data (from its confirmation or
 * Meine Aufträge) is enough to decide; the backend's list adds the receipt.
 */
export function WiderrufAktion({ auftragsnummer, bestelltAm }: { auftragsnummer: string; bestelltAm: string }) {
  const { t } = useWiderrufT();
  const liste = useWiderrufListeQuery();
  if (isMissingCall(liste.error))
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('nichtVerfuegbarKurz', { hotline: HOTLINE_NUMBER })}
      </Typography>
    );
  // the backend's list decides with its own clock: nothing is offered until it has answered (or failed)
  if (liste.isLoading) return null;
  const eintrag = liste.data?.auftraege.find((a) => a.auftragsnummer === auftragsnummer);
  if (eintrag?.beleg)
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('widerrufenAm', { datetime: formatDateTime(eintrag.beleg.eingangAm), nummer: eintrag.beleg.belegnummer })}
      </Typography>
    );
  const frist = fristVon(eintrag?.bestelltAm || bestelltAm, liste.data?.stand);
  if (!frist.fristEnde) return null;
  if (!frist.offen)
    return (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('abgelaufen', { date: formatDate(frist.fristEnde) })}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1, mb: 2 }}>
      <Button
        variant="outlined"
        color="error"
        size="small"
        component={RouterLink}
        to={hrefFor('widerruf', {}, { auftrag: auftragsnummer })}
        aria-label={t('labelFor', { auftrag: auftragsnummer })}
      >
        {t('label')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('moeglichBis', { date: formatDate(frist.fristEnde) })}
      </Typography>
    </Box>
  );
}
