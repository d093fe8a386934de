import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DescriptionIcon from '@mui/icons-material/Description';
import LockIcon from '@mui/icons-material/Lock';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import GavelIcon from '@mui/icons-material/Gavel';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../config/paths';
import { useStartseiteT } from '../../i18n/texts/startseite';

const SHORTCUTS = [
  { key: 'rechnungen', route: 'rechnungen.rechnungen', Icon: ReceiptLongIcon },
  { key: 'bankdaten', route: 'meinedaten.bankdaten', Icon: AccountBalanceIcon },
  { key: 'vertraege', route: 'vertraege.list', Icon: DescriptionIcon },
  { key: 'auftraege', route: 'auftraege', Icon: AssignmentIcon },
  { key: 'stoerung', route: 'stoerung', Icon: ReportProblemIcon },
  { key: 'passwort', route: 'meinedaten.passwort', Icon: LockIcon },
  { key: 'meineRechte', route: 'meineRechte', Icon: GavelIcon },
] as const;

/** Links to the tasks customers use most. */
export function Shortcuts() {
  const { t } = useStartseiteT();
  return (
    <Box component="section" aria-labelledby="shortcuts-heading" sx={{ mb: 4 }}>
      <Typography id="shortcuts-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('shortcuts.heading')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {SHORTCUTS.map(({ key, route, Icon }) => (
          <li key={key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              {/* CardActionArea's look from ButtonBase, which is in the first load already */}
              <ButtonBase
                component={RouterLink}
                to={hrefFor(route)}
                focusRipple
                sx={{
                  display: 'block',
                  width: '100%',
                  height: '100%',
                  textAlign: 'inherit',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
                }}
              >
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                  <Icon color="primary" fontSize="large" aria-hidden="true" />
                  <div>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {t(`shortcuts.${key}`)}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t(`shortcuts.${key}Text`)}
                    </Typography>
                  </div>
                </CardContent>
              </ButtonBase>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
