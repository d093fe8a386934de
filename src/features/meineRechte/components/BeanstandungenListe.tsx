import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Notice } from '../../../components/feedback/Notice';
import { DataList } from '../../../components/layout/DataList';
import { formatDate, formatDateTime, formatEuro } from '../../../lib/dates';
import { useBeanstandungenQuery } from '../meineRechteApi';
import { useMeineRechteT } from '../../../i18n/texts/meineRechte';

/**
 * The customer's invoice disputes with status and deadline, and what a block for arrears could count (disputed
 * amounts left out). Nothing while loading or when the backend lacks the call: the section is an addition.
 */
export function BeanstandungenListe() {
  const { t } = useMeineRechteT();
  const { data } = useBeanstandungenQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data) return null;
  return (
    <>
      {data.sperre?.sperrfaehig && (
        <Notice severity="warning" sx={{ my: 2 }}>
          {t('beanstandung.sperreDroht')}
        </Notice>
      )}
      {data.beanstandungen.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h6" component="h3">
            {t('beanstandung.listHeading')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.beanstandungen.map((b) => (
              <Box component="li" key={b.referenz} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, my: 2 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {t('beanstandung.eintrag', {
                    nummer: b.rechnungsnummer || b.rechnungId,
                    betrag: formatEuro(b.betrag),
                  })}
                </Typography>
                <DataList
                  rows={[
                    [t('beanstandung.referenz'), b.referenz],
                    [t('beanstandung.status'), t(`beanstandung.statusText.${b.status}`)],
                    [t('beanstandung.eingang'), formatDateTime(b.eingangAm)],
                    [t('beanstandung.frist'), formatDate(b.fristEnde)],
                  ]}
                />
                {b.abbuchungAusgesetzt && <Typography variant="body2">{t('beanstandung.abbuchung')}</Typography>}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
