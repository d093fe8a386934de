/**
 * THE rule of the line that says what an order screen is about. A tariff change replaces the
 * tariff of „Ihr bisheriger Vertrag"; an add-on says what is added to what (options and a mobile line: „Zusätzlich
 * zu Ihrem Vertrag …"); the GFPlus contract is a new contract at the new address and names no other contract, so a
 * contract is never paired with an address that is not its own. Pure: keys and values for i18next.
 */
import type { OrderKind } from './offerRules';
// the texts of the „bestellung:“ keys below (the namespace registers when its module loads)
import '../../i18n/texts/bestellung';

export interface ContextLine {
  key: string;
  values: Record<string, string>;
}

export function orderContextLines(
  kind: OrderKind,
  contract: { name: string; contractId: string },
  /** the order's address (the connection's, or the GFPlus address); '' for a move, which shows its own facts */
  address: string,
): ContextLine[] {
  const own = { name: contract.name, id: contract.contractId };
  const at = address ? [{ key: 'bestellung:address', values: { address } }] : [];
  if (kind === 'vertraghinzu') return [{ key: 'bestellung:context.vertraghinzu', values: { address } }];
  if (kind === 'option') return [{ key: 'bestellung:context.option', values: own }, ...at];
  if (kind === 'mobilfunk') return [{ key: 'bestellung:context.mobilfunk', values: own }];
  return [{ key: 'bestellung:currentContract', values: own }, ...at];
}
