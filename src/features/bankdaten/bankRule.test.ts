import type { Bankdaten } from '../../api/types';
import { bankdaten } from '../../../test/jest/fixtures';
import { bankChangeOutcome, bankConnectionsView, canChangeBankdaten, currentBankdaten } from './bankRule';
import { groupIban } from '../../lib/validators';

const TODAY = new Date(2027, 8, 15); // 15.09.2027, local midnight

describe('bank rule (spec §4)', () => {
  it.each<[string, Bankdaten[], boolean]>([
    ['no connection', [], true],
    ['current valid since today', [bankdaten('2027-09-15')], false],
    ['current valid since yesterday', [bankdaten('2027-09-14')], true],
    ['current valid from a future day', [bankdaten('2027-10-01')], false],
    ['older entry before a future one', [bankdaten('2020-01-01'), bankdaten('2027-09-20')], false],
    ['future entry listed first, old one later', [bankdaten('2027-09-20'), bankdaten('2020-01-01')], false],
    ['two past entries', [bankdaten('2020-01-01'), bankdaten('2026-03-01')], true],
  ])('%s → change allowed: %s', (_, list, allowed) => {
    expect(canChangeBankdaten(list, TODAY)).toBe(allowed);
    expect(canChangeBankdaten(list, '2027-09-15')).toBe(allowed);
  });

  it('takes the entry with the latest validFrom as current, whatever the order', () => {
    const older = bankdaten('2024-01-01', 'DE89370400440532013000');
    const newer = bankdaten('2026-05-01', 'DE02120300000000202051');
    expect(currentBankdaten([newer, older])).toBe(newer);
    expect(currentBankdaten([older, newer])).toBe(newer);
    expect(currentBankdaten([])).toBeNull();
  });
});

describe('bankConnectionsView: in effect today vs. "gilt ab"', () => {
  const old = bankdaten('2020-01-01', 'DE89370400440532013000');
  const recent = bankdaten('2027-09-15', 'DE02120300000000202051');
  const soon = bankdaten('2027-10-01', 'DE75512108001245126199');
  const later = bankdaten('2028-01-01', 'DE12500105170648489890');
  it.each<[string, Bankdaten[], Bankdaten | null, Bankdaten[]]>([
    ['nothing stored', [], null, []],
    ['one past entry', [old], old, []],
    ['valid since today counts as in effect', [old, recent], recent, []],
    ['a future entry is upcoming, the old one stays in effect', [soon, old], old, [soon]],
    ['only a future entry', [soon], null, [soon]],
    ['two future entries, earliest first', [later, old, soon], old, [soon, later]],
  ])('%s', (_, list, inEffect, upcoming) => {
    expect(bankConnectionsView(list, TODAY)).toEqual({ inEffect, upcoming });
    expect(bankConnectionsView(list, '2027-09-15')).toEqual({ inEffect, upcoming });
  });
});

describe('groupIban', () => {
  it.each([
    ['de89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
    ['AT611904300234573201', 'AT61 1904 3002 3457 3201'],
    ['', ''],
  ])('%j → %j', (input, grouped) => expect(groupIban(input)).toBe(grouped));
});

// A past bug: every locked case read „Solange eine Änderung noch nicht wirksam ist …", also for bankheute,
// whose connection has applied since today: the 'sinceToday' row had no text of its own.
describe('bankChangeOutcome: what the customer is told', () => {
  it.each<[string, Bankdaten[], string, string, string]>([
    ['no connection', [], 'allowed', '', ''],
    ['current since yesterday', [bankdaten('2027-09-14')], 'allowed', '', ''],
    [
      'current since today (bankheute)',
      [bankdaten('2020-01-01'), bankdaten('2027-09-15')],
      'sinceToday',
      '2027-09-15',
      '2027-09-16',
    ],
    [
      'change entered for a later day',
      [bankdaten('2020-01-01'), bankdaten('2027-10-01')],
      'pending',
      '2027-10-01',
      '2027-10-02',
    ],
    ['month end', [bankdaten('2027-09-30')], 'pending', '2027-09-30', '2027-10-01'],
  ])('%s → %s', (_, list, kind, validFrom, possibleFrom) => {
    const outcome = bankChangeOutcome(list, TODAY);
    expect(outcome.kind).toBe(kind);
    expect(outcome.kind === 'allowed').toBe(canChangeBankdaten(list, TODAY));
    if (outcome.kind !== 'allowed')
      expect([outcome.validFrom, outcome.possibleFrom]).toEqual([validFrom, possibleFrom]);
  });
});
