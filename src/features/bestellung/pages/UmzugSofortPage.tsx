import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { registerMessages } from '../../../i18n';
import bestellung from '../../../i18n/de/bestellung.json';
import { useUmzugEinfachMutation, type UmzugResponse } from '../bestellungPortalApi';
import { UmzugDone, UmzugFacts, UmzugMissing } from '../components/UmzugParts';
import { useOrderRouteProps } from '../orderRoute';
import { umzugRequestOf } from '../umzug';

registerMessages('bestellung', bestellung);

/** Move possible at once (code 1): POST vertrag/umzugeinfach/{id}; the answer is kept as post-move data. */
export default function UmzugSofortPage() {
  const { t } = useTranslation('bestellung');
  const route = useOrderRouteProps();
  const request = umzugRequestOf(route);
  const [umzugEinfach] = useUmzugEinfachMutation();
  const [result, setResult] = useState<UmzugResponse | null>(null);

  if (!request)
    return (
      <PageScaffold>
        <UmzugMissing id={route.id} />
      </PageScaffold>
    );
  if (result)
    return (
      <PageScaffold>
        <UmzugDone result={result} request={request} />
      </PageScaffold>
    );

  const onSubmit = async () => {
    try {
      setResult(await umzugEinfach({ contractId: route.id, body: request }).unwrap());
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('umzug.failed'));
    }
  };
  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('umzug.sofortIntro')}</Typography>
      <UmzugFacts request={request} />
      <AppForm<object> onSubmit={onSubmit} ariaLabel={t('umzug.beauftragen')}>
        <SubmitButton>{t('umzug.beauftragen')}</SubmitButton>
      </AppForm>
    </PageScaffold>
  );
}
