import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { QueryState } from '../../../components/feedback/QueryState';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { RadioGroupField } from '../../../components/form/RadioGroupField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { SwitchField } from '../../../components/form/CheckboxField';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { required } from '../../../lib/validators';
import { BackToOverview } from '../../../components/layout/BackToOverview';
import {
  useTelefonbucheintragQuery,
  useUpdateTelefonbucheintragMutation,
  type Telefonbucheintrag,
} from '../meineDatenApi';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

/** Scope and inverse search only matter when the customer wants to be listed. */
function ListingDetails() {
  const { t } = useMeineDatenT();
  const { input } = useField<string>('eintrag', { subscription: { value: true } });
  if (input.value !== 'eingetragen') return null;
  return (
    <>
      <RadioGroupField
        name="umfang"
        label={t('telefonbuch.umfang')}
        required
        validate={required}
        options={[
          { value: 'name_nummer', label: t('telefonbuch.name_nummer') },
          { value: 'name_nummer_adresse', label: t('telefonbuch.name_nummer_adresse') },
        ]}
      />
      <SwitchField
        name="inverseSuche"
        label={t('telefonbuch.inverseSuche')}
        summaryLabel={t('telefonbuch.inverseSucheShort')}
      />
    </>
  );
}

/** GET/PUT user/telefonbucheintrag (beyond spec): listed or not, scope, inverse search. */
export default function TelefonbucheintragPage() {
  const { t } = useMeineDatenT();
  const query = useTelefonbucheintragQuery();
  const [update] = useUpdateTelefonbucheintragMutation();
  const [saved, setSaved] = useState(false);

  const onSubmit = async (values: Telefonbucheintrag) => {
    setSaved(false);
    const listed = values.eintrag === 'eingetragen';
    try {
      // not listed: nothing can be found, so no inverse search either
      await update({
        eintrag: values.eintrag,
        umfang: values.umfang,
        inverseSuche: listed && Boolean(values.inverseSuche),
      }).unwrap();
      setSaved(true);
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('telefonbuch.failed'));
    }
  };

  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('telefonbuch.intro')}</Typography>
      {saved && <SuccessMessage>{t('telefonbuch.success')}</SuccessMessage>}
      <QueryState query={query}>
        {(eintrag) => (
          <AppForm<Telefonbucheintrag> onSubmit={onSubmit} initialValues={eintrag} ariaLabel={t('telefonbuch.submit')}>
            <RadioGroupField
              name="eintrag"
              label={t('telefonbuch.eintrag')}
              required
              validate={required}
              options={[
                { value: 'eingetragen', label: t('telefonbuch.eingetragen') },
                { value: 'nicht_eingetragen', label: t('telefonbuch.nicht_eingetragen') },
              ]}
            />
            <ListingDetails />
            <SubmitButton>{t('telefonbuch.submit')}</SubmitButton>
          </AppForm>
        )}
      </QueryState>
      <BackToOverview />
    </PageScaffold>
  );
}
