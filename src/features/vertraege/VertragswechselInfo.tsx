import { Notice } from '../../components/feedback/Notice';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { useVertraegeT } from '../../i18n/texts/vertraege';

/**
 * Vertragswechsel = a change of the contract holder type (private ↔ business). The order backend (§3, §7)
 * has no field for it (kundentyp comes from the customer data), so the portal explains how it works and
 * leads to the written request (with the proof) and, for a mere tariff change, to that flow.
 */
export function VertragswechselInfo({ contractId }: { contractId: string }) {
  const { t } = useVertraegeT();
  const k = (key: string) => t(`order.vertragswechsel.${key}`);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography sx={{ mb: 2 }}>{k('text')}</Typography>
      <Notice severity="info" sx={{ mb: 2 }}>
        {k('notOnline')}
      </Notice>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {k('howHeading')}
      </Typography>
      <Box component="ol" sx={{ pl: 3, mt: 0 }}>
        <li>{k('step1')}</li>
        <li>{k('step2')}</li>
        <li>{k('step3')}</li>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {k('docsHeading')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0 }}>
        <li>{k('docsBusiness')}</li>
        <li>{k('docsPrivate')}</li>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Button variant="contained" component={RouterLink} to={hrefFor('meinedaten.erweiterteAenderungen')}>
          {k('form')}
        </Button>
        <Link component={RouterLink} to={hrefFor('meinedaten.stammdaten.authcode')}>
          {k('authcode')}
        </Link>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {k('tarifHeading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{k('tarif')}</Typography>
      <Button variant="outlined" component={RouterLink} to={hrefFor('vertrag.produktwechsel', { id: contractId })}>
        {k('tarifCta')}
      </Button>
    </Box>
  );
}
