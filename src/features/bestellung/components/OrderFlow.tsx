import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Kundendaten, Vertrag } from '../../../api/types';
import { useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { QueryState } from '../../../components/feedback/QueryState';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { preloadDatePicker } from '../../../components/form/DateField';
import { formatDate } from '../../../lib/dates';
import { useProdukteQuery } from '../../eligibility/eligibilityApi';
import { OrderOnceNotice } from '../../auftraege/OrderOnceNotice';
import { currentBankdaten } from '../../bankdaten/bankRule';
import type { OrderKind } from '../offerRules';
import { orderContextLines } from '../orderContext';
import type { OrderRouteProps } from '../orderRoute';
import { produkteQueryOf, verbrauchsstelleOf } from '../produkteQuery';
import { umzugRequestOf } from '../umzug';
import { MissingIbanNotice } from './MissingIbanNotice';
import { OrderDoneView } from './OrderDoneView';
import { OrderOffers } from './OrderOffers';
import type { ProductChoice } from './ProductStep';
import { formatAddress } from './ReviewStep';
import { portierungRow } from './RufnummerMitnahme';
import { UmzugFacts, umzugAddressText } from './UmzugParts';
import { type OrderSender, useOrderSubmit } from './useOrderSubmit';
import { useBestellungT } from '../../../i18n/texts/bestellung';

export type { OrderSender };

/**
 * An order screen (children of vertrag-detail/{id}): offers (offerFor) → choice → review and priced
 * summary → order. A move's new address and date stay on every step and in the confirmation.
 * `addOn`: the customer keeps the product and only adds options (the contract add-on order). The steps are
 * OrderOffers (AuswahlStep, PruefenStep); the sending is useOrderSubmit.
 */
export function OrderFlow({
  kind,
  route,
  addOn = false,
  send,
  intro,
}: {
  kind: OrderKind;
  route: OrderRouteProps;
  addOn?: boolean;
  send?: OrderSender;
  intro?: string;
}) {
  const { t } = useBestellungT();
  const contract = useAppSelector((s) => s.contracts.list.find((c) => c.contractId === route.id));
  // the private layout renders only with a loaded customer; without one there is nothing to order for
  const kundendaten = useAppSelector((s) => s.session.kundendaten);
  if (!kundendaten) return null;
  if (!contract) {
    return (
      <PageScaffold>
        <ErrorMessage error={null} fallbackKey="bestellung:contractNotFound" />
        <Link component={RouterLink} to={hrefFor('vertraege.list')}>
          {t('toContracts')}
        </Link>
      </PageScaffold>
    );
  }
  return (
    <OrderFlowFor
      kind={addOn ? 'option' : kind}
      route={route}
      contract={contract}
      kundendaten={kundendaten}
      send={send}
      intro={intro}
    />
  );
}

function OrderFlowFor({
  kind,
  route,
  contract,
  kundendaten,
  send,
  intro,
}: {
  kind: OrderKind;
  route: OrderRouteProps;
  contract: Vertrag;
  kundendaten: Kundendaten;
  send?: OrderSender;
  intro?: string;
}) {
  const { t } = useBestellungT();
  const organisationCustomerId = useAppSelector((s) => s.contracts.organisationCustomerId);
  const specialOffer = useAppSelector((s) => s.specialOffer.offer);
  const iban = useAppSelector((s) => currentBankdaten(s.bankdaten.list)?.accountNumberInternational || null);
  const query = produkteQueryOf(kind, route, contract, kundendaten.customerType, organisationCustomerId);
  const offers = useProdukteQuery(query);
  const [choice, setChoice] = useState<ProductChoice | null>(null);
  const [step, setStep] = useState<'auswahl' | 'pruefen'>('auswahl');
  // the date picker loads beside the offers: the form shows with it, not with a stand-in swapped out under typing
  useEffect(preloadDatePicker, []);
  // the choice survives a session expiry in memory; gone once the order is done
  const draftId = `bestellung.${kind}.${contract.contractId}`;
  const verbrauchsstelle = verbrauchsstelleOf(route, contract);
  const umzug = umzugRequestOf(route);
  const moveRows: Array<[string, string]> = umzug
    ? [
        [t('umzug.summaryAdresse'), umzugAddressText(umzug)],
        [t('umzug.summaryDatum'), formatDate(umzug.umzugsdatum)],
      ]
    : [];
  // a number brought from the old provider: its date in the review, the confirmation and the PDF
  const porting = kind === 'mobilfunk' ? portierungRow(t, choice?.portierung) : null;
  const extraRows = porting ? [...moveRows, porting] : moveRows;
  const order = useOrderSubmit({
    kind,
    contractId: contract.contractId,
    clientId: query.clientId,
    downgradeAllowed: route.downgradeAllowed,
    verbrauchsstelle,
    iban,
    angebotId: specialOffer?.id,
    umzugsdatum: umzug?.umzugsdatum,
    portierung: choice?.portierung,
    extraRows,
    send,
    draftId,
  });

  if (order.done) return <OrderDoneView done={order.done} moveRows={moveRows} />;
  if (order.screen.view !== 'form')
    return (
      <PageScaffold>
        <OrderOnceNotice screen={order.screen} kind={kind} />
      </PageScaffold>
    );

  return (
    <PageScaffold>
      {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
      {orderContextLines(kind, contract, umzug ? '' : formatAddress(verbrauchsstelle)).map((line, i, all) => (
        <Typography key={line.key} sx={i === all.length - 1 && !umzug ? { mb: 2 } : undefined}>
          {t(line.key, line.values)}
        </Typography>
      ))}
      {umzug && <UmzugFacts request={umzug} />}
      {!iban && step === 'auswahl' && <MissingIbanNotice />}
      <QueryState query={offers} pendingLabel={t('offersLoading')}>
        {(data) => (
          <OrderOffers
            kind={kind}
            route={route}
            contract={contract}
            data={data}
            specialOffer={specialOffer}
            kundendaten={kundendaten}
            iban={iban}
            verbrauchsstelle={verbrauchsstelle}
            umzugsdatum={umzug?.umzugsdatum}
            extraRows={extraRows}
            draftId={draftId}
            choice={choice}
            reviewing={step === 'pruefen'}
            onChosen={(c) => {
              setChoice(c);
              setStep('pruefen');
            }}
            onBack={() => {
              // one order at a time: „Angaben ändern“ is refused while one is on its way
              if (!order.isSending()) setStep('auswahl');
            }}
            onOrder={order.submit}
          />
        )}
      </QueryState>
      {order.stepUpDialog}
    </PageScaffold>
  );
}
