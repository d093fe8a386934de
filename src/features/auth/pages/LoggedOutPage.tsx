import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import auth from '../../../i18n/de/auth.json';

registerMessages('auth', auth);

export default function LoggedOutPage() {
  const { t } = useTranslation('auth');
  return (
    <PageScaffold>
      <SuccessMessage>{t('loggedOut.text')}</SuccessMessage>
      <Button component={RouterLink} to={hrefFor('login')} variant="contained">
        {t('loggedOut.again')}
      </Button>
    </PageScaffold>
  );
}
