import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../api/types';
import { AppForm, submitErrorOf } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { HOTLINE } from '../../config/contact';
import { required } from '../../lib/validators';
import { useLoginSecondFactorMutation } from './authApi';

/**
 * The code step of two-step login (issue 34): the password was right, the backend waits for the code of the
 * authenticator app or a backup code. A wrong code is refused at the field's form; too many wait (429).
 */
export function CodeStep({
  onLoggedIn,
  onRestart,
}: {
  onLoggedIn: (data: LoginResponse) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useTranslation('login');
  const [verify] = useLoginSecondFactorMutation();
  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const data = await verify({ code: code.trim() }).unwrap();
      await onLoggedIn(data);
      return undefined;
    } catch (error) {
      // the pending step ran out (5 minutes): back to the password
      if ((error as { status?: unknown }).status === 401) onRestart();
      return submitErrorOf(error, t('code.failed'));
    }
  };
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('code.intro')}</Typography>
      <AppForm<{ code: string }> onSubmit={onSubmit} ariaLabel={t('code.heading')}>
        <TextField
          name="code"
          label={t('code.label')}
          autoComplete="one-time-code"
          helperText={t('code.help')}
          maxLength={12}
          required
          validate={required}
          trim
        />
        <SubmitButton fullWidth>{t('code.submit')}</SubmitButton>
      </AppForm>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t('code.lost', { hotline: HOTLINE.display })}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Button variant="text" onClick={onRestart}>
          {t('code.restart')}
        </Button>
      </Box>
    </>
  );
}
