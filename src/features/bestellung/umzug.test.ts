import { umzugRequestOf, umzugTarget } from './umzug';
import { orderRouteProps } from './orderRoute';

const a = { strasse: 'Anger', hausnummer: '12', zusatz: 'a', plz: '99084', ort: 'Erfurt', umzugsdatum: '2030-05-02' };

test.each([
  [0, 'vertragdetail.umzugabbruch'],
  [1, 'vertragdetail.umzugsofort'],
  [2, 'vertragdetail.umzugwechsel'],
  [3, 'vertragdetail.produktwechsel.bestellung'],
  [4, 'vertragdetail.technupgrade.bestellung'],
] as const)('umzugWechsel code %i → %s', (code, name) => {
  expect(umzugTarget(code, 'V-1', a)).toEqual({
    name,
    params: { id: 'V-1' },
    query: { plz: '99084', ort: 'Erfurt', str: 'Anger', hnr: '12a', hnrZusatz: 'a', umzugsdatum: '2030-05-02' },
  });
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
