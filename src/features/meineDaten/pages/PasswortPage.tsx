import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { useChangePasswordMutation } from '../../auth/passwordApi';
import { CurrentPasswordField, NewPasswordFields } from '../../auth/NewPasswordFields';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { stepUpCancelledError, useStepUp } from '../../sicherheit/useStepUp';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

interface Values {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** Old password + new password with the live rule check (validate-password); PUT user/password. */
export default function PasswortPage() {
  const { t } = useMeineDatenT();
  const [changePassword] = useChangePasswordMutation();
  const [saved, setSaved] = useState(false);
  // in mode „nur bei kritischen Änderungen“ a code first
  const stepUp = useStepUp('passwort');

  // a new key after the change empties the form: passwords are not kept on screen
  const [formKey, setFormKey] = useState(0);

  const onSubmit = async (values: Values) => {
    setSaved(false);
    try {
      await stepUp.send(() =>
        changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }).unwrap(),
      );
      setSaved(true);
      setFormKey((k) => k + 1);
      return undefined;
    } catch (error) {
      return stepUpCancelledError(error, t) ?? submitErrorOf(error, t('passwort.failed'));
    }
  };

  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('passwort.intro')}</Typography>
      {saved && <SuccessMessage>{t('passwort.success')}</SuccessMessage>}
      <AppForm<Values> key={formKey} onSubmit={onSubmit} ariaLabel={t('passwort.submit')}>
        <CurrentPasswordField />
        <NewPasswordFields />
        <SubmitButton>{t('passwort.submit')}</SubmitButton>
      </AppForm>
      {stepUp.dialog}
      <BackToOverview />
    </PageScaffold>
  );
}
