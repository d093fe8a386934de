import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { formatAddress } from '../format';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

/**
 * Move announcement (beyond spec): explains the process and leads into each contract's move flow
 * (vertrag.umzug), where the new address is checked and the move is ordered.
 */
export default function UmzugPage() {
  const { t } = useMeineDatenT();
  const contracts = useAppSelector((state) => state.contracts.list);
  const movable = contracts.filter((v) => v.status !== 'gekuendigt');

  return (
    <PageScaffold>
      <Typography sx={{ mb: 1 }}>{t('umzug.intro')}</Typography>
      <Box component="ol" sx={{ pl: 3, mb: 2 }}>
        <li>{t('umzug.step1')}</li>
        <li>{t('umzug.step2')}</li>
        <li>{t('umzug.step3')}</li>
      </Box>
      <Typography sx={{ mb: 3 }}>
        {t('umzug.hint')}{' '}
        <Link component={RouterLink} to={hrefFor('meinedaten.rechnungsadresse')}>
          {t('umzug.rechnungsadresse')}
        </Link>
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('umzug.contractsHeading')}
      </Typography>
      {movable.length === 0 ? (
        <Typography>{t('umzug.noContracts')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {movable.map((v) => (
            <Paper
              component="li"
              variant="outlined"
              key={v.contractId}
              sx={{
                p: 2,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'center',
                justifyContent: 'space-between',
              }}
            >
              <div>
                <Typography component="h3" variant="h6">
                  {v.name}
                </Typography>
                <Typography variant="body2">{t('umzug.contractNumber', { id: v.contractId })}</Typography>
                <Typography variant="body2">
                  {t('umzug.at', {
                    address: formatAddress(
                      v.contractStreet,
                      v.contractStreetNumber,
                      v.contractStreetNumberAddon,
                      v.contractZipcode,
                      v.contractCity,
                    ),
                  })}
                </Typography>
              </div>
              <Button component={RouterLink} to={hrefFor('vertrag.umzug', { id: v.contractId })} variant="contained">
                {t('umzug.start', { name: v.name })}
              </Button>
            </Paper>
          ))}
        </Box>
      )}
      <BackToOverview />
    </PageScaffold>
  );
}
