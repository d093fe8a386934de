/** @jest-environment node */
// „Rufnummer mitnehmen“ with a mobile order: what the order API accepts, and the date it records.
import { portierungInOf } from './lib/portierungIn.mjs';

const HEUTE = '2026-11-28';
const port = (p = {}) => ({
  bestellart: 'mobilfunk',
  portierung: {
    anbieter: 'Vodafone',
    rufnummer: '0151 23456789',
    wann: 'vertragsende',
    vertragsende: '2026-12-31',
    einwilligung: true,
    ...p,
  },
});

test('a port at the old contract end moves on the first working day after it', () => {
  expect(portierungInOf(port(), HEUTE)).toEqual({
    anbieter: 'Vodafone',
    rufnummer: '0151 23456789',
    wann: 'vertragsende',
    vertragsende: '2026-12-31',
    termin: '2027-01-04',
    spaetestens: '2027-01-05',
  });
  expect(portierungInOf(port({ wann: 'sofort', vertragsende: 'egal' }), HEUTE)).toMatchObject({
    vertragsende: null,
    termin: '2026-12-02',
  });
});

test('no port: null; a port without consent, number or valid date: 400, nothing recorded', () => {
  expect(portierungInOf({ bestellart: 'mobilfunk' }, HEUTE)).toBeNull();
  const refused = (body) => {
    try {
      portierungInOf(body, HEUTE);
      return null;
    } catch (e) {
      return [e.statusCode, e.message];
    }
  };
  expect(refused(port({ einwilligung: false }))).toEqual([400, expect.stringContaining('Einwilligung fehlt')]);
  expect(refused(port({ einwilligung: 'true' }))?.[0]).toBe(400);
  expect(refused(port({ rufnummer: 'abc' }))?.[0]).toBe(400);
  expect(refused(port({ anbieter: '' }))?.[0]).toBe(400);
  expect(refused(port({ wann: 'morgen' }))?.[0]).toBe(400);
  expect(refused(port({ vertragsende: '2027-06-30' }))).toEqual([400, expect.stringContaining('120 Tage')]);
  expect(refused(port({ vertragsende: '2026-10-01' }))).toEqual([
    400,
    expect.stringContaining('nicht mehr mitgenommen'),
  ]);
  expect(refused({ ...port(), bestellart: 'produktwechsel' })).toEqual([
    400,
    expect.stringContaining('Mobilfunkvertrag'),
  ]);
  expect(refused({ bestellart: 'mobilfunk', portierung: 'ja' })?.[0]).toBe(400);
});
