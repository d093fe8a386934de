import { kundendaten } from '../../../test/jest/fixtures';
import { addressName, greetingKey } from './greeting';

test.each([
  [6, 'morning'],
  [10, 'morning'],
  [11, 'day'],
  [17, 'day'],
  [18, 'evening'],
  [2, 'evening'],
])('%p o’clock → %s', (hour, key) => expect(greetingKey(new Date(2026, 0, 1, hour))).toBe(key));

test('names', () => {
  expect(addressName(kundendaten({ salutation: 'Herr', titel: 'Dr.', lastname: 'Weiß' }))).toBe('Herr Dr. Weiß');
  expect(addressName(kundendaten({ customerType: 'business', salutation: 'Firma', company: 'Holzbau GmbH' }))).toBe(
    'Holzbau GmbH',
  );
  expect(addressName(null)).toBe('');
});
