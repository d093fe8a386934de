import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TextWithHelpLink, hotlineValues } from '../../../components/HelpLink';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { useOrderRouteProps } from '../orderRoute';
import { umzugRequestOf } from '../umzug';
import { UmzugFacts } from '../components/UmzugParts';
import { useBestellungT } from '../../../i18n/texts/bestellung';

/** No move possible (code 0): the options, including the special cancellation right of § 60 (2) TKG. */
export default function UmzugAbbruchPage() {
  const { t } = useBestellungT();
  const route = useOrderRouteProps();
  const request = umzugRequestOf(route);
  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('umzug.abbruchIntro')}</Typography>
      {request && <UmzugFacts request={request} />}
      <Typography variant="h5" component="h2">
        {t('umzug.optionenHeading')}
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        <li>
          <Typography>{t('umzug.optionAndereAdresse')}</Typography>
          <Link component={RouterLink} to={hrefFor('vertragdetail.umzug', { id: route.id })}>
            {t('umzug.toAddress')}
          </Link>
        </li>
        <li>
          <Typography>{t('umzug.optionKuendigung')}</Typography>
          {/* the special right of § 60 Abs. 2 TKG: the cancellation form gets the reason and the move date */}
          <Link
            component={RouterLink}
            to={hrefFor(
              'vertrag.kuendigung',
              { id: route.id },
              { grund: 'umzug', umzugsdatum: request?.umzugsdatum || undefined },
            )}
          >
            {t('umzug.kuendigen')}
          </Link>
        </li>
        <li>
          <Typography>
            <TextWithHelpLink text={t('umzug.optionBeratung', hotlineValues)} />
          </Typography>
        </li>
      </Box>
    </PageScaffold>
  );
}
