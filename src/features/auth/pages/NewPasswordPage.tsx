import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { useNewPasswordMutation, useResetTokenQuery } from '../passwordApi';
import { Pending } from '../../../components/feedback/Pending';
import { Notice } from '../../../components/feedback/Notice';
import Button from '@mui/material/Button';
import { NewPasswordFields } from '../NewPasswordFields';
import { useAuthT } from '../../../i18n/texts/auth';

interface Values {
  newPassword: string;
  repeatPassword: string;
}

/**
 * Set a new password with the token from the e-mail link (query token). The link is checked first (POST
 * password/token, ours): a used or expired link says so before any typing and offers a new one. A backend
 * without that call (404) or a failed check shows the form; password/new then decides as before.
 */
export default function NewPasswordPage() {
  const { t } = useAuthT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setPassword] = useNewPasswordMutation();
  const [done, setDone] = useState(false);
  const check = useResetTokenQuery({ token }, { skip: !token || done, refetchOnMountOrArgChange: true });

  if (!token)
    return (
      <PageScaffold>
        <ErrorMessage error={null} fallbackKey="auth:newPassword.noToken" />
      </PageScaffold>
    );

  if (!done && check.isLoading)
    return (
      <PageScaffold>
        <Pending label={t('newPassword.checking')} />
      </PageScaffold>
    );
  if (!done && check.data?.valid === false)
    return (
      <PageScaffold>
        <Notice severity="warning" sx={{ mb: 2, maxWidth: 720 }}>
          {t('newPassword.used')}
        </Notice>
        <Button variant="contained" component={RouterLink} to={hrefFor('forgotPassword')}>
          {t('newPassword.requestNew')}
        </Button>
      </PageScaffold>
    );

  const onSubmit = async (values: Values) => {
    try {
      await setPassword({ token, passwort: values.newPassword }).unwrap();
      setDone(true);
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('newPassword.failed'));
    }
  };

  return (
    <PageScaffold>
      {done ? (
        <>
          <SuccessMessage>{t('newPassword.success')}</SuccessMessage>
          <Link component={RouterLink} to={hrefFor('login')}>
            {t('toLogin')}
          </Link>
        </>
      ) : (
        <AppForm<Values> onSubmit={onSubmit} ariaLabel={t('newPassword.heading')}>
          <NewPasswordFields />
          <SubmitButton>{t('newPassword.submit')}</SubmitButton>
        </AppForm>
      )}
    </PageScaffold>
  );
}
