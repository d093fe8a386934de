import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { today, toServerDate } from '../../../lib/dates';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { DataList } from '../../../components/layout/DataList';
import { AppForm, FORM_ERROR, submitErrorOf } from '../../../components/form/AppForm';
import { BackButton } from '../../../components/form/BackButton';
import { withIdempotencyKey } from '../../../api/idempotency';
import { AlreadyRunning } from '../../auftraege/orderMarks';
import { OrderOnceNotice } from '../../auftraege/OrderOnceNotice';
import { useOrderOnce } from '../../auftraege/useOrderOnce';
import { stepUpCancelledError, useStepUp } from '../../sicherheit/useStepUp';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useUmzugEinfachMutation, type UmzugResponse } from '../bestellungPortalApi';
import { OrderTotal } from '../components/OrderTotal';
import { UmzugDone, UmzugFacts, UmzugMissing } from '../components/UmzugParts';
import { useOrderRouteProps } from '../orderRoute';
import { umzugKostenOf, umzugRequestOf } from '../umzug';
import { umzugButtonKey, umzugSofortRows } from '../umzugReview';
import { orderTerms } from '../orderTerms';
import { selectContract } from '../../eligibility/contractsSlice';
import { useBestellungT } from '../../../i18n/texts/bestellung';
// the texts of the „auftraege:“ keys below (the namespace registers when its module loads)
import '../../../i18n/texts/auftraege';

/**
 * Move possible at once (code 1): the review step (contract, old and new address, date, what stays the same, the
 * costs), then POST vertrag/umzugeinfach/{id} behind a button labelled as § 312j BGB requires
 * (umzugButtonKey); the answer is kept as post-move data and the confirmation repeats the review.
 */
export default function UmzugSofortPage() {
  const { t } = useBestellungT();
  const navigate = useNavigate();
  const route = useOrderRouteProps();
  const request = umzugRequestOf(route);
  const contract = useAppSelector((s) => selectContract(s, route.id));
  const [umzugEinfach] = useUmzugEinfachMutation();
  const [result, setResult] = useState<UmzugResponse | null>(null);
  // once per contract across Back, reload and a second visit
  const once = useOrderOnce('umzug', route.id);
  // a move is a step-up call (src/config/stepUp.json): in mode „nur bei kritischen Änderungen“ the code first
  const stepUp = useStepUp('umzug');

  if (!request)
    return (
      <PageScaffold>
        <UmzugMissing id={route.id} />
      </PageScaffold>
    );
  const rows = contract ? umzugSofortRows(t, contract, request, toServerDate(today())) : null;
  if (result)
    return (
      <PageScaffold>
        <UmzugDone result={result} request={request} rows={rows} />
      </PageScaffold>
    );
  if (once.screen.view !== 'form')
    return (
      <PageScaffold>
        <OrderOnceNotice screen={once.screen} kind="umzug" />
      </PageScaffold>
    );

  const kosten = umzugKostenOf(route);
  const button = t(umzugButtonKey(kosten));
  const onSubmit = async () => {
    try {
      setResult(
        await stepUp.send(() =>
          once.run((key) => umzugEinfach({ contractId: route.id, body: withIdempotencyKey(request, key) }).unwrap()),
        ),
      );
      return undefined;
    } catch (error) {
      if (error instanceof AlreadyRunning) return { [FORM_ERROR]: t('auftraege:orderOnce.alreadyRunning') };
      return stepUpCancelledError(error, t) ?? submitErrorOf(error, t('umzug.failed'));
    }
  };
  // the address step again, filled with what was entered (its query)
  const { id: _id, downgradeAllowed: _d, ...query } = route;
  return (
    <PageScaffold>
      <Typography sx={{ mb: 2 }}>{t('umzug.sofortIntro')}</Typography>
      <Typography variant="h5" component="h2">
        {t('umzug.review.heading')}
      </Typography>
      {rows ? <DataList rows={rows} /> : <UmzugFacts request={request} />}
      <Typography sx={{ my: 2, maxWidth: 760 }}>{t('umzug.review.bleibt')}</Typography>
      <OrderTotal
        terms={
          contract
            ? orderTerms({
                kind: 'umzug',
                contract,
                produkt: null,
                bookedOptions: [],
                chosen: [],
                start: request.umzugsdatum,
                moveOneOff: kosten,
                today: toServerDate(today()),
              })
            : null
        }
        heading={t('umzug.review.kosten')}
      />
      <AppForm<object> onSubmit={onSubmit} ariaLabel={t('umzug.review.heading')} resendLabel={button}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <BackButton onClick={() => void navigate(hrefFor('vertragdetail.umzug', { id: route.id }, query))}>
            {t('back')}
          </BackButton>
          <SubmitButton>{button}</SubmitButton>
        </Box>
      </AppForm>
      {stepUp.dialog}
    </PageScaffold>
  );
}
