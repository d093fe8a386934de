import { EMPTY_QUERY, filterSims, flottenCsv, flottenIndex } from './flottenListe';
import type { FlottenSim } from './simSchemas';

const sim = (n: number, over: Partial<FlottenSim> = {}): FlottenSim => ({
  id: `V-${n}-S1`,
  vertragsId: `V-${n}`,
  rufnummer: `+49 151 2000${String(n).padStart(4, '0')}`,
  iccidEnde: String(1000 + n),
  status: 'aktiv',
  art: 'sim',
  geraet: 'Smartphone',
  multiSim: false,
  kostenstelle: n % 2 ? 'KST-4110' : 'KST-4120',
  ...over,
});
const list = [sim(1), sim(2, { status: 'gesperrt' }), sim(3, { geraet: 'Außendienst-Tablet' }), sim(4)];
const index = flottenIndex(list);
const ids = (q: Partial<typeof EMPTY_QUERY>) => filterSims(index, { ...EMPTY_QUERY, ...q }).map((s) => s.vertragsId);

test.each([
  [{}, ['V-1', 'V-2', 'V-3', 'V-4']],
  [{ status: 'gesperrt' as const }, ['V-2']],
  [{ kostenstelle: 'KST-4110' }, ['V-1', 'V-3']],
  [{ q: '0151 20000003' }, ['V-3']], // the number as typed
  [{ q: '1004' }, ['V-4']], // the ICCID ending
  [{ q: 'aussendienst' }, ['V-3']], // umlauts spelled out
  [{ q: 'kst-4120', status: 'aktiv' as const }, ['V-4']],
])('filter %j → %j', (q, expected) => expect(ids(q)).toEqual(expected));

test('cost centres for the filter, sorted and once each', () => {
  expect(index.kostenstellen).toEqual(['KST-4110', 'KST-4120']);
});

test('CSV: ICCID ending, number, state, cost centre (with contract and device)', () => {
  const csv = flottenCsv([list[1]], {
    iccidEnde: 'ICCID-Ende',
    rufnummer: 'Rufnummer',
    status: 'Status',
    kostenstelle: 'Kostenstelle',
    vertrag: 'Vertrag',
    geraet: 'Gerät',
    statusText: (s) => s.status,
  });
  expect(csv).toBe(
    '\uFEFFICCID-Ende;Rufnummer;Status;Kostenstelle;Vertrag;Gerät\r\n1002;+49 151 20000002;gesperrt;KST-4120;V-2;Smartphone\r\n',
  );
});
