import type { Bankdaten } from '../../api/types';
import { bankdaten } from '../../../test/jest/fixtures';
import { canChangeBankdaten, currentBankdaten } from './bankRule';

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
