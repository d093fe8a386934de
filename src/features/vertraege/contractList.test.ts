import { vertrag } from '../../../test/jest/fixtures';
import type { Vertrag } from '../../api/types';
import {
  applyQuery,
  contractIndex,
  EMPTY_QUERY,
  isFiltered,
  keyIndex,
  queryFromParams,
  queryToParams,
  withChange,
  type ContractQuery,
} from './contractList';
import { contractsCsv } from './contractsCsv';

const at = (street: string, city: string, zipcode = '07743') => ({
  contractStreet: street,
  contractStreetNumber: '1',
  contractStreetNumberAddon: '',
  contractZipcode: zipcode,
  contractCity: city,
});

const list: Vertrag[] = [
  vertrag({
    contractId: 'V-1',
    name: 'Mobilfunk Allnet M',
    category: 'mobilfunk',
    phoneNumbers: ['0151 2345678'],
    startDate: '2024-01-01',
    ...at('Löbdergraben', 'Jena'),
  }),
  vertrag({
    contractId: 'V-2',
    name: 'Business VDSL 100',
    category: 'dsl',
    status: 'gekuendigt',
    phoneNumbers: ['03641 111222'],
    startDate: '2022-05-01',
    ...at('Wagnergasse', 'Jena'),
  }),
  vertrag({
    contractId: 'V-3',
    name: 'Business VDSL 100',
    category: 'dsl',
    status: 'gekuendigt',
    phoneNumbers: ['0361 333444'],
    startDate: '2023-05-01',
    ...at('Anger', 'Erfurt', '99084'),
  }),
  vertrag({
    contractId: 'V-4',
    name: 'Ärzte-Glasfaser',
    category: 'glasfaser',
    status: 'aktiv',
    phoneNumbers: [],
    startDate: '2025-02-01',
    ...at('Steinweg', 'Mühlhausen', '99974'),
  }),
  vertrag({
    contractId: 'V-5',
    name: 'Business VDSL 100',
    category: 'dsl',
    status: 'aktiv',
    phoneNumbers: ['03641 555666'],
    startDate: '2021-05-01',
    ...at('Löbdergraben', 'Jena'),
  }),
];
const ids = (q: Partial<ContractQuery>) =>
  applyQuery(contractIndex(list), { ...EMPTY_QUERY, ...q }).map((v) => v.contractId);

describe('contractIndex', () => {
  test('built once per list (the same array gives the same index)', () => {
    expect(contractIndex(list)).toBe(contractIndex(list));
    expect(contractIndex([...list])).not.toBe(contractIndex(list));
  });
  test('towns in German order (Mühlhausen between Jena and Zella)', () => {
    expect(contractIndex(list).towns).toEqual(['Erfurt', 'Jena', 'Mühlhausen']);
  });
});

describe('applyQuery', () => {
  test('no query: every contract in the order of the answer', () =>
    expect(ids({})).toEqual(['V-1', 'V-2', 'V-3', 'V-4', 'V-5']));
  test('search by the last digits of a SIM', () => expect(ids({ q: '45678' })).toEqual(['V-1']));
  test('search by +49 form', () => expect(ids({ q: '+49 151 234' })).toEqual(['V-1']));
  test('search ae for ä, ue for ü', () => {
    expect(ids({ q: 'aerzte' })).toEqual(['V-4']);
    expect(ids({ q: 'muehlhausen' })).toEqual(['V-4']);
    expect(ids({ q: 'LOEBDERGRABEN' })).toEqual(['V-1', 'V-5']);
  });
  test('filters combine: cancelled DSL in Jena', () =>
    expect(ids({ status: 'gekuendigt', category: 'dsl', ort: 'Jena' })).toEqual(['V-2']));
  test('search and filter combine', () => expect(ids({ q: 'löbdergraben', category: 'dsl' })).toEqual(['V-5']));
  test('sort by name (German: Ä with A), ties keep the answer order', () =>
    expect(ids({ sort: 'name' })).toEqual(['V-4', 'V-2', 'V-3', 'V-5', 'V-1']));
  test('sort by start date: newest first', () =>
    expect(ids({ sort: 'beginn' })).toEqual(['V-4', 'V-1', 'V-3', 'V-2', 'V-5']));
  test('sort by address: town, street', () =>
    expect(ids({ sort: 'adresse' })).toEqual(['V-3', 'V-1', 'V-5', 'V-2', 'V-4']));
  test('5,000 contracts: keys made once (in slices), then queried', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      vertrag({
        contractId: `V-${300001 + i}`,
        phoneNumbers: [`0151 ${1000000 + i * 7}`],
        ...at(i % 2 ? 'Löbdergraben' : 'Anger', i % 2 ? 'Jena' : 'Erfurt'),
      }),
    );
    const index = contractIndex(many);
    // the keys are made ahead, in slices after the list's first paint (prepareSearch)
    expect(index.keyed).toBe(0);
    keyIndex(index, 250);
    expect(index.keyed).toBe(250);
    keyIndex(index);
    // how fast a keystroke's query is, is the bench's INP line (test/bench/business.mjs), not a timed test
    const found = applyQuery(index, { ...EMPTY_QUERY, q: 'loebdergraben', sort: 'adresse' });
    expect(found).toHaveLength(2500);
  });
});

describe('URL state', () => {
  test('round trip', () => {
    const q: ContractQuery = {
      q: 'Müller 0151',
      status: 'gekuendigt',
      category: 'dsl',
      ort: 'Jena',
      sort: 'adresse',
      page: 3,
    };
    const params = queryToParams(q);
    expect(params.toString()).toBe(
      'suche=M%C3%BCller+0151&status=gekuendigt&art=dsl&ort=Jena&sortierung=adresse&seite=3',
    );
    expect(queryFromParams(new URLSearchParams(params.toString()))).toEqual(q);
  });
  test('defaults leave no parameters', () => expect(queryToParams(EMPTY_QUERY).toString()).toBe(''));
  test('garbage falls back to none', () =>
    expect(queryFromParams(new URLSearchParams('status=weg&art=<x>&sortierung=preis&seite=-2'))).toEqual(EMPTY_QUERY));
  test('a change starts at page 1', () =>
    expect(withChange({ ...EMPTY_QUERY, page: 9 }, { status: 'aktiv' })).toEqual({ ...EMPTY_QUERY, status: 'aktiv' }));
  test('isFiltered: search or filter, not sort or page', () => {
    expect(isFiltered({ ...EMPTY_QUERY, sort: 'name', page: 2 })).toBe(false);
    expect(isFiltered({ ...EMPTY_QUERY, q: ' x ' })).toBe(true);
    expect(isFiltered({ ...EMPTY_QUERY, q: '  ' })).toBe(false);
    expect(isFiltered({ ...EMPTY_QUERY, ort: 'Jena' })).toBe(true);
  });
});

describe('contractsCsv', () => {
  const csv = contractsCsv([list[1], list[3]], {
    contractId: 'Vertragsnummer',
    name: 'Vertrag',
    category: 'Art',
    number: 'Produktnummer',
    phoneNumbers: 'Rufnummern',
    street: 'Straße',
    zipcode: 'PLZ',
    city: 'Ort',
    status: 'Status',
    startDate: 'Beginn',
    monthlyPrice: 'Monatspreis (€)',
    categoryText: (v) => v.category.toUpperCase(),
    statusText: (v) => (v.status === 'gekuendigt' ? 'Gekündigt' : 'Aktiv'),
  });
  test('BOM, German headers, semicolons, CRLF, one row per contract', () => {
    expect(
      csv.startsWith(
        '\uFEFFVertragsnummer;Vertrag;Art;Produktnummer;Rufnummern;Straße;PLZ;Ort;Status;Beginn;Monatspreis (€)\r\n',
      ),
    ).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[1].split(';').slice(0, 3)).toEqual(['V-2', 'Business VDSL 100', 'DSL']);
    expect(rows[1]).toContain(';Wagnergasse 1;07743;Jena;Gekündigt;01.05.2022;');
    expect(rows[2]).toContain('Mühlhausen');
  });
});
