import Typography from '@mui/material/Typography';
import type { Kundendaten, OrderAddress } from '../../../api/types';
import type { SubmitResult } from '../../../components/form/AppForm';
import type { OfferedProdukt } from '../offerRules';
import { customerAddress, invoiceAddress } from '../orderBundle';
import { summaryOf } from '../orderSummary';
import type { OrderTerms } from '../orderTerms';
import { auswahlHeading, auswahlParts } from '../stepHeading';
import { type ProductChoice, ProductStep, type TermsOf } from './ProductStep';
import { ReviewStep } from './ReviewStep';
import { useBestellungT } from '../../../i18n/texts/bestellung';

/** Step „Auswahl“: tariff, options and date (a move's date is not asked: it is the move date). */
export function AuswahlStep({
  produkte,
  fixedProduct,
  bookedNames,
  termsOf,
  initial,
  draftId,
  umzugsdatum,
  withPorting,
  onChosen,
}: {
  produkte: OfferedProdukt[];
  fixedProduct?: OfferedProdukt;
  /** the options the contract already has */
  bookedNames: string[];
  termsOf: TermsOf;
  initial: ProductChoice;
  draftId: string;
  umzugsdatum?: string;
  withPorting: boolean;
  onChosen: (choice: ProductChoice) => void;
}) {
  const { t } = useBestellungT();
  const withDate = umzugsdatum === undefined;
  return (
    <>
      <Typography variant="h5" component="h2">
        {auswahlHeading(t, auswahlParts({ produkte, fixedProduct, withDate }))}
      </Typography>
      {bookedNames.length > 0 && (
        <Typography sx={{ mt: 1 }}>{t('options.booked', { names: bookedNames.join(', ') })}</Typography>
      )}
      <ProductStep
        draftId={draftId}
        termsOf={termsOf}
        produkte={produkte}
        fixedProduct={fixedProduct}
        initial={initial}
        withDate={withDate}
        withPorting={withPorting}
        // a move (codes 2, 3, 4) is ordered for its move date: it is not asked again
        onDone={(c) => onChosen({ ...c, wunschtermin: umzugsdatum ?? c.wunschtermin })}
      />
    </>
  );
}

/** Step „Prüfen“: the customer's data and the priced summary, then „zahlungspflichtig bestellen“. */
export function PruefenStep({
  kundendaten,
  terms,
  extraRows,
  verbrauchsstelle,
  iban,
  downgradeAllowed,
  onBack,
  onOrder,
}: {
  kundendaten: Kundendaten;
  terms: OrderTerms;
  /** a move's address and date, a port: in their own rows, not a second time as „Wunschtermin“ */
  extraRows: Array<[string, string]>;
  verbrauchsstelle: OrderAddress;
  iban: string | null;
  downgradeAllowed: boolean;
  onBack: () => void;
  onOrder: (agreed: boolean) => Promise<SubmitResult>;
}) {
  const { t } = useBestellungT();
  return (
    <>
      <Typography variant="h5" component="h2">
        {t('step.pruefen')}
      </Typography>
      <ReviewStep
        kundendaten={kundendaten}
        summary={summaryOf(terms, extraRows)}
        verbrauchsstelle={verbrauchsstelle}
        wohnadresse={customerAddress(kundendaten)}
        rechnung={invoiceAddress(kundendaten)}
        iban={iban}
        downgradeAllowed={downgradeAllowed}
        onBack={onBack}
        onOrder={onOrder}
      />
    </>
  );
}
