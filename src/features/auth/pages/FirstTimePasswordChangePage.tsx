import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { useAppDispatch } from '../../../app/hooks';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import auth from '../../../i18n/de/auth.json';
import { loadCurrentUser } from '../startup';
import { useChangePasswordMutation } from '../authApi';
import { CurrentPasswordField, NewPasswordFields } from '../NewPasswordFields';

registerMessages('auth', auth);

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** Forced first password change (passwortwechsel_erzwingen): PUT user/password, then the dashboard. */
export default function FirstTimePasswordChangePage() {
  const { t } = useTranslation('auth');
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onSubmit = async (values: Values) => {
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }).unwrap();
      // reload the customer data: the server has cleared the forced-change flag
      await dispatch(loadCurrentUser());
      await navigate(hrefFor('private.dashboard.startseite'), { replace: true });
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('firstTime.failed'));
    }
  };

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
