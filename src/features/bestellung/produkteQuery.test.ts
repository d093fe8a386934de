import { vertrag } from '../../../test/jest/fixtures';
import { orderRouteProps } from './orderRoute';
import { atContractAddress, produkteQueryOf, verbrauchsstelleOf } from './produkteQuery';
import { umzugRequestOf, umzugTarget } from './umzug';
import { hrefFor } from '../../config/paths';

const contract = vertrag({ contractId: 'V-1', number: '10050', contractAddressExternalId: 'EXT-OLD' });
const neu = { strasse: 'Anger', hausnummer: '12', zusatz: 'a', plz: '99086', ort: 'Erfurt', umzugsdatum: '2030-05-02' };

/** The follow-up screen's route values, as the router hands them over after the availability check. */
function followUp(code: 2 | 3 | 4) {
  const target = umzugTarget(code, 'V-1', neu, { clientId: 'c', kundentypId: '1' });
  const href = hrefFor(target.name, target.params, target.query);
  return orderRouteProps('V-1', new URL(href, 'http://x').searchParams);
}

describe.each([
  [2, 'umzug'],
  [3, 'produktwechsel'],
  [4, 'technologiewechsel'],
] as const)('move follow-up code %i (%s)', (code, kind) => {
  const route = followUp(code);

  test('keeps the new address and the move date', () => {
    expect(umzugRequestOf(route)).toEqual({
      umzugsdatum: '2030-05-02',
      plz: '99086',
      ort: 'Erfurt',
      strasse: 'Anger',
      hausnummer: '12',
      hausnummernzusatz: 'a',
    });
    expect(verbrauchsstelleOf(route, contract)).toEqual({
      strasse: 'Anger',
      hausnummer: '12a',
      plz: '99086',
      ort: 'Erfurt',
    });
  });

  test('asks for products at the new address, never with the old address’s external id', () => {
    const q = produkteQueryOf(kind, route, contract, 'privat', 'K-1');
    expect(q).toMatchObject({ strasse: 'Anger', hausnummer: '12a', plz: '99086', ort: 'Erfurt', bestellart: kind });
    expect(q.contractAddressExternalId).toBeUndefined();
  });

  test('the old address’s build-out status does not decide the offer', () => {
    expect(atContractAddress(route, contract)).toBe(false);
  });
});

test('an order at the contract address: external id sent, build-out status applies', () => {
  const route = orderRouteProps('V-1', new URLSearchParams());
  expect(produkteQueryOf('produktwechsel', route, contract, 'privat', null).contractAddressExternalId).toBe('EXT-OLD');
  expect(atContractAddress(route, contract)).toBe(true);
});

test('the GFPlus address is another address: its build-out is not the contract’s', () => {
  const route = orderRouteProps('V-1', new URLSearchParams('str=Am+Steiger&hnr=12a&plz=07745&ort=Jena'));
  expect(atContractAddress(route, contract)).toBe(false);
});
