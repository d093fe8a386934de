import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { required } from '../../../lib/validators';
import { useStoerungBehobenMutation, useStoerungErgaenzenMutation } from '../stoerungApi';
import type { Stoerung } from '../stoerungSchemas';
import { useStoerungT } from '../../../i18n/texts/stoerung';

/** Add information to an open ticket, or close it as fixed. */
export function TicketAktionen({ stoerung: s }: { stoerung: Stoerung }) {
  const { t } = useStoerungT();
  const [ergaenzen] = useStoerungErgaenzenMutation();
  const [behoben, closing] = useStoerungBehobenMutation();
  const [sent, setSent] = useState(false);

  const onSubmit = async (values: { text: string }, form: { restart: () => void }) => {
    try {
      await ergaenzen({ nummer: s.nummer, text: values.text.trim() }).unwrap();
      setSent(true);
      form.restart();
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('aktionen.ergaenzenFailed'));
    }
  };

  return (
    <>
      <Box component="section" aria-labelledby="ergaenzen-heading" sx={{ my: 3, maxWidth: 720 }}>
        <Typography id="ergaenzen-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('aktionen.ergaenzenHeading')}
        </Typography>
        {sent && <SuccessMessage>{t('aktionen.ergaenztOk')}</SuccessMessage>}
        <AppForm<{ text: string }> onSubmit={onSubmit} ariaLabel={t('aktionen.ergaenzenHeading')}>
          <TextField
            name="text"
            label={t('aktionen.ergaenzen')}
            helperText={t('aktionen.ergaenzenHelp')}
            required
            validate={required}
            multiline
            rows={3}
            maxLength={1000}
          />
          <SubmitButton>{t('aktionen.ergaenzenSubmit')}</SubmitButton>
        </AppForm>
      </Box>
      <Box component="section" aria-labelledby="behoben-heading" sx={{ my: 3, maxWidth: 720 }}>
        <Typography id="behoben-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('aktionen.behobenHeading')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('aktionen.behobenText')}</Typography>
        {closing.isError && <ErrorMessage error={closing.error} fallbackKey="stoerung:aktionen.behobenFailed" />}
        <Button
          variant="outlined"
          color="success"
          onClick={() => void behoben(s.nummer)}
          disabled={closing.isLoading}
          aria-busy={closing.isLoading}
        >
          {t('aktionen.behoben')}
        </Button>
      </Box>
    </>
  );
}
