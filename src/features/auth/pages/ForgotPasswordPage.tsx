import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { AppForm } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { registerMessages } from '../../../i18n';
import auth from '../../../i18n/de/auth.json';
import { composeValidators, email, required } from '../../../lib/validators';
import { isTooManyAttempts } from '../../../api/errors';
import { useForgotPasswordMutation } from '../authApi';

registerMessages('auth', auth);

interface Values {
  email: string;
  kundennummer: string;
}

/** Password reset request: success true/false is shown; a failed call counts as false (spec §8). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [forget] = useForgotPasswordMutation();
  const [result, setResult] = useState<boolean | null>(null);
  // a throttled request (429) is not "failed": the customer is told how long to wait
  const [throttled, setThrottled] = useState<unknown>(null);

  const onSubmit = async (values: Values) => {
    setThrottled(null);
    try {
      const answer = await forget({ email: values.email.trim(), kundennummer: values.kundennummer.trim() }).unwrap();
      setResult(Boolean(answer.success));
    } catch (error) {
      console.error('Passwort-Zurücksetzen fehlgeschlagen', error);
      if (isTooManyAttempts(error)) {
        setResult(null);
        setThrottled(error);
      } else setResult(false);
    }
  };

  return (
    <PageScaffold>
      {result === true && <SuccessMessage>{t('forgot.success')}</SuccessMessage>}
      {result === false && <ErrorMessage error={null} fallbackKey="auth:forgot.failure" />}
      {throttled !== null && <ErrorMessage error={throttled} />}
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
