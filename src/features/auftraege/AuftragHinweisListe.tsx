import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { Notice } from '../../components/feedback/Notice';
import type { Vorgang } from './auftraegeApi';
import { vorgangAnchor } from './unterlagenRules';
import { vorgangTitle } from './vorgangText';
import { useAuftraegeT } from '../../i18n/texts/auftraege';

/** The start page's order notices (AuftragHinweise.tsx loads this, with the texts, only when there are some). */
export default function AuftragHinweisListe({ list }: { list: Vorgang[] }) {
  const { t } = useAuftraegeT();
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
