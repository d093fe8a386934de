import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SCHLICHTUNGSSTELLE } from '../../../config/contact';
import { useMeineRechteT } from '../../../i18n/texts/meineRechte';

/**
 * How to complain and the regulator's conciliation body (§§ 52 Abs. 2, 67, 68 TKG): on „Meine Rechte“ and on
 * „Hilfe & Kontakt“, which is public. `variant`: the heading's look on the page around it.
 */
export function Schlichtung({ variant = 'h5' }: { variant?: 'h5' | 'h6' }) {
  const { t } = useMeineRechteT();
  return (
    <Box component="section" aria-labelledby="schlichtung-heading" sx={{ mb: 4, maxWidth: 760 }}>
      <Typography id="schlichtung-heading" variant={variant} component="h2" sx={{ mb: 1 }}>
        {t('schlichtung.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('schlichtung.text')}</Typography>
      <Typography sx={{ mb: 1 }}>{t('schlichtung.schlichtung')}</Typography>
      <Box component="address" aria-label={t('schlichtung.adresseLabel')} sx={{ fontStyle: 'normal', mb: 1 }}>
        {SCHLICHTUNGSSTELLE.lines.map((line) => (
          <Typography key={line} component="span" sx={{ display: 'block' }}>
            {line}
          </Typography>
        ))}
      </Box>
      <Link href={SCHLICHTUNGSSTELLE.web} rel="noopener noreferrer">
        {t('schlichtung.web')}
      </Link>
    </Box>
  );
}
