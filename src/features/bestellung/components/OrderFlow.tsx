import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderAddress, OrderRequest, OrderResponse, Produkt, Vertrag } from '../../../api/types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { QueryState } from '../../../components/feedback/QueryState';
import { SuccessMessage } from '../../../components/feedback/SuccessMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { submitErrorOf } from '../../../components/form/AppForm';
import { CLIENT_IDS } from '../../../config/constants';
import { hnrOf, kundentypIdOf } from '../../eligibility/rules';
import { bestellungApi, useProdukteQuery, type ProdukteQuery } from '../bestellungApi';
import { currentBankdaten, customerAddress, invoiceAddress, prepareOrderBundle } from '../orderBundle';
import type { OrderRouteProps } from '../orderRoute';
import { SummaryPdfButton } from './PreContractInfo';
import { ProductStep, type ProductChoice } from './ProductStep';
import { formatAddress, ReviewStep } from './ReviewStep';

export type Bestellart = OrderRequest['bestellart'];

const DEFAULT_CLIENT: Record<Bestellart, string> = {
  produktwechsel: CLIENT_IDS.produktwechsel,
  treueangebot: CLIENT_IDS.treueangebot,
  technologiewechsel: CLIENT_IDS.main,
  vertraghinzu: CLIENT_IDS.vertraghinzuGfplus,
  mobilfunk: CLIENT_IDS.mobilfunk,
  option: CLIENT_IDS.main,
  umzug: CLIENT_IDS.main,
  vertragswechsel: CLIENT_IDS.produktwechsel,
  spezialangebot: CLIENT_IDS.produktwechsel,
};

/** The order's consumption address: the route's address (GFPlus, new home) or the contract's. */
export function verbrauchsstelleOf(route: OrderRouteProps, contract: Vertrag): OrderAddress {
  if (route.str && route.plz && route.ort)
    return { strasse: route.str, hausnummer: route.hnr ?? '', plz: route.plz, ort: route.ort };
  return {
    strasse: contract.contractStreet,
    hausnummer: hnrOf(contract.contractStreetNumber, contract.contractStreetNumberAddon),
    plz: contract.contractZipcode,
    ort: contract.contractCity,
  };
}

/** GET produkte parameters of §7, or the glass-fibre-upgrade variant when the route asks for it. */
export function produkteQueryOf(
  kind: Bestellart,
  route: OrderRouteProps,
  contract: Vertrag,
  customerType: 'privat' | 'business',
  organisationCustomerId: string | null,
): ProdukteQuery {
  const a = verbrauchsstelleOf(route, contract);
  const base = {
    strasse: a.strasse,
    hausnummer: a.hausnummer,
    plz: a.plz,
    ort: a.ort,
    clientId: route.clientId ?? DEFAULT_CLIENT[kind],
    kundentypId: route.kundentypId ?? kundentypIdOf(customerType),
    bestellart: kind,
  };
  if (route.glasUpgradeFrom) {
    return {
      ...base,
      glasUpgradeFrom: route.glasUpgradeFrom,
      kundeOrganiceId: organisationCustomerId ?? '',
      bisherigesProdukt: contract.number,
    };
  }
  return {
    ...base,
    contractAddressExternalId: contract.contractAddressExternalId,
    technologie: route.technologie,
    techwechsel: kind === 'technologiewechsel' || undefined,
  };
}

/**
 * Without downgrade, only products at least as expensive as the current contract are offered. A price
 * that is not known on either side cannot show a downgrade: such products stay on offer.
 */
export const offerable = (produkte: Produkt[], contract: Vertrag, downgradeAllowed: boolean) =>
  downgradeAllowed
    ? produkte
    : produkte.filter(
        (p) => p.monthlyPrice === null || contract.monthlyPrice === null || p.monthlyPrice >= contract.monthlyPrice,
      );

/**
 * An order screen (children of vertrag-detail/{id}): offers → choice → review and summary → order.
 * `addOn`: the customer keeps the product and only adds options (the contract add-on order).
 */
export function OrderFlow({
  kind,
  route,
  addOn = false,
}: {
  kind: Bestellart;
  route: OrderRouteProps;
  addOn?: boolean;
}) {
  const { t } = useTranslation('bestellung');
  const contract = useAppSelector((s) => s.contracts.list.find((c) => c.contractId === route.id));
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
  return <OrderFlowFor kind={kind} route={route} contract={contract} addOn={addOn} />;
}

function OrderFlowFor({
  kind,
  route,
  contract,
  addOn,
}: {
  kind: Bestellart;
  route: OrderRouteProps;
  contract: Vertrag;
  addOn: boolean;
}) {
  const { t } = useTranslation('bestellung');
  const dispatch = useAppDispatch();
  const kundendaten = useAppSelector((s) => s.session.kundendaten)!;
  const organisationCustomerId = useAppSelector((s) => s.contracts.organisationCustomerId);
  const iban = useAppSelector((s) => currentBankdaten(s.bankdaten.list)?.accountNumberInternational ?? null);
  const query = produkteQueryOf(kind, route, contract, kundendaten.customerType, organisationCustomerId);
  const offers = useProdukteQuery(query);
  const [choice, setChoice] = useState<ProductChoice | null>(null);
  const [step, setStep] = useState<'auswahl' | 'pruefen'>('auswahl');
  const [done, setDone] = useState<{ answer: OrderResponse; produkt: Produkt; choice: ProductChoice } | null>(null);
  const verbrauchsstelle = verbrauchsstelleOf(route, contract);

  if (done) {
    return (
      <PageScaffold>
        <SuccessMessage>
          {t('success')}
          {done.answer.auftragsnummer && ` ${t('successNr', { nr: done.answer.auftragsnummer })}`}
        </SuccessMessage>
        <Typography sx={{ mb: 2 }}>{t('successHint')}</Typography>
        <SummaryPdfButton
          input={{
            produkt: done.produkt,
            optionen: done.produkt.options.filter((o) => done.choice.optionen[o.id]),
            wunschtermin: done.choice.wunschtermin,
            auftrag: done.answer,
          }}
        />
        <Link component={RouterLink} to={hrefFor('vertraege.list')}>
          {t('toContracts')}
        </Link>
      </PageScaffold>
    );
  }

  const order = async (produkt: Produkt, c: ProductChoice) => {
    try {
      const bundle = await dispatch(prepareOrderBundle({ vertragsId: contract.contractId, verbrauchsstelle })).unwrap();
      const request: OrderRequest = {
        ...bundle,
        clientId: query.clientId,
        bestellart: kind,
        produktId: produkt.id,
        optionIds: produkt.options.filter((o) => c.optionen[o.id]).map((o) => o.id),
        wunschtermin: c.wunschtermin,
        downgradeAllowed: route.downgradeAllowed,
      };
      const answer = await dispatch(bestellungApi.endpoints.bestellen.initiate(request)).unwrap();
      setDone({ answer, produkt, choice: c });
      return undefined;
    } catch (error) {
      return submitErrorOf(error, t('submitFailed'));
    }
  };

  return (
    <PageScaffold>
      <Typography>{t('currentContract', { name: contract.name, id: contract.contractId })}</Typography>
      <Typography sx={{ mb: 2 }}>{t('address', { address: formatAddress(verbrauchsstelle) })}</Typography>
      <QueryState query={offers} pendingLabel={t('offersLoading')}>
        {(data) => {
          const fixed = addOn
            ? (data.produkte.find((p) => p.produktnummer === contract.number) ?? data.produkte[0])
            : undefined;
          const produkte = offerable(data.produkte, contract, route.downgradeAllowed);
          if (!fixed && produkte.length === 0) return <ErrorMessage error={null} fallbackKey="bestellung:noOffers" />;
          const produkt = fixed ?? produkte.find((p) => p.id === choice?.produktId);
          return step === 'auswahl' || !choice || !produkt ? (
            <>
              <Typography variant="h5" component="h2">
                {t('step.auswahl')}
              </Typography>
              <ProductStep
                produkte={produkte}
                fixedProduct={fixed}
                initial={choice ?? undefined}
                onDone={(c) => {
                  setChoice(c);
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
                produkt={produkt}
                choice={choice}
                verbrauchsstelle={verbrauchsstelle}
                wohnadresse={customerAddress(kundendaten)}
                rechnung={invoiceAddress(kundendaten)}
                iban={iban}
                downgradeAllowed={route.downgradeAllowed}
                onBack={() => setStep('auswahl')}
                onOrder={() => order(produkt, choice)}
              />
            </>
          );
        }}
      </QueryState>
    </PageScaffold>
  );
}
