import * as v from 'valibot';
import { amount, id } from './schemaParts';
import { withReadings } from './readings';

const schema = withReadings(
  { monthlyPrice: ['preis.monatlich', 'monatlicherPreis'], offerMonths: ['aktion.monate'] },
  v.object({ id, monthlyPrice: amount, offerMonths: v.optional(amount) }),
);

describe('withReadings: a field in other words', () => {
  it.each([
    ['its own name', { id: 1, monthlyPrice: 39.99 }, 39.99],
    ['a nested other name, as text with a decimal comma', { id: 1, preis: { monatlich: '39,99' } }, 39.99],
    ['the second other name', { id: 1, monatlicherPreis: '44.98' }, 44.98],
    ['its own name before an other one', { id: 1, monthlyPrice: 10, preis: { monatlich: '20,00' } }, 10],
    ['an own name that is null: the other one', { id: 1, monthlyPrice: null, preis: { monatlich: 5 } }, 5],
    ['none of them: null, as for any missing amount', { id: 1, preis: 'unbekannt' }, null],
  ])('%s', (_name, answer, expected) => {
    expect(v.parse(schema, answer).monthlyPrice).toBe(expected);
  });

  it('reads nested counts and leaves what the answer does not name out', () => {
    expect(v.parse(schema, { id: 7, aktion: { monate: '12' } })).toEqual({
      id: '7',
      monthlyPrice: null,
      offerMonths: 12,
    });
    expect(v.parse(schema, { id: 7 })).toEqual({ id: '7', monthlyPrice: null });
  });

  it('an answer that is no object fails as the schema does', () => {
    expect(v.safeParse(schema, null).success).toBe(false);
    expect(v.safeParse(schema, [1]).success).toBe(false);
  });
});
