import type { TFunction } from 'i18next';
import { HOTLINE } from '../../config/contact';
import widerruf from '../../i18n/de/widerruf.json';
// the texts of the „widerruf:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/widerruf';

export const HOTLINE_NUMBER = HOTLINE.display;

const KNOWN = new Set(Object.keys(widerruf.bestellart));

/** What was ordered, in words: the kind of order and the product when known ("Tarifwechsel: TEAG Glasfaser 500"). */
export function bestellText(t: TFunction, bestellart: string, produkt: string): string {
  const art = t(`widerruf:bestellart.${KNOWN.has(bestellart) ? bestellart : 'andere'}`);
  return produkt ? `${art}: ${produkt}` : art;
}
