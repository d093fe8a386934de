/** House number with its addon as every address line and order query joins them (12 + 'a' → '12a'). */
export function houseNumber(number: string | null | undefined, addon: string | null | undefined): string {
  return `${number ?? ''}${addon ?? ''}`.trim();
}

/** "Anger 12a, 99084 Erfurt": one line of an address (a move's new home, an order's consumption address). */
export function addressLine(a: {
  strasse: string;
  hausnummer: string;
  hausnummernzusatz?: string | null;
  plz: string;
  ort: string;
}): string {
  return `${a.strasse} ${houseNumber(a.hausnummer, a.hausnummernzusatz)}, ${a.plz} ${a.ort}`;
}
