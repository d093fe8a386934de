import type { TFunction } from 'i18next';
import { berlinDateTime, formatDateTime } from '../../lib/dates';
import { bestellText } from './widerrufTexts';
import type { Beleg } from './widerrufSchemas';
// the texts of the „widerruf:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/widerruf';

/** The content of the declaration as label/value rows (screen and PDF); a value the answer lacks is left out. */
export function belegZeilen(beleg: Beleg, t: TFunction): Array<[string, string]> {
  const eingang = berlinDateTime(beleg.eingangAm);
  const name = `${beleg.vorname} ${beleg.nachname}`.trim();
  const rows: Array<[string, string]> = [
    [t('widerruf:belegnummer'), beleg.belegnummer],
    [t('widerruf:eingang'), eingang ? t('widerruf:eingangWert', eingang) : ''],
    [
      t('widerruf:erklaerungKurz'),
      t('widerruf:erklaerung', {
        what: bestellText(t, beleg.bestellart, beleg.produkt),
        auftrag: beleg.auftragsnummer,
      }),
    ],
    [
      t('widerruf:bestelltAm'),
      beleg.bestelltAm ? t('widerruf:uhr', { datetime: formatDateTime(beleg.bestelltAm) }) : '',
    ],
    // a new contract is no change of the contract it was ordered from: the receipt does not name that one
    [
      t('widerruf:vertrag'),
      beleg.neuerVertrag
        ? t('widerruf:neuerVertrag', { produkt: beleg.produkt || t('widerruf:neuerVertragOhneName') })
        : beleg.vertragsId,
    ],
    [t('widerruf:name'), name],
    [t('widerruf:kundennummer'), beleg.kundennummer],
    [t('widerruf:emailKurz'), beleg.email],
  ];
  return rows.filter(([, value]) => value !== '' && value !== '-');
}
