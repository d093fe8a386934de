import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { AppForm, FORM_ERROR, submitErrorOf } from '../../../components/form/AppForm';
import { withIdempotencyKey } from '../../../api/idempotency';
import { AlreadyRunning } from '../../auftraege/orderMarks';
import { OrderOnceNotice } from '../../auftraege/OrderOnceNotice';
import { useOrderOnce } from '../../auftraege/useOrderOnce';
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
  // once per contract across Back, reload and a second visit (issue 37)
  const once = useOrderOnce('umzug', route.id);

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
  if (once.screen.view !== 'form')
    return (
      <PageScaffold>
        <OrderOnceNotice screen={once.screen} kind="umzug" />
      </PageScaffold>
    );

  const onSubmit = async () => {
    try {
      setResult(
        await once.run((key) =>
          umzugEinfach({ contractId: route.id, body: withIdempotencyKey(request, key) }).unwrap(),
        ),
      );
      return undefined;
    } catch (error) {
      if (error instanceof AlreadyRunning) return { [FORM_ERROR]: t('auftraege:orderOnce.alreadyRunning') };
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
