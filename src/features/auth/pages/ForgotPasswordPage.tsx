import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { AppForm } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { composeValidators, email, required } from '../../../lib/validators';
import { isTooManyAttempts } from '../../../api/errors';
import { useForgotPasswordMutation } from '../passwordApi';
import { useAuthT } from '../../../i18n/texts/auth';

interface Values {
  email: string;
  kundennummer: string;
}

/**
 * Password reset request. The answer never tells whether an account exists: success true and false get the
 * same neutral text (the result stays false for failures, §8). Only a call that fails (network, 5xx) shows an
 * error, so the customer knows to try again; nothing typed is lost.
 */
export default function ForgotPasswordPage() {
  const { t } = useAuthT();
  const [forget] = useForgotPasswordMutation();
  const [answered, setAnswered] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const onSubmit = async (values: Values) => {
    setFailure(null);
    setAnswered(false);
    try {
      // success true or false: the same neutral answer either way
      await forget({ email: values.email.trim(), kundennummer: values.kundennummer.trim() }).unwrap();
      setAnswered(true);
    } catch (error) {
      console.error('Passwort-Zurücksetzen fehlgeschlagen', error);
      // a throttled request (429) carries its own wait message; other failures the general one
      setFailure(error);
    }
  };

  return (
    <PageScaffold>
      {answered && <SuccessMessage>{t('forgot.neutral')}</SuccessMessage>}
      {failure !== null && (
        <ErrorMessage error={failure} fallbackKey={isTooManyAttempts(failure) ? undefined : 'auth:forgot.callFailed'} />
      )}
      <p>{t('forgot.intro')}</p>
      <AppForm<Values> onSubmit={onSubmit} ariaLabel={t('forgot.heading')}>
        <TextField
          name="email"
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          validate={composeValidators(required, email)}
        />
        <TextField
          name="kundennummer"
          label={t('forgot.kundennummer')}
          inputMode="numeric"
          required
          validate={required}
        />
        <SubmitButton>{t('forgot.submit')}</SubmitButton>
      </AppForm>
      <p>
        <Link component={RouterLink} to={hrefFor('login')}>
          {t('backToLogin')}
        </Link>
      </p>
    </PageScaffold>
  );
}
