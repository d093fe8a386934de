import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { AppForm, submitErrorOf } from '../../../components/form/AppForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { DateField } from '../../../components/form/DateField';
import { AVAILABILITY_PORTAL_ID, CLIENT_IDS } from '../../../config/constants';
import { houseNumber } from '../../../lib/address';
import { composeValidators, plz, required } from '../../../lib/validators';
import { cleanText, maxLengthOf } from '../../../lib/textValidators';
import { kundentypIdOf } from '../../eligibility/rules';
import { eligibilityApi } from '../../eligibility/eligibilityApi';
import { enteredAddress, umzugTarget, type NeueAdresse } from '../umzug';
import { orderRouteProps } from '../orderRoute';
import { OrderOnceNotice } from '../../auftraege/OrderOnceNotice';
import { dateBounds } from '../../../lib/dateRanges.mjs';
import { today, toServerDate } from '../../../lib/dates';
import { useOrderOnce } from '../../auftraege/useOrderOnce';
import { selectContract } from '../../eligibility/contractsSlice';
import { useBestellungT } from '../../../i18n/texts/bestellung';

/**
 * Move, step 1 (beyond spec: its own child route vertragdetail.umzug): the new address and move date;
 * the availability check (GET produkte, availability variant) decides by umzugWechsel.code where to go.
 */
export default function UmzugAdressePage() {
  const { t } = useBestellungT();
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const contract = useAppSelector((s) => selectContract(s, id));
  const customerType = useAppSelector((s) => s.session.kundendaten?.customerType);
  const organisationCustomerId = useAppSelector((s) => s.contracts.organisationCustomerId);
  // a move of this contract on its way or running: no second one from the first step on
  const once = useOrderOnce('umzug', id);
  // back from the review step („Angaben ändern“): the address and date entered are in the query
  const [search] = useSearchParams();
  const entered = useMemo(() => enteredAddress(orderRouteProps(id, search)), [id, search]);

  if (!contract || !customerType) {
    return (
      <PageScaffold>
        <ErrorMessage error={null} fallbackKey="bestellung:contractNotFound" />
      </PageScaffold>
    );
  }

  if (once.screen.view !== 'form')
    return (
      <PageScaffold>
        <OrderOnceNotice screen={once.screen} kind="umzug" />
      </PageScaffold>
    );

  const onSubmit = async (a: NeueAdresse) => {
    const clientId = CLIENT_IDS.main;
    const kundentypId = kundentypIdOf(customerType);
    try {
      const answer = await dispatch(
        eligibilityApi.endpoints.produkte.initiate(
          {
            strasse: a.strasse,
            hausnummer: houseNumber(a.hausnummer, a.zusatz),
            plz: a.plz,
            ort: a.ort,
            clientId,
            kundentypId,
            bestellart: 'umzug',
            availabilitycheck: true,
            portalId: AVAILABILITY_PORTAL_ID,
            bisherigesProdukt: contract.number,
            kundeOrganiceId: organisationCustomerId ?? '',
          },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      const target = umzugTarget(
        answer.umzugWechsel,
        contract.contractId,
        { ...a, zusatz: a.zusatz ?? '' },
        { clientId, kundentypId },
      );
      await navigate(hrefFor(target.name, target.params, target.query));
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('umzug.checkFailed'));
    }
  };

  return (
    <PageScaffold>
      <Typography sx={{ mb: 1 }}>{t('currentContract', { name: contract.name, id: contract.contractId })}</Typography>
      <Typography sx={{ mb: 2 }}>{t('umzug.intro')}</Typography>
      <AppForm<NeueAdresse> onSubmit={onSubmit} ariaLabel={t('umzug.formLabel')} initialValues={entered}>
        <TextField
          name="strasse"
          label={t('umzug.strasse')}
          autoComplete="address-line1"
          required
          validate={composeValidators(required, cleanText('street'))}
          maxLength={maxLengthOf('street')}
        />
        <TextField
          name="hausnummer"
          label={t('umzug.hausnummer')}
          required
          validate={composeValidators(required, cleanText('houseNumber'))}
          maxLength={maxLengthOf('houseNumber')}
        />
        <TextField
          name="zusatz"
          label={t('umzug.zusatz')}
          validate={cleanText('houseNumber')}
          maxLength={maxLengthOf('houseNumber')}
        />
        <TextField
          name="plz"
          label={t('umzug.plz')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          required
          validate={composeValidators(required, plz)}
        />
        <TextField
          name="ort"
          label={t('umzug.ort')}
          autoComplete="address-level2"
          required
          validate={composeValidators(required, cleanText('city'))}
          maxLength={maxLengthOf('city')}
        />
        <DateField
          name="umzugsdatum"
          label={t('umzug.datum')}
          required
          onlyFuture
          maxDate={dateBounds('umzug', 'umzugsdatum', toServerDate(today()))?.max}
        />
        <SubmitButton>{t('umzug.check')}</SubmitButton>
      </AppForm>
    </PageScaffold>
  );
}
