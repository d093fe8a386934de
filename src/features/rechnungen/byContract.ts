import type { Rechnung, Telefonkosten, Vertrag } from '../../api/types';
import { matcher, phoneKeys, searchKey } from '../../lib/germanSearch';

/**
 * Invoices and telephone costs of one contract: a business customer types a contract number or a
 * phone number, as in the contract list and by the same rule (lib/germanSearch). The contracts' keys are built
 * once per contract list.
 */

interface Keys {
  text: string;
  phones: string;
}

const indexes = new WeakMap<readonly Vertrag[], Map<string, Keys>>();

function contractKeys(contracts: readonly Vertrag[]): Map<string, Keys> {
  let keys = indexes.get(contracts);
  if (!keys) {
    keys = new Map(
      contracts.map((c) => [
        c.contractId,
        { text: searchKey([c.contractId, c.name, ...c.phoneNumbers]), phones: phoneKeys(c.phoneNumbers) },
      ]),
    );
    indexes.set(contracts, keys);
  }
  return keys;
}

/** A record's test: its contract's keys plus its own texts (an invoice number) and phone numbers. */
function recordMatcher(contracts: readonly Vertrag[], query: string) {
  const matches = matcher(query);
  const keys = contractKeys(contracts);
  return (contractId: string | undefined, own: string[], ownPhones: string[] = []) => {
    const k = contractId ? keys.get(contractId) : undefined;
    const text = [searchKey(own), k?.text ?? searchKey([contractId])].join('\u0001');
    return matches(text, [phoneKeys(ownPhones), k?.phones ?? ''].join('\u0001'));
  };
}

/** Invoices whose contract (number, tariff, phone number) or own number matches; the same array without a query. */
export function invoicesOfContract(
  invoices: readonly Rechnung[],
  contracts: readonly Vertrag[],
  query: string,
): readonly Rechnung[] {
  if (!query.trim()) return invoices;
  const test = recordMatcher(contracts, query);
  return invoices.filter((r) => test(r.contractId, [r.number]));
}

/** Telephone costs of the connections whose contract or phone number matches; the same array without a query. */
export function costsOfContract(
  costs: readonly Telefonkosten[],
  contracts: readonly Vertrag[],
  query: string,
): readonly Telefonkosten[] {
  if (!query.trim()) return costs;
  const test = recordMatcher(contracts, query);
  return costs.filter((t) => test(t.contractId, [], [t.phoneNumber]));
}

/** More than one contract among the records: only then is a contract filter of use. */
export const namesSeveralContracts = (records: ReadonlyArray<{ contractId?: string }>) =>
  new Set(records.map((r) => r.contractId)).size > 1;
