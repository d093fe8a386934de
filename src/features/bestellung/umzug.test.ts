import type { OrderTerms } from './orderTerms';
import {
  enteredAddress,
  umzugActivityBody,
  umzugKostenOf,
  umzugRequestOf,
  umzugTarget,
  umzugWechselArtOf,
} from './umzug';
import { orderRouteProps } from './orderRoute';

const a = { strasse: 'Anger', hausnummer: '12', zusatz: 'a', plz: '99084', ort: 'Erfurt', umzugsdatum: '2030-05-02' };

test.each([
  [0, 'vertragdetail.umzugabbruch', undefined],
  [1, 'vertragdetail.umzugsofort', undefined],
  [2, 'vertragdetail.umzugwechsel', undefined],
  // a move with a tariff change: the move screen, which orders the tariff change with the move date
  [3, 'vertragdetail.umzugwechsel', 'produktwechsel'],
  [4, 'vertragdetail.umzugwechsel', 'technologiewechsel'],
  [null, 'vertragdetail.umzugabbruch', undefined],
] as const)('umzugWechsel code %s → %s (%s)', (code, name, wechsel) => {
  expect(umzugTarget(code, 'V-1', a)).toEqual({
    name,
    params: { id: 'V-1' },
    query: {
      plz: '99084',
      ort: 'Erfurt',
      str: 'Anger',
      hnr: '12a',
      hnrZusatz: 'a',
      umzugsdatum: '2030-05-02',
      wechsel,
      umzugKosten: undefined,
    },
  });
});

test.each([
  [{ code: 1, einmaligeKosten: 0 }, '0', 0],
  [{ code: 1, einmaligeKosten: 29.99 }, '29.99', 29.99],
  [{ code: 1, einmaligeKosten: null }, undefined, null],
  [{ code: 1 }, undefined, null],
  // only the move that keeps the contract carries the cost of the move
  [{ code: 2, einmaligeKosten: 0 }, undefined, null],
] as const)('the move cost of %j travels as umzugKosten=%s and reads back as %s', (answer, query, cost) => {
  const target = umzugTarget(answer, 'V-1', a);
  expect(target.query?.umzugKosten).toBe(query);
  const route = orderRouteProps('V-1', new URLSearchParams(query === undefined ? '' : `umzugKosten=${query}`));
  expect(umzugKostenOf(route)).toBe(cost);
});

test.each([
  ['', null],
  ['abc', null],
  ['-5', null],
  ['49.99', 49.99],
])('umzugKosten=%j reads as %s (never a guess)', (value, cost) => {
  expect(umzugKostenOf(orderRouteProps('V-1', new URLSearchParams({ umzugKosten: value })))).toBe(cost);
});

test.each([
  ['produktwechsel', 'produktwechsel'],
  ['technologiewechsel', 'technologiewechsel'],
  ['treueangebot', null],
  [undefined, null],
] as const)('wechsel=%s is the tariff change %s', (value, art) => {
  expect(umzugWechselArtOf(value)).toBe(art);
});

test('back from the review: the address step gets what was entered', () => {
  const route = orderRouteProps(
    'V-1',
    new URLSearchParams('plz=99084&ort=Erfurt&str=Anger&hnr=12a&hnrZusatz=a&umzugsdatum=2030-05-02'),
  );
  expect(enteredAddress(route)).toEqual(a);
  expect(enteredAddress(orderRouteProps('V-1', new URLSearchParams('')))).toBeUndefined();
});

test('move request from the route values splits number and addon again', () => {
  const route = orderRouteProps(
    'V-1',
    new URLSearchParams('plz=99084&ort=Erfurt&str=Anger&hnr=12a&hnrZusatz=a&umzugsdatum=2030-05-02'),
  );
  expect(umzugRequestOf(route)).toEqual({
    umzugsdatum: '2030-05-02',
    plz: '99084',
    ort: 'Erfurt',
    strasse: 'Anger',
    hausnummer: '12',
    hausnummernzusatz: 'a',
  });
  expect(umzugRequestOf(orderRouteProps('V-1', new URLSearchParams('plz=1')))).toBeNull();
});

test('a move with a new tariff sends the tariff, the terms shown and the agreement to a new term, no Wunschtermin', () => {
  const request = {
    umzugsdatum: '2027-01-15',
    plz: '99085',
    ort: 'Erfurt',
    strasse: 'Anger',
    hausnummer: '5',
    hausnummernzusatz: '',
  };
  // VDSL 100 down to VDSL 50 with the booked options: a new term of 24 months from the move date
  const terms: OrderTerms = {
    kind: 'umzug',
    concerns: { type: 'contract', contractId: 'V-100031', name: 'VDSL 100' },
    tarif: { name: 'VDSL 50', technologie: 'vdsl', downloadMbit: 50, uploadMbit: 10 },
    produktId: 'PRD-10050',
    optionen: [],
    keptOptionen: [],
    monthlyBefore: 48.96,
    monthly: 43.96,
    addedMonthly: 0,
    promo: null,
    oneOff: 49.99,
    minimumTerm: { isNew: true, months: 24, runsUntil: '2029-01-14', needsAgreement: true },
    noticeMonths: 1,
    start: '2027-01-15',
  };
  const konditionen = {
    monatlich: 43.96,
    einmalig: 49.99,
    aktionsmonate: 0,
    monatlichNachAktion: 43.96,
    neueMindestlaufzeit: true,
    neuerVertrag: false,
  };
  expect(umzugActivityBody(request, terms, true)).toEqual({
    ...request,
    produktId: 'PRD-10050',
    optionIds: [],
    konditionen,
    neueMindestlaufzeitZustimmung: '2029-01-14',
  });
  // not ticked: no agreement is sent (the backend refuses the move)
  expect(umzugActivityBody(request, terms, false)).not.toHaveProperty('neueMindestlaufzeitZustimmung');
});
