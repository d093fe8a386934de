import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isMissingCall } from '../../../api/errors';
import { Notice } from '../../../components/feedback/Notice';
import { QueryState } from '../../../components/feedback/QueryState';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { hrefFor } from '../../../config/paths';
import { BeanstandungForm } from '../components/BeanstandungForm';
import { useRechnungPositionenQuery } from '../meineRechteApi';
import { useMeineRechteT } from '../../../i18n/texts/meineRechte';

/** „Rechnung beanstanden“ (§ 67 TKG), opened from the invoice: its lines, the deadline, the reason, the receipt. */
export default function BeanstandungPage() {
  const { t } = useMeineRechteT();
  const { id = '' } = useParams();
  const query = useRechnungPositionenQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <PageScaffold>
      <Link component={RouterLink} to={hrefFor('rechnungen.rechnungen')} sx={{ display: 'inline-block', mb: 2 }}>
        ← {t('form.zurueck')}
      </Link>
      {isMissingCall(query.error) ? (
        <Notice severity="info">{t('form.nichtVerfuegbar')}</Notice>
      ) : (
        <QueryState query={query} pendingLabel={t('form.loading')}>
          {(rechnung) => <BeanstandungForm rechnung={rechnung} />}
        </QueryState>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={hrefFor('meineRechte')}>
          {t('form.toRechte')}
        </Link>
      </Typography>
    </PageScaffold>
  );
}
