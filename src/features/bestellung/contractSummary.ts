import type { TFunction } from 'i18next';
import type { Produkt, ProduktOption } from '../../api/types';
import { LEGAL_LINKS, type LegalLink, WITHDRAWAL_ADDRESSEE, WITHDRAWAL_DAYS } from '../../config/legal';
import { formatDateTime, formatDate, formatEuro } from '../../lib/dates';
import { orderTotal } from './components/priceText';

/**
 * THE content rule of the pre-contract information (TKG § 54 contract summary, Art. 246a EGBGB withdrawal
 * information): the screen and the PDF show the same rows. A value the product data lacks is "keine Angabe",
 * never a guess.
 */
export interface SummaryRow {
  label: string;
  value: string;
}

export interface SummaryInput {
  produkt: Produkt;
  /** the options chosen for the order */
  optionen: ProduktOption[];
  /** yyyy-MM-dd */
  wunschtermin?: string;
  /** after the order: its reference number and receipt time */
  auftrag?: { auftragsnummer: string; eingangAm: string };
  /** rows of the flow itself, e.g. the new address and the date of a move */
  extraRows?: SummaryRow[];
}

/** Products without a data connection (energy): no speeds in their summary. */
const WITHOUT_SPEEDS = new Set(['energie']);

export const isInternetProduct = (p: Produkt) => !WITHOUT_SPEEDS.has(p.technologie.toLowerCase());

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The rows of the contract summary, in the order the TKG summary template lists them. */
export function contractSummaryRows(
  { produkt, optionen, wunschtermin, auftrag, extraRows }: SummaryInput,
  t: TFunction,
) {
  const none = t('bestellung:summary.keineAngabe');
  const mbit = (n: number | null | undefined) => (known(n) ? t('bestellung:summary.mbit', { value: n }) : none);
  // the same sums as the total before the order button; unknown prices: no sum is invented
  const { monthly } = orderTotal(produkt, optionen);
  const rows: SummaryRow[] = [
    ...(auftrag
      ? [
          ...(auftrag.auftragsnummer
            ? [{ label: t('bestellung:summary.auftragsnummer'), value: auftrag.auftragsnummer }]
            : []),
          ...(auftrag.eingangAm
            ? [{ label: t('bestellung:summary.bestelltAm'), value: formatDateTime(auftrag.eingangAm) }]
            : []),
        ]
      : []),
    { label: t('bestellung:summary.anbieter'), value: WITHDRAWAL_ADDRESSEE.name },
    { label: t('bestellung:summary.produkt'), value: produkt.name },
    {
      label: t('bestellung:summary.optionen'),
      value: optionen.length ? optionen.map((o) => o.name).join(', ') : t('bestellung:summary.keine'),
    },
    { label: t('bestellung:summary.monatlich'), value: known(monthly) ? formatEuro(monthly) : none },
    {
      label: t('bestellung:summary.einmalig'),
      value: known(produkt.oneTimePrice) ? formatEuro(produkt.oneTimePrice) : none,
    },
    {
      label: t('bestellung:summary.laufzeit'),
      value: known(produkt.minimumTermMonths)
        ? t('bestellung:summary.laufzeitWert', { count: produkt.minimumTermMonths })
        : none,
    },
    {
      label: t('bestellung:summary.kuendigung'),
      value: known(produkt.noticePeriodMonths)
        ? t('bestellung:summary.kuendigungWert', { count: produkt.noticePeriodMonths })
        : none,
    },
    ...(isInternetProduct(produkt)
      ? [
          { label: t('bestellung:summary.download'), value: mbit(produkt.downloadMbit) },
          { label: t('bestellung:summary.upload'), value: mbit(produkt.uploadMbit) },
        ]
      : []),
  ];
  if (wunschtermin) rows.push({ label: t('bestellung:summary.termin'), value: formatDate(wunschtermin) });
  return [...rows, ...(extraRows ?? [])];
}

/** The withdrawal information (official model text of Anlage 1 zu Art. 246a § 1 Abs. 2 EGBGB). */
export function withdrawalText(t: TFunction) {
  const to = { ...WITHDRAWAL_ADDRESSEE };
  return {
    kurz: t('bestellung:widerruf.kurz', { days: WITHDRAWAL_DAYS }),
    paragraphs: t('bestellung:widerruf.paragraphs', { returnObjects: true, ...to }) as string[],
  };
}

/** The model withdrawal form (Anlage 2 zu Art. 246a § 1 Abs. 2 EGBGB), naming the ordered product. */
export const withdrawalForm = (t: TFunction, produkt: Produkt) =>
  t('bestellung:widerruf.formular', {
    returnObjects: true,
    ...WITHDRAWAL_ADDRESSEE,
    produkt: produkt.name,
  }) as string[];

/** Terms, service description, price list: label and address. */
export const legalLinks = (t: TFunction) =>
  (Object.keys(LEGAL_LINKS) as LegalLink[]).map((key) => ({
    key,
    label: t(`bestellung:rechtliches.${key}`),
    href: LEGAL_LINKS[key],
  }));
