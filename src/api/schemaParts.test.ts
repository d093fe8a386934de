import * as v from 'valibot';
import { resetWarnOnce } from '../lib/warnOnce';
import {
  amount,
  count,
  customerType,
  flag,
  id,
  listOf,
  oneOf,
  optionalId,
  optionalObject,
  text,
  toCustomerType,
} from './schemaParts';

const parse = <S extends v.GenericSchema>(schema: S, value: unknown) => v.parse(schema, value);
const inObject = <S extends v.GenericSchema>(schema: S, value: Record<string, unknown>) =>
  v.parse(v.object({ x: schema }), value).x;

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWarnOnce();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('ids', () => {
  it.each([
    ['V-1', 'V-1'],
    [100001, '100001'],
    [' 42 ', '42'],
  ])('required id %p → %p (ids are compared as strings)', (input, output) => {
    expect(parse(id, input)).toBe(output);
  });
  it.each([[''], [null], [undefined], [{}], [true]])('a required id %p is unusable', (input) => {
    expect(v.safeParse(id, input).success).toBe(false);
  });
  it('a missing required id fails its object; an optional one is ""', () => {
    expect(v.safeParse(v.object({ x: id }), {}).success).toBe(false);
    expect(inObject(optionalId, {})).toBe('');
    expect(inObject(optionalId, { x: 7 })).toBe('7');
    expect(inObject(optionalId, { x: null })).toBe('');
  });
});

describe('display values', () => {
  it.each([
    [{ x: 'Erfurt' }, 'Erfurt'],
    [{ x: 99084 }, '99084'],
    [{ x: null }, ''],
    [{}, ''],
    [{ x: { a: 1 } }, ''],
  ])('text %p → %p', (input, output) => {
    expect(inObject(text, input)).toBe(output);
  });
  it.each([
    [{ x: true }, true],
    [{ x: 'true' }, true],
    [{ x: 1 }, true],
    [{ x: false }, false],
    [{ x: 'nein' }, false],
    [{}, false],
  ])('flag %p → %p', (input, output) => {
    expect(inObject(flag, input)).toBe(output);
  });
  it.each([
    [{ x: 29.99 }, 29.99],
    [{ x: '29,99' }, 29.99],
    [{ x: '29.99' }, 29.99],
    [{ x: 'viel' }, null],
    [{ x: null }, null],
    [{}, null],
  ])('amount %p → %p (null shows "-")', (input, output) => {
    expect(inObject(amount, input)).toBe(output);
  });
  it('count falls back to its default', () => {
    expect(inObject(count(900), {})).toBe(900);
    expect(inObject(count(900), { x: '600' })).toBe(600);
  });
  it('oneOf keeps known values and reads others as the fallback', () => {
    expect(inObject(oneOf(['a', 'b', 'unbekannt'], 'unbekannt'), { x: 'b' })).toBe('b');
    expect(inObject(oneOf(['a', 'b', 'unbekannt'], 'unbekannt'), { x: 'neu' })).toBe('unbekannt');
    expect(inObject(oneOf(['a', 'b', 'unbekannt'], 'unbekannt'), {})).toBe('unbekannt');
  });
  it('an optional object is null when missing or unreadable', () => {
    const schema = optionalObject(v.object({ id }));
    expect(inObject(schema, {})).toBeNull();
    expect(inObject(schema, { x: { id: '' } })).toBeNull();
    expect(inObject(schema, { x: { id: 3, extra: 1 } })).toEqual({ id: '3' });
  });
});

describe('lists', () => {
  const list = listOf(v.object({ id }), 'probe');
  it('missing or not a list → []', () => {
    expect(inObject(list, {})).toEqual([]);
    expect(inObject(list, { x: null })).toEqual([]);
    expect(inObject(list, { x: 'a' })).toEqual([]);
  });
  it('leaves out entries it cannot read, logged once', () => {
    expect(inObject(list, { x: [{ id: 1 }, { name: 'ohne id' }, { id: 'B' }, {}] })).toEqual([
      { id: '1' },
      { id: 'B' },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('customerType (spec §6: private = code 1 / privat, business = code 2 / geschaeftlich / business)', () => {
  it.each([
    [1, 'privat'],
    ['1', 'privat'],
    ['privat', 'privat'],
    [' Privat ', 'privat'],
    [2, 'business'],
    ['2', 'business'],
    ['geschaeftlich', 'business'],
    ['business', 'business'],
  ])('%p → %p without a warning', (input, output) => {
    expect(toCustomerType(input)).toBe(output);
    expect(warn).not.toHaveBeenCalled();
  });
  it.each([[3], ['firma'], [null], [undefined], [{}]])(
    'anything else (%p) is business, logged once, no crash',
    (input) => {
      expect(toCustomerType(input)).toBe('business');
      expect(toCustomerType(input)).toBe('business');
      expect(warn).toHaveBeenCalledTimes(1);
    },
  );
  it('a missing customerType in an object reads as business too', () => {
    expect(v.parse(v.object({ customerType }), {})).toEqual({ customerType: 'business' });
  });
});
