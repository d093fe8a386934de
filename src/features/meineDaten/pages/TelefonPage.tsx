import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { discardDraft } from '../../../components/form/drafts';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { composeValidators, germanPhone, required } from '../../../lib/validators';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import { useUpdateTelefonMutation } from '../meineDatenApi';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

/** what is typed survives a session expiry in memory */
const DRAFT_ID = 'meineDaten.telefon';

interface Values {
  phone: string;
  phone2: string;
}

/** PUT user/telefon with phone (required) and phone2 (optional), both in German formats. */
export default function TelefonPage() {
  const { t } = useMeineDatenT();
  const k = useAppSelector((state) => state.session.kundendaten);
  const [updateTelefon] = useUpdateTelefonMutation();
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: Values) => {
    setSaved(false);
    try {
      await updateTelefon({ phone: values.phone.trim(), phone2: (values.phone2 ?? '').trim() }).unwrap();
      discardDraft(DRAFT_ID);
      setSaved(true);
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('telefon.failed'));
    }
  };

  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('telefon.intro')}</Typography>
      {saved && <SuccessMessage>{t('telefon.success')}</SuccessMessage>}
      <AppForm<Values>
        onSubmit={onSubmit}
        initialValues={{ phone: k?.phone ?? '', phone2: k?.phone2 ?? '' }}
        draft={{ id: DRAFT_ID }}
        ariaLabel={t('telefon.submit')}
      >
        <TextField
          name="phone"
          label={t('telefon.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          helperText={t('telefon.help')}
          validate={composeValidators(required, germanPhone)}
        />
        <TextField
          name="phone2"
          label={t('telefon.phone2')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          helperText={t('telefon.help')}
          validate={germanPhone}
        />
        <SubmitButton>{t('telefon.submit')}</SubmitButton>
      </AppForm>
      <BackToOverview />
    </PageScaffold>
  );
}
