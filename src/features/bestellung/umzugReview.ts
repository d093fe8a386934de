/**
 * The review step of a move that keeps the contract (code 1): what the customer confirms before the
 * button, and how the button is labelled. Pure, table-tested; the screen (UmzugSofortPage) and its confirmation
 * show the same rows.
 */
import type { TFunction } from 'i18next';
import type { Vertrag } from '../../api/types';
import { addressLine, houseNumber } from '../../lib/address';
import { formatDate } from '../../lib/dates';
import type { UmzugRequest } from './bestellungPortalApi';
import type { SummaryRow } from './contractSummary';
// the texts of the „bestellung:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/bestellung';

type MovedContract = Pick<
  Vertrag,
  | 'contractId'
  | 'name'
  | 'contractStreet'
  | 'contractStreetNumber'
  | 'contractStreetNumberAddon'
  | 'contractZipcode'
  | 'contractCity'
  | 'minimumTermEnd'
>;

/**
 * Contract, old and new address, move date, and what stays the same (TKG § 60 Abs. 1: the contract moves without a
 * change of its term or its other terms): the tariff, and the minimum term when the contract names its end.
 */
export function umzugSofortRows(
  t: TFunction,
  vertrag: MovedContract,
  request: UmzugRequest,
  /** yyyy-MM-dd: a minimum term that has ended is not named as running */
  today: string,
): SummaryRow[] {
  const bisher = vertrag.contractStreet
    ? addressLine({
        strasse: vertrag.contractStreet,
        hausnummer: houseNumber(vertrag.contractStreetNumber, vertrag.contractStreetNumberAddon),
        plz: vertrag.contractZipcode,
        ort: vertrag.contractCity,
      })
    : '';
  return [
    {
      label: t('bestellung:recap.vertrag'),
      value: t('bestellung:recap.vertragWert', { name: vertrag.name, id: vertrag.contractId }),
    },
    ...(bisher ? [{ label: t('bestellung:umzug.review.bisher'), value: bisher }] : []),
    { label: t('bestellung:umzug.summaryAdresse'), value: addressLine(request) },
    { label: t('bestellung:umzug.summaryDatum'), value: formatDate(request.umzugsdatum) },
    {
      label: t('bestellung:umzug.review.tarif'),
      value: t('bestellung:umzug.review.tarifWert', { name: vertrag.name }),
    },
    {
      label: t('bestellung:umzug.review.laufzeit'),
      value: !vertrag.minimumTermEnd
        ? t('bestellung:umzug.review.laufzeitWert')
        : vertrag.minimumTermEnd >= today
          ? t('bestellung:umzug.review.laufzeitBis', { date: formatDate(vertrag.minimumTermEnd) })
          : t('bestellung:umzug.review.laufzeitVorbei', { date: formatDate(vertrag.minimumTermEnd) }),
    },
  ];
}

/**
 * The order button of the move (§ 312j Abs. 3 BGB): a move the availability check names as free of charge creates no
 * payment obligation, „Umzug verbindlich beauftragen“; a move with a one-off cost, or one whose cost the check does
 * not name, is labelled as one that must be paid for, „Umzug zahlungspflichtig beauftragen“.
 */
export const umzugButtonKey = (einmaligeKosten: number | null) =>
  einmaligeKosten === 0 ? 'umzug.beauftragen' : 'umzug.beauftragenZahlungspflichtig';
