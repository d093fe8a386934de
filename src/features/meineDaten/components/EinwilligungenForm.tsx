import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { SwitchField } from '../../../components/form/CheckboxField';
import { useUpdateEinwilligungenMutation } from '../meineDatenApi';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

interface Values {
  optInEMail: boolean;
  optInPhone: boolean;
}

/**
 * The spec's advertising consents (§ 7 UWG): e-mail and phone, PUT user/einwilligungen. Shown when the backend
 * has no consent centre.
 */
export function EinwilligungenForm() {
  const { t } = useMeineDatenT();
  const k = useAppSelector((state) => state.session.kundendaten);
  const [update] = useUpdateEinwilligungenMutation();
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: Values) => {
    setSaved(false);
    try {
      await update({ optInEMail: Boolean(values.optInEMail), optInPhone: Boolean(values.optInPhone) }).unwrap();
      setSaved(true);
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('einwilligungen.failed'));
    }
  };

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('einwilligungen.intro')}</Typography>
      {saved && <SuccessMessage>{t('einwilligungen.success')}</SuccessMessage>}
      <AppForm<Values>
        onSubmit={onSubmit}
        initialValues={{ optInEMail: k?.optInEMail ?? false, optInPhone: k?.optInPhone ?? false }}
        ariaLabel={t('einwilligungen.submit')}
      >
        <SwitchField
          name="optInEMail"
          label={t('einwilligungen.optInEMail')}
          summaryLabel={t('einwilligungen.optInEMailShort')}
        />
        <SwitchField
          name="optInPhone"
          label={t('einwilligungen.optInPhone')}
          summaryLabel={t('einwilligungen.optInPhoneShort')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('einwilligungen.legal')}
        </Typography>
        <SubmitButton>{t('einwilligungen.submit')}</SubmitButton>
      </AppForm>
    </>
  );
}
