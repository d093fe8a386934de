import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { composeValidators, email, required } from '../../../lib/validators';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { useUpdateEmailMutation } from '../meineDatenApi';
import { stepUpCancelledError, useStepUp } from '../../sicherheit/useStepUp';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

interface Values {
  email: string;
}

/** PUT user/email; the new address counts only after the customer confirms the link in the mail. */
export default function EmailPage() {
  const { t } = useMeineDatenT();
  const current = useAppSelector((state) => state.session.kundendaten?.email ?? '');
  const [updateEmail] = useUpdateEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // in mode „nur bei kritischen Änderungen“ a code first
  const stepUp = useStepUp('email');

  const notSame = (value: string) =>
    value && value.trim().toLowerCase() === current.toLowerCase() ? 'meineDaten:email.same' : undefined;

  const onSubmit = async (values: Values) => {
    setSentTo(null);
    try {
      await stepUp.send(() => updateEmail({ email: values.email.trim() }).unwrap());
      setSentTo(values.email.trim());
      return undefined;
    } catch (error) {
      return stepUpCancelledError(error, t) ?? submitErrorOf(error, t('email.failed'));
    }
  };

  return (
    <PageScaffold>
      <Typography sx={{ mb: 1 }}>{t('email.current', { email: current })}</Typography>
      <Typography sx={{ mb: 2 }}>{t('email.intro')}</Typography>
      {sentTo && <SuccessMessage>{t('email.sent', { email: sentTo })}</SuccessMessage>}
      <AppForm<Values> onSubmit={onSubmit} ariaLabel={t('email.submit')}>
        <TextField
          name="email"
          label={t('email.label')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          validate={composeValidators(required, email, notSame as never)}
        />
        <SubmitButton>{t('email.submit')}</SubmitButton>
      </AppForm>
      {stepUp.dialog}
      <BackToOverview />
    </PageScaffold>
  );
}
