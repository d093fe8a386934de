import type { Kundendaten } from '../../api/types';

/** "Bahnhofstraße 12a, 99086 Erfurt" (number and addon written together, the postal way). */
export function formatAddress(street: string, number: string, addon: string, zipcode: string, city: string): string {
  const line1 = [street, `${number ?? ''}${addon ?? ''}`].filter(Boolean).join(' ');
  const line2 = [zipcode, city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}

/** "Dr. Jürgen Weiß" */
export function formatName(titel: string, firstname: string, lastname: string): string {
  return [titel, firstname, lastname].filter(Boolean).join(' ');
}

export function customerAddress(k: Kundendaten): string {
  return formatAddress(k.street, k.streetNumber, k.streetNumberAddon, k.zipcode, k.city);
}

/** The invoice recipient and address as lines: company or salutation + name, then the address. */
export function invoiceLines(k: Kundendaten): string[] {
  const recipient =
    k.invoiceSalutation === 'Firma'
      ? [k.invoiceCompany, formatName(k.invoiceTitle, k.invoiceFirstname, k.invoiceLastname)].filter(Boolean)
      : [
          [k.invoiceSalutation, formatName(k.invoiceTitle, k.invoiceFirstname, k.invoiceLastname)]
            .filter(Boolean)
            .join(' '),
        ];
  return [
    ...recipient,
    formatAddress(k.invoiceStreet, k.invoiceStreetNumber, k.invoiceStreetNumberAddon, k.invoiceZipcode, k.invoiceCity),
  ];
}
