import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { Notice } from '../../components/feedback/Notice';
import { registerMessages } from '../../i18n';
import auftraege from '../../i18n/de/auftraege.json';
import { useSessionReady } from '../session/useSessionReady';
import { useVorgaengeQuery } from './auftraegeApi';
import { vorgangAnchor, wartenAufUnterlagen } from './unterlagenRules';
import { vorgangTitle } from './vorgangText';

registerMessages('auftraege', auftraege);

/**
 * Start page (issue 33): orders that wait for a document from the customer, each with the way to send it.
 * Nothing when none waits — or when the backend has no Meine Aufträge.
 */
export function AuftragHinweise() {
  const { t } = useTranslation('auftraege');
  // the start page renders while the user load is pending (a prerendered frame): ask once the session is there
  const ready = useSessionReady();
  const { data } = useVorgaengeQuery(undefined, { skip: !ready });
  const list = data ? wartenAufUnterlagen(data) : [];
  if (!list.length) return null;
  return (
    <Box component="section" aria-labelledby="auftrag-hinweise-heading" sx={{ mb: 4 }}>
      <Typography id="auftrag-hinweise-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('hinweise.heading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((x) => (
          <Box component="li" key={x.referenz} sx={{ mb: 1 }}>
            <Notice severity="warning" role="none">
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {t('hinweise.fehlt', {
                  was: vorgangTitle(t, x),
                  referenz: x.referenz,
                  unterlage: t(`unterlage.art.${x.unterlage ?? 'sonstiges'}`),
                })}
              </Typography>
              <Link component={RouterLink} to={`${hrefFor('auftraege')}#${vorgangAnchor(x.referenz)}`}>
                {t('hinweise.nachreichen', { referenz: x.referenz })}
              </Link>
            </Notice>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The start page loads this section lazily (its schemas and texts stay out of the start page's chunk). */
export default AuftragHinweise;
