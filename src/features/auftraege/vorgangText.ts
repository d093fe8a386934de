import type { TFunction } from 'i18next';
import { addressLine } from '../../lib/address';
import { formatDate, formatDateTime, formatEuro } from '../../lib/dates';
import type { Vorgang } from './auftraegeApi';
import { isMove } from './vorgangRules';
// the texts of the „auftraege:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/auftraege';

const known = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The monthly price as the backend took the order: with an offer price, the price after its months too. */
function monthlyOf(t: TFunction, x: Vorgang, monatlich: number): string {
  const months = x.aktionsmonate;
  if (!known(months) || months <= 0 || !known(x.monatlichNachAktion))
    return t('auftraege:euroMonatlich', { price: formatEuro(monatlich) });
  return t('auftraege:euroAktion', {
    price: formatEuro(monatlich),
    count: months,
    next: months + 1,
    list: formatEuro(x.monatlichNachAktion),
  });
}

/** Whether the order started a new minimum term. */
const termOf = (t: TFunction, x: Vorgang): string =>
  !x.neueMindestlaufzeit
    ? t('auftraege:laufzeitKeine')
    : known(x.mindestlaufzeitMonate)
      ? t('auftraege:laufzeitNeu', { count: x.mindestlaufzeitMonate })
      : t('auftraege:laufzeitNeuOhneDauer');

/** A move that changes the tariff as well: the move calls with a tariff, or an order that carries a move date. */
const moveWithTariff = (x: Vorgang) => isMove(x) && Boolean(x.produkt);

/**
 * The heading of a request in Meine Aufträge: its kind; a move with a tariff change names both,
 * „Umzug mit Tarifwechsel“ for an order of codes 3 and 4, „Umzug mit neuem Tarif“ for the move call with a tariff.
 */
export function vorgangTitle(t: TFunction, x: Vorgang): string {
  if (x.art === 'bestellung' && x.umzugsdatum && x.bestellart && x.bestellart !== 'umzug')
    return t('auftraege:umzugMit', { was: t(`auftraege:bestellart.${x.bestellart}`) });
  if (x.art === 'umzug' && x.produkt) return t('auftraege:bestellart.umzug');
  return x.art === 'bestellung' && x.bestellart
    ? t(`auftraege:bestellart.${x.bestellart}`)
    : t(`auftraege:art.${x.art}`);
}

/**
 * The rows of a request in Meine Aufträge: receipt, reference, contract; a move's new address and date; the
 * tariff with its monthly and one-off price where the backend names them; the date it is for.
 * A move's date is named once, as „Umzugsdatum“ (an order of codes 3 and 4 has it as its desired date too).
 */
export function vorgangRows(
  t: TFunction,
  x: Vorgang,
  vertrag: { name: string } | null | undefined,
): Array<[string, string]> {
  const move = isMove(x);
  const umzugsdatum = x.umzugsdatum || (move ? x.zum : undefined);
  const adresse = x.neueAdresse?.strasse ? x.neueAdresse : null;
  const rows: Array<[string, string] | null> = [
    [t('auftraege:eingang'), t('auftraege:uhr', { datetime: formatDateTime(x.eingangAm) })],
    // an order has an Auftragsnummer, every other request a Vorgangsnummer (docs/glossary.md)
    [t(x.art === 'bestellung' ? 'auftraege:auftragsnummer' : 'auftraege:vorgangsnummer'), x.referenz],
    // while it can be withdrawn publicly: the confirmation e-mail's key, should the e-mail be lost
    x.auftragsschluessel && x.status !== 'widerrufen'
      ? [t('auftraege:auftragsschluessel'), x.auftragsschluessel]
      : null,
    x.neuerVertrag
      ? [t('auftraege:vertrag'), t('auftraege:neuerVertrag')]
      : [
          t('auftraege:vertrag'),
          vertrag ? t('auftraege:vertragWert', { name: vertrag.name, id: x.vertragsId }) : x.vertragsId,
        ],
    adresse && [t('auftraege:neueAdresse'), addressLine(adresse)],
    umzugsdatum ? [t('auftraege:zum.umzug'), formatDate(umzugsdatum)] : null,
    x.produkt
      ? [
          t(
            moveWithTariff(x)
              ? 'auftraege:neuerTarif'
              : x.bestellart === 'option'
                ? 'auftraege:optionen'
                : 'auftraege:produkt',
          ),
          x.produkt,
        ]
      : null,
    known(x.monatlich) ? [t('auftraege:monatlich'), monthlyOf(t, x, x.monatlich)] : null,
    known(x.einmalig)
      ? [t('auftraege:einmalig'), x.einmalig === 0 ? t('auftraege:keine') : formatEuro(x.einmalig)]
      : null,
    typeof x.neueMindestlaufzeit === 'boolean' ? [t('auftraege:laufzeit'), termOf(t, x)] : null,
    !move && x.zum && x.art !== 'router' ? [t(`auftraege:zum.${x.art}`), formatDate(x.zum)] : null,
    // a PDF is not read by machine: the row says it is checked by hand
    x.protokoll ? [t('auftraege:protokoll'), t('auftraege:protokollWirdGeprueft', { name: x.protokoll.name })] : null,
  ];
  return rows.filter((row): row is [string, string] => row !== null);
}
