import type { Stoerung } from './stoerungSchemas';
import { hasLine, hinweise, openTicketOf, slotRange, slotsOfDay, terminChangeable } from './stoerungRules';
import stoerung from '../../i18n/de/stoerung.json';

const ticket = (over: Partial<Stoerung>): Stoerung => ({
  nummer: 'ST-1',
  vertragsId: 'V-1',
  dienst: 'internet',
  art: 'totalausfall',
  status: 'in_bearbeitung',
  gemeldetAm: '2026-12-14T08:00:00.000Z',
  letzteMeldung: null,
  voraussichtlichBehobenAm: null,
  behobenAm: null,
  technikerNoetig: false,
  termin: null,
  verpassteTermine: [],
  monatsentgelt: 29.99,
  nachrichten: [],
  ...over,
});
const termin = (datum: string) => ({ datum, fenster: 'vormittag' as const, von: '08:00', bis: '12:00' });

test.each([
  ['dsl', true],
  ['glasfaser', true],
  ['mobilfunk', false],
  ['energie', false],
  ['unbekannt', true], // the backend decides
] as const)('a %s contract is offered the line check: %p', (category, expected) => {
  expect(hasLine({ category })).toBe(expected);
});

test('the open ticket of a contract: the newest not fixed one', () => {
  const list = [
    ticket({ nummer: 'ST-3', vertragsId: 'V-2' }),
    ticket({ nummer: 'ST-2' }),
    ticket({ nummer: 'ST-1', status: 'behoben' }),
  ];
  expect(openTicketOf(list, 'V-1')?.nummer).toBe('ST-2');
  expect(openTicketOf(list.slice(2), 'V-1')).toBeNull();
});

test.each([
  // stand (Berlin), appointment day, changeable
  ['2026-12-16T22:59:00.000Z', '2026-12-17', true], // 16 Dec 23:59 Berlin: the day before
  ['2026-12-16T23:00:00.000Z', '2026-12-17', false], // 17 Dec 00:00 Berlin: the day itself
  ['2026-12-18T08:00:00.000Z', '2026-12-17', false],
])('an appointment can be changed online until the day before (stand %s, appointment %s): %p', (stand, datum, ok) => {
  expect(terminChangeable(ticket({ termin: termin(datum) }), stand)).toBe(ok);
});

test('start page: appointment tomorrow first, then missed or missing appointments, then open faults; fixed ones never', () => {
  const stand = '2026-12-16T10:00:00.000Z';
  const list = [
    ticket({ nummer: 'A' }),
    ticket({ nummer: 'B', technikerNoetig: true }),
    ticket({ nummer: 'C', technikerNoetig: true, termin: termin('2026-12-17') }),
    ticket({ nummer: 'D', technikerNoetig: true, termin: termin('2026-12-18') }),
    ticket({ nummer: 'E', technikerNoetig: true, verpassteTermine: [{ ...termin('2026-12-15'), gemeldetAm: null }] }),
    ticket({ nummer: 'F', status: 'behoben' }),
  ];
  expect(hinweise(list, stand).map((h) => [h.art, h.stoerung.nummer])).toEqual([
    ['terminMorgen', 'C'],
    ['terminVerpasst', 'E'],
    ['terminWaehlen', 'B'],
    ['offen', 'A'],
    ['offen', 'D'],
  ]);
  expect(hinweise([], stand)).toEqual([]);
});

test('slots: the windows of a day and the picker bounds', () => {
  const slots = [
    termin('2026-12-18'),
    { ...termin('2026-12-16'), fenster: 'nachmittag' as const },
    termin('2026-12-16'),
  ];
  expect(slotsOfDay(slots, '2026-12-16')).toHaveLength(2);
  expect(slotRange(slots)).toEqual({ min: '2026-12-16', max: '2026-12-18' });
  expect(slotRange([])).toBeNull();
});

test('3–5 self-help steps per service', () => {
  for (const steps of Object.values(stoerung.selbsthilfe)) {
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps.length).toBeLessThanOrEqual(5);
  }
});
