import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Kundendaten, OrderRequest, ProduktOption, Vertrag } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { QueryState } from '../../../components/feedback/QueryState';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { FORM_ERROR, submitErrorOf, type SubmitResult } from '../../../components/form/AppForm';
import { formatDate, today, toServerDate } from '../../../lib/dates';
import { useProdukteQuery } from '../../eligibility/eligibilityApi';
import { bestellungApi } from '../bestellungApi';
import { offerFor, type OfferedProdukt, type OrderKind } from '../offerRules';
import { currentBankdaten } from '../../bankdaten/bankRule';
import { customerAddress, invoiceAddress, prepareOrderBundle } from '../orderBundle';
import type { OrderRouteProps } from '../orderRoute';
import { atContractAddress, produkteQueryOf, verbrauchsstelleOf } from '../produkteQuery';
import type { SummaryInput } from '../contractSummary';
import { umzugRequestOf } from '../umzug';
import { orderContextLines } from '../orderContext';
import { MissingIbanNotice } from './MissingIbanNotice';
import { OrderDoneView, type OrderDone } from './OrderDoneView';
import { orderTerms, orderTermsPayload, type OrderTerms } from '../orderTerms';
import { auswahlHeading, auswahlParts } from '../stepHeading';
import { ProductStep, type ProductChoice, type TermsOf } from './ProductStep';
import { portierungAuftrag, portierungRow } from './RufnummerMitnahme';
import { formatAddress, ReviewStep } from './ReviewStep';
import { UmzugFacts, umzugAddressText } from './UmzugParts';
import { withIdempotencyKey } from '../../../api/idempotency';
import { AlreadyRunning } from '../../auftraege/orderMarks';
import { OrderOnceNotice } from '../../auftraege/OrderOnceNotice';
import { discardDraft } from '../../../components/form/drafts';
import { preloadDatePicker } from '../../../components/form/DateField';
import { useOrderOnce } from '../../auftraege/useOrderOnce';
import { withStepUpProof } from '../../sicherheit/stepUpProof';
import { stepUpCancelledError, useStepUp } from '../../sicherheit/useStepUp';

/**
 * What the review, the confirmation and the contract summary PDF show: the order's terms. A move names its new
 * address and date (`moveRows`) beside the tariff; its date is the move date, not a second „Wunschtermin“.
 */
function summaryOf(
  terms: OrderTerms,
  moveRows: Array<[string, string]>,
  auftrag?: SummaryInput['auftrag'],
): SummaryInput {
  return {
    terms,
    withStart: moveRows.length === 0,
    auftrag,
    extraRows: moveRows.map(([label, value]) => ({ label, value })),
  };
}

/**
 * Sends the chosen order somewhere else than POST artikelhinzuproduktwechsel (the move with reconfiguration),
 * with the Idempotency-Key of the "must not run twice" rule (withIdempotencyKey on its body).
 */
export type OrderSender = (terms: OrderTerms, key: string, agreed: boolean) => Promise<OrderDone>;

/**
 * An order screen (children of vertrag-detail/{id}): offers (offerFor) → choice → review and priced
 * summary → order. A move's new address and date stay on every step and in the confirmation.
 * `addOn`: the customer keeps the product and only adds options (the contract add-on order).
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
  const { t } = useTranslation('bestellung');
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
  const { t } = useTranslation('bestellung');
  const dispatch = useAppDispatch();
  const organisationCustomerId = useAppSelector((s) => s.contracts.organisationCustomerId);
  const specialOffer = useAppSelector((s) => s.specialOffer.offer);
  const iban = useAppSelector((s) => currentBankdaten(s.bankdaten.list)?.accountNumberInternational || null);
  const query = produkteQueryOf(kind, route, contract, kundendaten.customerType, organisationCustomerId);
  const offers = useProdukteQuery(query);
  const [choice, setChoice] = useState<ProductChoice | null>(null);
  const [step, setStep] = useState<'auswahl' | 'pruefen'>('auswahl');
  const [done, setDone] = useState<OrderDone | null>(null);
  // the date picker loads beside the offers: the form shows with it, not with a stand-in swapped out under typing
  useEffect(preloadDatePicker, []);
  // one order at a time: "Angaben ändern" and a second submit are refused while one is on its way
  const sending = useRef(false);
  // and once per contract and kind across Back, reload and a second visit
  const once = useOrderOnce(kind, contract.contractId);
  // in mode „nur bei kritischen Änderungen“ an order asks for a code first; the order API takes no session, so
  // the order carries the confirmed code's proof (the backend refuses it without)
  const stepUp = useStepUp('bestellung');
  // the choice survives a session expiry in memory; gone once the order is done
  const draftId = `bestellung.${kind}.${contract.contractId}`;
  const finish = (result: OrderDone) => {
    discardDraft(draftId);
    setDone(result);
  };
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

  if (done) return <OrderDoneView done={done} moveRows={moveRows} />;
  if (once.screen.view !== 'form')
    return (
      <PageScaffold>
        <OrderOnceNotice screen={once.screen} kind={kind} />
      </PageScaffold>
    );

  const order = async (terms: OrderTerms, agreed: boolean): Promise<SubmitResult> => {
    if (sending.current) return undefined;
    if (!iban) return { [FORM_ERROR]: t('iban.missing') };
    sending.current = true;
    try {
      if (send) {
        const sent = await stepUp.send(() => once.run((key) => send(terms, key, agreed)));
        finish({ ...sent, summary: summaryOf(terms, extraRows, sent.auftrag) });
        return undefined;
      }
      const bundle = await dispatch(prepareOrderBundle({ vertragsId: contract.contractId, verbrauchsstelle })).unwrap();
      const port = kind === 'mobilfunk' ? portierungAuftrag(choice?.portierung) : null;
      // beyond the spec: the port travels with the order (test/backend/README.md)
      const request: OrderRequest & { portierung?: NonNullable<typeof port>['payload'] } = {
        ...bundle,
        clientId: query.clientId,
        bestellart: kind,
        ...orderTermsPayload(terms, agreed),
        downgradeAllowed: route.downgradeAllowed,
        ...(kind === 'spezialangebot' && specialOffer ? { angebotId: specialOffer.id } : {}),
        ...(umzug ? { umzugsdatum: umzug.umzugsdatum } : {}),
        ...(port ? { portierung: port.payload } : {}),
      };
      const answer = await stepUp.send((proof) =>
        once.run((key) =>
          dispatch(
            bestellungApi.endpoints.bestellen.initiate(withStepUpProof(withIdempotencyKey(request, key), proof)),
          ).unwrap(),
        ),
      );
      // the answer's details are optional (§7 does not show them): the number only when there is one
      const nr = answer.auftragsnummer ? ` ${t('successNr', { nr: answer.auftragsnummer })}` : '';
      // sent without hmac: the backend holds it for review; the portal knows it without the answer's status
      const held = answer.status === 'in_pruefung' || !request.hmac;
      finish({
        message: `${t('success')}${nr}`,
        hint: held ? t('successHeld') : t('successHint'),
        summary: summaryOf(terms, extraRows, answer),
      });
      return undefined;
    } catch (error) {
      if (error instanceof AlreadyRunning) return { [FORM_ERROR]: t('auftraege:orderOnce.alreadyRunning') };
      return stepUpCancelledError(error, t) ?? submitErrorOf(error, t('submitFailed'));
    } finally {
      sending.current = false;
    }
  };

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
        {(data) => {
          const offer = offerFor({
            kind,
            contract,
            produkte: data.produkte,
            downgradeAllowed: route.downgradeAllowed,
            atContractAddress: atContractAddress(route, contract),
            specialOffer,
            technologie: data.technologie || route.technologie,
          });
          const fixed = offer.fixedProduct ?? undefined;
          if (kind === 'option' && !fixed) return <ErrorMessage error={null} fallbackKey="bestellung:noOffers" />;
          if (fixed && fixed.options.length === 0)
            return <ErrorMessage error={null} fallbackKey="bestellung:allBooked" />;
          if (!fixed && offer.produkte.length === 0) {
            const key = kind === 'spezialangebot' ? 'noSpecialOffer' : 'noOffers';
            return <ErrorMessage error={null} fallbackKey={`bestellung:${key}`} />;
          }
          const produkt = fixed ?? offer.produkte.find((p) => p.id === choice?.produktId);
          // THE terms of this order: every price and term below, and the payload, read them
          const termsOf = (p: OfferedProdukt, optionen: ProduktOption[], start = ''): OrderTerms =>
            orderTerms({
              kind,
              contract,
              produkt: p,
              bookedOptions: offer.bookedOptions,
              chosen: optionen,
              start,
              today: toServerDate(today()),
            });
          const chosenTerms =
            choice && produkt
              ? termsOf(
                  produkt,
                  produkt.options.filter((o) => choice.optionen[o.id]),
                  choice.wunschtermin,
                )
              : null;
          const booked = (data.produkte.find((p) => p.produktnummer === contract.number)?.options ?? [])
            .filter((o) => offer.bookedOptionIds.includes(o.id))
            .map((o) => o.name);
          return step === 'auswahl' || !chosenTerms ? (
            <>
              <Typography variant="h5" component="h2">
                {auswahlHeading(t, auswahlParts({ produkte: offer.produkte, fixedProduct: fixed, withDate: !umzug }))}
              </Typography>
              {booked.length > 0 && (
                <Typography sx={{ mt: 1 }}>{t('options.booked', { names: booked.join(', ') })}</Typography>
              )}
              <ProductStep
                draftId={draftId}
                termsOf={termsOf satisfies TermsOf}
                produkte={offer.produkte}
                fixedProduct={fixed}
                initial={
                  choice ?? {
                    produktId: fixed?.id ?? offer.preselectedId ?? '',
                    optionen: {},
                    wunschtermin: umzug?.umzugsdatum ?? '',
                  }
                }
                withDate={!umzug}
                withPorting={kind === 'mobilfunk'}
                onDone={(c) => {
                  // a move (codes 2, 3, 4) is ordered for its move date: it is not asked again
                  setChoice({ ...c, wunschtermin: umzug ? umzug.umzugsdatum : c.wunschtermin });
                  setStep('pruefen');
                }}
              />
            </>
          ) : (
            <>
              <Typography variant="h5" component="h2">
                {t('step.pruefen')}
              </Typography>
              <ReviewStep
                kundendaten={kundendaten}
                // a move's date is in its own rows (moveRows), not a second time as „Wunschtermin“
                summary={summaryOf(chosenTerms, extraRows)}
                verbrauchsstelle={verbrauchsstelle}
                wohnadresse={customerAddress(kundendaten)}
                rechnung={invoiceAddress(kundendaten)}
                iban={iban}
                downgradeAllowed={route.downgradeAllowed}
                onBack={() => {
                  if (!sending.current) setStep('auswahl');
                }}
                onOrder={(agreed) => order(chosenTerms, agreed)}
              />
            </>
          );
        }}
      </QueryState>
      {stepUp.dialog}
    </PageScaffold>
  );
}
