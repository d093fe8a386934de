import type { Vertrag } from '../../api/types';
import { formatDate } from '../../lib/dates';
import { houseNumber } from '../../lib/address';
import { csvAmount, toCsv } from '../rechnungen/csv';

export interface ContractCsvLabels {
  contractId: string;
  name: string;
  category: string;
  number: string;
  phoneNumbers: string;
  street: string;
  zipcode: string;
  city: string;
  status: string;
  startDate: string;
  monthlyPrice: string;
  /** the shown words of a category and a status (i18n) */
  categoryText: (contract: Vertrag) => string;
  statusText: (contract: Vertrag) => string;
}

/**
 * The contracts as filtered and sorted on screen, one row each, for a spreadsheet (the CSV rules of the
 * invoices: UTF-8 with BOM, semicolons, decimal comma). The address in three columns, so it can be sorted by town.
 */
export function contractsCsv(list: readonly Vertrag[], labels: ContractCsvLabels): string {
  return toCsv([
    [
      labels.contractId,
      labels.name,
      labels.category,
      labels.number,
      labels.phoneNumbers,
      labels.street,
      labels.zipcode,
      labels.city,
      labels.status,
      labels.startDate,
      labels.monthlyPrice,
    ],
    ...list.map((v) => [
      v.contractId,
      v.name,
      labels.categoryText(v),
      v.number,
      v.phoneNumbers.join(', '),
      `${v.contractStreet} ${houseNumber(v.contractStreetNumber, v.contractStreetNumberAddon)}`.trim(),
      v.contractZipcode,
      v.contractCity,
      labels.statusText(v),
      v.startDate ? formatDate(v.startDate) : '',
      csvAmount(v.monthlyPrice),
    ]),
  ]);
}
