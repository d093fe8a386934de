import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Notice } from '../../../components/feedback/Notice';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import config from '../../../config/barrierefreiheit.json';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { composeValidators, email, required } from '../../../lib/validators';
import { type BarriereMeldung, useBarriereMeldenMutation } from '../barrierefreiheitApi';
import type { MeldungBeleg } from '../barrierefreiheitSchemas';
import { useBarrierefreiheitT } from '../../../i18n/texts/barrierefreiheit';

/** „Barriere melden“: the page address (filled in), what went wrong, where to answer; a receipt with the deadline. */
export function BarriereMeldenForm({ seitenadresse, email: knownEmail }: { seitenadresse: string; email: string }) {
  const { t } = useBarrierefreiheitT();
  const [melden] = useBarriereMeldenMutation();
  const [beleg, setBeleg] = useState<(MeldungBeleg & { email: string }) | null>(null);

  const onSubmit = async (values: BarriereMeldung) => {
    try {
      const answer = await melden(values).unwrap();
      setBeleg({ ...answer, email: values.email });
      return undefined;
    } catch (error) {
      // the fields are checked before sending; what the server still refuses is the form's message
      return submitErrorOf(error, t('failed'));
    }
  };

  if (beleg)
    return (
      <Notice severity="success" role="status" sx={{ my: 2 }}>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('belegHeading')}
        </Typography>
        <Typography>
          {t('belegText', {
            nummer: beleg.vorgangsnummer,
            eingang: formatDateTime(beleg.eingangAm),
            antwortBis: formatDate(beleg.antwortBis),
            email: beleg.email,
          })}
        </Typography>
        <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setBeleg(null)}>
          {t('weitere')}
        </Button>
      </Notice>
    );

  return (
    <AppForm<BarriereMeldung>
      onSubmit={onSubmit}
      initialValues={{ seitenadresse, email: knownEmail }}
      ariaLabel={t('meldenHeading')}
    >
      <TextField
        name="seitenadresse"
        label={t('seitenadresse')}
        required
        validate={required}
        type="url"
        autoComplete="url"
        helperText={t('seitenadresseHilfe')}
        maxLength={200}
      />
      <TextField
        name="beschreibung"
        label={t('beschreibung')}
        required
        validate={required}
        multiline
        rows={4}
        helperText={t('beschreibungHilfe')}
        maxLength={config.beschreibungMax}
      />
      <TextField
        name="email"
        label={t('email')}
        required
        validate={composeValidators(required, email)}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <SubmitButton>{t('absenden')}</SubmitButton>
    </AppForm>
  );
}
