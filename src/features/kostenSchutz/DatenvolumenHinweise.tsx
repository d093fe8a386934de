import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector, useSessionReady } from '../../app/hooks';
import { Notice } from '../../components/feedback/Notice';
import { hrefFor } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { prozent, volumenHinweis, volumenText } from './datenvolumenRules';
import { useDatenhinweiseQuery } from './datenhinweiseApi';
import { useDatenhinweiseT } from '../../i18n/texts/datenhinweise';

// a namespace of its own: the notices need four texts, not the whole „Kosten & Schutz“ page's

/**
 * Start page: a notice for each mobile contract at 80 % (while its notice is on) and at 100 % of the included
 * volume. Nothing when there is nothing — or no such call (the section is left out).
 */
export default function DatenvolumenHinweise() {
  const { t } = useDatenhinweiseT();
  const ready = useSessionReady();
  const { data } = useDatenhinweiseQuery(undefined, { skip: !ready, refetchOnMountOrArgChange: true });
  const names = useAppSelector((state) => state.contracts.list);
  const list = (data?.vertraege ?? []).flatMap((z) => {
    const art = volumenHinweis(z);
    return art ? [{ art, z }] : [];
  });
  if (!list.length) return null;
  const nameOf = (id: string) => names.find((c) => c.contractId === id)?.name || id;
  return (
    <Box component="section" aria-labelledby="datenvolumen-heading" sx={{ mb: 4 }}>
      <Typography id="datenvolumen-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('heading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map(({ art, z }) => (
          <Box component="li" key={z.vertragsId} sx={{ mb: 1 }}>
            <Notice severity={art === 'voll' ? 'warning' : 'info'} role="none">
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {t(art, {
                  vertrag: `${nameOf(z.vertragsId)} (${z.vertragsId})`,
                  prozent: prozent(z),
                  verbraucht: volumenText(z.verbrauchtMb ?? 0),
                  inklusiv: volumenText(z.inklusivMb ?? 0),
                  datum: formatDate(z.zeitraumBis),
                })}
              </Typography>
              <Link component={RouterLink} to={hrefFor('kostenSchutz', { id: z.vertragsId })}>
                {t('ansehen', { vertrag: z.vertragsId })}
              </Link>
            </Notice>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
