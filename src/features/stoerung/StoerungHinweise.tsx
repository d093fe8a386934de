import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { Notice } from '../../components/feedback/Notice';
import { useSessionReady } from '../session/useSessionReady';
import { useStoerungenQuery } from './stoerungApi';
import { hinweise } from './stoerungRules';
import { useSlotText } from './components/useSlotText';
import { registerMessages } from '../../i18n';
import stoerungTexte from '../../i18n/de/stoerung.json';

registerMessages('stoerung', stoerungTexte);

/**
 * Start page: what needs the customer's attention about faults (an appointment tomorrow, a missed or missing
 * appointment, an open fault), most urgent first. Nothing when there is nothing — or no such call.
 */
export function StoerungHinweise() {
  const { t } = useTranslation('stoerung');
  const slotText = useSlotText();
  // the start page renders while the user load is pending (a prerendered frame): ask once the session is there
  const ready = useSessionReady();
  const { data } = useStoerungenQuery(undefined, { skip: !ready, refetchOnMountOrArgChange: true });
  const list = data ? hinweise(data.stoerungen, data.stand) : [];
  if (!list.length) return null;
  return (
    <Box component="section" aria-labelledby="hinweise-heading" sx={{ mb: 4 }}>
      <Typography id="hinweise-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('hinweise.heading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map(({ art, stoerung: s }) => (
          <Box component="li" key={s.nummer} sx={{ mb: 1 }}>
            <Notice severity={art === 'offen' ? 'info' : 'warning'} role="none">
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {t(`hinweise.${art}`, {
                  nummer: s.nummer,
                  status: t(`status.${s.status}`),
                  termin: s.termin ? slotText(s.termin) : '',
                })}
              </Typography>
              <Link component={RouterLink} to={hrefFor('stoerung.detail', { nummer: s.nummer })}>
                {t('hinweise.ansehen', { nummer: s.nummer })}
              </Link>
            </Notice>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The start page loads this section lazily (its schemas and texts stay out of the start page's chunk). */
export default StoerungHinweise;
