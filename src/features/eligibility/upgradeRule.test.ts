import { vertrag } from '../../../test/jest/fixtures';
import type { Vertrag } from '../../api/types';
import { decideRoute, type RoutingFacts } from './rules';
import { upgradeDecision, upgradeQuery, upgradeView } from './upgradeRule';

// the multi customer's V-100031: VDSL 100, build-out "nicht geplant", no faster technology found
const multi = vertrag({ contractId: 'V-100031', name: 'VDSL 100', number: '10100', ausbaustatus: 'nicht_geplant' });
const fertigOhneTechnik = vertrag({ contractId: 'V-2', name: 'VDSL 50', number: '10050', ausbaustatus: 'fertig' });
const dsl25 = vertrag({ contractId: 'V-3', name: 'VDSL 25000.2 PK', number: '1559713B327', ausbaustatus: 'geplant' });
const dsl25Fertig = { ...dsl25, ausbaustatus: 'fertig' as const };
const dsl25ImBau = { ...dsl25, ausbaustatus: 'im_bau' as const };
const stored = vertrag({
  contractId: 'V-4',
  name: 'VDSL 50',
  techwechselRoute: '/private/dashboard/vertrag-detail/V-4/technupgrade_bestellung?technologie=ftth',
});

/** The deep link's decision for a customer who has only this contract. */
function deepLinkOffers(contract: Vertrag, checked: string | null): boolean {
  const facts: RoutingFacts = {
    contracts: [contract],
    checks: {},
    customerType: 'privat',
    firstContractId: contract.contractId,
    organisationCustomerId: null,
    zelosDokumente: [],
    specialOffer: null,
    gfplusAdresse: null,
    techwechsel: checked ? { contractId: contract.contractId, technologie: checked } : null,
  };
  return decideRoute('technologiewechsel', facts).name === 'vertragdetail.technupgrade.bestellung';
}

// A past bug: the tab always said "eine schnellere Anschlusstechnologie [ist] möglich" and the Ausbaustatus
// tab offered the upgrade whenever the status was "fertig": rows 1 and 2 failed there.
describe.each([
  // contract, technology check, expected kind, tab says available, status shown next to the offer
  [multi, null, 'none', false, 'nicht_geplant'],
  [fertigOhneTechnik, null, 'none', false, 'fertig'],
  [fertigOhneTechnik, 'ftth', 'technologie', true, 'fertig'],
  [multi, 'l2-bsa-ugglas', 'technologie', true, 'nicht_geplant'],
  // the 25 upgrade goes to fibre: not where its build-out is only planned or under way
  [dsl25, null, 'none', false, 'geplant'],
  [dsl25ImBau, null, 'none', false, 'im_bau'],
  [dsl25Fertig, null, 'glas25', true, 'fertig'],
  [dsl25, 'ftth', 'technologie', true, 'geplant'],
  [stored, null, 'technologie', true, 'fertig'],
] as const)('Upgrade von %#', (contract, checked, kind, available, status) => {
  const decision = upgradeDecision(contract, checked);
  const view = upgradeView(contract, decision);

  it(`ist ${kind}`, () => expect(decision.kind).toBe(kind));
  it('Reiter, Ausbaustatus und Bestellseite sagen dasselbe', () => {
    expect(view.available).toBe(available);
    expect(view.ausbaustatus).toBe(status);
    const kommt = kind === 'none' && (status === 'geplant' || status === 'im_bau');
    expect(view.textKey).toBe(
      kind === 'technologie' ? `upgrade.${checked ?? 'ftth'}` : kommt ? 'upgrade.kommt' : `upgrade.${kind}`,
    );
    // planned build-out: „Benachrichtigen, sobald verfügbar“ instead of an order
    expect(view.benachrichtigen).toBe(kommt);
  });
  it('der Deep Link /technologiewechsel sagt dasselbe', () => {
    const routed = deepLinkOffers(contract, decision.kind === 'technologie' ? decision.technologie : null);
    expect(routed).toBe(available);
  });
  it('die Bestellseite bekommt die entschiedene Technologie', () => {
    const query = upgradeQuery(decision);
    expect(Object.keys(query).length > 0).toBe(available);
  });
});
