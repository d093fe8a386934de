import { setClock } from '../../lib/dates';
import { resetHolidayTable } from '../../lib/holidays';
import { dayError, effectiveBounds, isDayDisabled, validateDateValue } from './dateRules';

beforeEach(() => {
  setClock(() => new Date(2027, 8, 15, 23, 59)); // Wed 15 Sep 2027, late evening
  resetHolidayTable();
});
afterAll(() => setClock(null));

describe('effectiveBounds', () => {
  it('onlyFuture starts tomorrow, a later start date wins', () => {
    expect(effectiveBounds({ onlyFuture: true }).min).toEqual(new Date(2027, 8, 16));
    expect(effectiveBounds({ onlyFuture: true, minDate: '2027-10-01' }).min).toEqual(new Date(2027, 9, 1));
    expect(effectiveBounds({ onlyFuture: true, minDate: new Date(2027, 0, 1, 12) }).min).toEqual(new Date(2027, 8, 16));
    expect(effectiveBounds({ maxDate: '2027-12-01' })).toEqual({ min: null, max: new Date(2027, 11, 1) });
  });
});

describe('dayError / isDayDisabled', () => {
  it.each([
    [new Date(2027, 8, 15), { onlyFuture: true }, { key: 'datum:tooEarly', values: { date: '16.09.2027' } }],
    [new Date(2027, 11, 2), { maxDate: '2027-12-01' }, { key: 'datum:tooLate', values: { date: '01.12.2027' } }],
    [new Date(2027, 8, 18), { disabledWeekdays: [6] }, 'datum:weekdayDisabled'],
    [new Date(2027, 9, 31), {}, { key: 'datum:holidayError', values: { date: '31.10.2027', id: 'reformationstag' } }],
    [new Date(2027, 8, 17), { onlyFuture: true, disabledWeekdays: [0, 6] }, undefined],
  ])('%p with %p', (day, rules, expected) => {
    expect(dayError(day, rules)).toEqual(expected);
    expect(isDayDisabled(day, rules)).toBe(expected !== undefined);
  });
});

describe('validateDateValue', () => {
  it('lets empty pass (required is separate) and rejects text that is no date', () => {
    expect(validateDateValue('', {})).toBeUndefined();
    expect(validateDateValue(undefined, {})).toBeUndefined();
    expect(validateDateValue('1.2.', {})).toBe('datum:invalid');
    expect(validateDateValue('2027-02-30', {})).toBe('datum:invalid');
  });

  it('checks server and German values by the same rules', () => {
    expect(validateDateValue('2027-10-03', {})).toEqual({
      key: 'datum:holidayError',
      values: { date: '03.10.2027', id: 'tagDerDeutschenEinheit' },
    });
    expect(validateDateValue(' 3.10.2027 ', {})).toEqual(validateDateValue('2027-10-03', {}));
    expect(validateDateValue('2027-10-04', { onlyFuture: true })).toBeUndefined();
  });
});
