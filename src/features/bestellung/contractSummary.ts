import type { TFunction } from 'i18next';
import { LEGAL_LINKS, type LegalLink, WITHDRAWAL_ADDRESSEE, WITHDRAWAL_DAYS } from '../../config/legal';
import { formatDateTime, formatDate } from '../../lib/dates';
import type { OrderTerms } from './orderTerms';
import { beforeText, concernsText, minimumTermValue, monthlyText, noticeText, oneOffValue } from './termsText';
// the texts of the „bestellung:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/bestellung';

/**
 * THE content rule of the pre-contract information (TKG § 54 contract summary, Art. 246a EGBGB withdrawal
 * information): the screen, the confirmation and the PDF show the same rows, all read from the order's terms
 * (orderTerms). A value the backend does not name is "keine Angabe", never a guess.
 */
export type SummaryKey =
  | 'auftragsnummer'
  | 'bestelltAm'
  | 'anbieter'
  | 'betrifft'
  | 'produkt'
  | 'optionen'
  | 'gebucht'
  | 'bisher'
  | 'monatlich'
  | 'einmalig'
  | 'laufzeit'
  | 'kuendigung'
  | 'download'
  | 'upload'
  | 'termin';

export interface SummaryRow {
  /** which fact the row names (the confirmation picks by it); rows of the flow itself have none */
  key?: SummaryKey;
  label: string;
  value: string;
}

export interface SummaryInput {
  terms: OrderTerms;
  /** false: the start is named by the flow's own rows (a move's date), not as „Wunschtermin“ */
  withStart?: boolean;
  /**
   * after the order: its reference number and receipt time (and the key of its public withdrawal, if sent);
   * `vorgang`: the number is a Vorgangsnummer (a move's UZ-…), not an order's Auftragsnummer (docs/glossary.md)
   */
  auftrag?: { auftragsnummer: string; eingangAm: string; auftragsschluessel?: string; vorgang?: boolean };
  /** rows of the flow itself, e.g. the new address and the date of a move */
  extraRows?: SummaryRow[];
}

/** Products without a data connection (energy): no speeds in their summary. */
const WITHOUT_SPEEDS = new Set(['energie']);

export const isInternetProduct = (p: { technologie: string }) => !WITHOUT_SPEEDS.has(p.technologie.toLowerCase());

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The rows of the contract summary, in the order the TKG summary template lists them. */
export function contractSummaryRows({ terms, withStart = true, auftrag, extraRows }: SummaryInput, t: TFunction) {
  const none = t('bestellung:summary.keineAngabe');
  const mbit = (n: number | null | undefined) => (known(n) ? t('bestellung:summary.mbit', { value: n }) : none);
  const row = (key: SummaryKey, value: string): SummaryRow => ({ key, label: t(`bestellung:summary.${key}`), value });
  const rows: SummaryRow[] = [
    ...(auftrag?.auftragsnummer
      ? [
          {
            ...row('auftragsnummer', auftrag.auftragsnummer),
            ...(auftrag.vorgang ? { label: t('bestellung:summary.vorgangsnummer') } : {}),
          },
        ]
      : []),
    ...(auftrag?.eingangAm ? [row('bestelltAm', formatDateTime(auftrag.eingangAm))] : []),
    row('anbieter', WITHDRAWAL_ADDRESSEE.name),
    row('betrifft', concernsText(t, terms)),
    row('produkt', terms.tarif.name),
    row(
      'optionen',
      terms.optionen.length ? terms.optionen.map((o) => o.name).join(', ') : t('bestellung:summary.keine'),
    ),
    ...(terms.keptOptionen.length ? [row('gebucht', terms.keptOptionen.map((o) => o.name).join(', '))] : []),
    ...(terms.concerns.type === 'contract' ? [row('bisher', beforeText(t, terms))] : []),
    row('monatlich', monthlyText(t, terms)),
    row('einmalig', oneOffValue(t, terms.oneOff)),
    row('laufzeit', minimumTermValue(t, terms)),
    row('kuendigung', noticeText(t, terms)),
    ...(isInternetProduct(terms.tarif)
      ? [row('download', mbit(terms.tarif.downloadMbit)), row('upload', mbit(terms.tarif.uploadMbit))]
      : []),
  ];
  if (withStart && terms.start) rows.push(row('termin', formatDate(terms.start)));
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
export const withdrawalForm = (t: TFunction, terms: OrderTerms) =>
  t('bestellung:widerruf.formular', {
    returnObjects: true,
    ...WITHDRAWAL_ADDRESSEE,
    produkt: terms.tarif.name,
  }) as string[];

/** Terms, service description, price list: label and address. */
export const legalLinks = (t: TFunction) =>
  (Object.keys(LEGAL_LINKS) as LegalLink[]).map((key) => ({
    key,
    label: t(`bestellung:rechtliches.${key}`),
    href: LEGAL_LINKS[key],
  }));
