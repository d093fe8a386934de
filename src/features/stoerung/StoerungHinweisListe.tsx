import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { Notice } from '../../components/feedback/Notice';
import type { Hinweis } from './stoerungRules';
import { useSlotText } from './components/useSlotText';
import { useStoerungT } from '../../i18n/texts/stoerung';

/** The start page's fault notices (StoerungHinweise.tsx loads this, with the texts, only when there are some). */
export default function StoerungHinweisListe({ list }: { list: Hinweis[] }) {
  const { t } = useStoerungT();
  const slotText = useSlotText();
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
