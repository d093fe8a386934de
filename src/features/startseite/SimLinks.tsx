import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { hrefFor } from '../../config/paths';
import { useStartseiteT } from '../../i18n/texts/startseite';

/** up to this many mobile contracts get a link each; more (a fleet) go to the SIM-Verwaltung of all SIMs */
const EACH_UP_TO = 3;

/** „SIM & Geräte“ of the customer's mobile contracts: a lost phone is blocked from the start page in two clicks. */
export function SimLinks() {
  const { t } = useStartseiteT();
  const contracts = useAppSelector((state) => state.contracts.list);
  const mobile = contracts.filter((v) => v.category === 'mobilfunk');
  if (!mobile.length) return null;
  return (
    <Box component="nav" aria-label={t('sim.label')} sx={{ mb: 4 }}>
      <Typography sx={{ mb: 1 }}>{t('sim.text')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {mobile.length > EACH_UP_TO ? (
          <li>
            <Link component={RouterLink} to={hrefFor('simVerwaltung')}>
              {t('sim.alle', { count: mobile.length })}
            </Link>
          </li>
        ) : (
          mobile.map((v) => (
            <li key={v.contractId}>
              <Link component={RouterLink} to={hrefFor('simGeraete', { id: v.contractId })}>
                {t('sim.vertrag', { name: v.name || v.contractId, id: v.contractId })}
              </Link>
            </li>
          ))
        )}
      </Box>
    </Box>
  );
}
