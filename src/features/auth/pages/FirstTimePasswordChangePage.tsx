import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { useAppDispatch } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { loadCurrentUser } from '../startup';
import { useChangePasswordMutation } from '../passwordApi';
import { CurrentPasswordField, NewPasswordFields } from '../NewPasswordFields';
import { useAuthT } from '../../../i18n/texts/auth';

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/**
 * Forced first password change (passwortwechsel_erzwingen): PUT user/password, then a confirmation with the
 * way on to the start page (the customer used to land there without being told it worked).
 */
export default function FirstTimePasswordChangePage() {
  const { t } = useAuthT();
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // kept in the history entry, not in the component: the user reload below may re-mount the page, and a
  // reload of the tab keeps the confirmation as well
  const done = (useLocation().state as { passwordSaved?: boolean } | null)?.passwordSaved === true;

  const onSubmit = async (values: Values) => {
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }).unwrap();
      // reload the customer data: the server has cleared the forced-change flag
      await dispatch(loadCurrentUser());
      navigate('.', { replace: true, state: { passwordSaved: true } });
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('firstTime.failed'));
    }
  };

  if (done)
    return (
      <PageScaffold>
        <SuccessMessage>{t('firstTime.success')}</SuccessMessage>
        <Button variant="contained" component={RouterLink} to={hrefFor('private.dashboard.startseite')}>
          {t('firstTime.toStart')}
        </Button>
      </PageScaffold>
    );

  return (
    <PageScaffold>
      <p>{t('firstTime.intro')}</p>
      <AppForm<Values> onSubmit={onSubmit} ariaLabel={t('firstTime.heading')}>
        <CurrentPasswordField />
        <NewPasswordFields />
        <SubmitButton>{t('firstTime.submit')}</SubmitButton>
      </AppForm>
    </PageScaffold>
  );
}
