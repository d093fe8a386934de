import type { TFunction } from 'i18next';
import { HOTLINE } from '../../config/contact';
import { registerMessages } from '../../i18n';
import widerruf from '../../i18n/de/widerruf.json';

registerMessages('widerruf', widerruf);

export const HOTLINE_NUMBER = HOTLINE.display;

/** A backend without these calls (404): every entry point explains the written way and the hotline instead. */
export const isMissingCall = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { status?: unknown }).status === 404;

const KNOWN = new Set(Object.keys(widerruf.bestellart));

/** What was ordered, in words: the kind of order and the product when known ("Tarifwechsel: TEAG Glasfaser 500"). */
export function bestellText(t: TFunction, bestellart: string, produkt: string): string {
  const art = t(`widerruf:bestellart.${KNOWN.has(bestellart) ? bestellart : 'andere'}`);
  return produkt ? `${art}: ${produkt}` : art;
}
