import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LoginResponse } from '../../api/types';
import { AppForm } from '../../components/form/AppForm';
import { submitErrorAt } from '../../components/form/submitErrorAt';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { HOTLINE } from '../../config/contact';
import { required } from '../../lib/validators';
import { useLoginSecondFactorMutation } from './authApi';
import { useLoginCodeT } from '../../i18n/texts/loginCode';

// its own namespace and chunk: the code step's texts stay off the first load of /login

/**
 * The code step of two-step login: the password was right, the backend waits for the code of the
 * authenticator app or a backup code. A wrong code is refused at the field; too many wait (429).
 */
export default function CodeStep({
  onLoggedIn,
  onRestart,
}: {
  onLoggedIn: (data: LoginResponse) => Promise<void>;
  onRestart: () => void;
}) {
  const { t } = useLoginCodeT();
  const [verify] = useLoginSecondFactorMutation();
  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const data = await verify({ code: code.trim() }).unwrap();
      await onLoggedIn(data);
      return undefined;
    } catch (error) {
      // the pending step ran out (5 minutes): back to the password
      if ((error as { status?: unknown }).status === 401) onRestart();
      return submitErrorAt('code', error, t('failed'));
    }
  };
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      <AppForm<{ code: string }> onSubmit={onSubmit} ariaLabel={t('heading')}>
        <TextField
          name="code"
          label={t('label')}
          autoComplete="one-time-code"
          helperText={t('help')}
          maxLength={12}
          required
          validate={required}
          trim
        />
        <SubmitButton fullWidth>{t('submit')}</SubmitButton>
      </AppForm>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t('lost', { hotline: HOTLINE.display })}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Button variant="text" onClick={onRestart}>
          {t('restart')}
        </Button>
      </Box>
    </>
  );
}
