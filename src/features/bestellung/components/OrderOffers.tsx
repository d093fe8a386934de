import type { ReactNode } from 'react';
import type {
  Kundendaten,
  Kundenspezialangebot,
  OrderAddress,
  ProdukteResponse,
  ProduktOption,
  Vertrag,
} from '../../../api/types';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import type { SubmitResult } from '../../../components/form/AppForm';
import { today, toServerDate } from '../../../lib/dates';
import { offerFor, type OfferedProdukt, type OrderKind } from '../offerRules';
import type { OrderRouteProps } from '../orderRoute';
import { orderTerms, type OrderTerms } from '../orderTerms';
import { atContractAddress } from '../produkteQuery';
import { AuswahlStep, PruefenStep } from './OrderSteps';
import type { ProductChoice, TermsOf } from './ProductStep';
// the texts of the „bestellung:“ keys below (the namespace registers when its module loads)
import '../../../i18n/texts/bestellung';

/**
 * The offers of one answer (offerFor) and the step the customer is on: the choice, or the review of the chosen
 * terms. Without an offer to make it says why (nothing to add, all booked, no offer).
 */
export function OrderOffers({
  kind,
  route,
  contract,
  data,
  specialOffer,
  kundendaten,
  iban,
  verbrauchsstelle,
  umzugsdatum,
  extraRows,
  draftId,
  choice,
  reviewing,
  onChosen,
  onBack,
  onOrder,
}: {
  kind: OrderKind;
  route: OrderRouteProps;
  contract: Vertrag;
  data: ProdukteResponse;
  specialOffer: Kundenspezialangebot | null;
  kundendaten: Kundendaten;
  iban: string | null;
  verbrauchsstelle: OrderAddress;
  umzugsdatum?: string;
  extraRows: Array<[string, string]>;
  draftId: string;
  choice: ProductChoice | null;
  /** the customer has chosen and is on „Prüfen“ */
  reviewing: boolean;
  onChosen: (choice: ProductChoice) => void;
  onBack: () => void;
  onOrder: (terms: OrderTerms, agreed: boolean) => Promise<SubmitResult>;
}): ReactNode {
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
  if (fixed && fixed.options.length === 0) return <ErrorMessage error={null} fallbackKey="bestellung:allBooked" />;
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

  if (reviewing && chosenTerms)
    return (
      <PruefenStep
        kundendaten={kundendaten}
        terms={chosenTerms}
        extraRows={extraRows}
        verbrauchsstelle={verbrauchsstelle}
        iban={iban}
        downgradeAllowed={route.downgradeAllowed}
        onBack={onBack}
        onOrder={(agreed) => onOrder(chosenTerms, agreed)}
      />
    );
  const booked = (data.produkte.find((p) => p.produktnummer === contract.number)?.options ?? [])
    .filter((o) => offer.bookedOptionIds.includes(o.id))
    .map((o) => o.name);
  return (
    <AuswahlStep
      produkte={offer.produkte}
      fixedProduct={fixed}
      bookedNames={booked}
      termsOf={termsOf satisfies TermsOf}
      initial={
        choice ?? { produktId: fixed?.id ?? offer.preselectedId ?? '', optionen: {}, wunschtermin: umzugsdatum ?? '' }
      }
      draftId={draftId}
      umzugsdatum={umzugsdatum}
      withPorting={kind === 'mobilfunk'}
      onChosen={onChosen}
    />
  );
}
