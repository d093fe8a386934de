import { i18n } from '../../i18n';
import { remainingTimeText } from './remainingTime';
import '../../i18n/texts/session';

const t = i18n.getFixedT('de', 'session');

test.each([
  [43, '43 Sekunden'],
  [1, '1 Sekunde'],
  [0, '0 Sekunden'],
  [-3, '0 Sekunden'],
  [59.2, '1 Minute'],
  [60, '1 Minute'],
  [61, '1 Minute und 1 Sekunde'],
  [65, '1 Minute und 5 Sekunden'],
  [120, '2 Minuten'],
  [125, '2 Minuten und 5 Sekunden'],
])('%s s → %s', (seconds, text) => {
  expect(remainingTimeText(t, seconds)).toBe(text);
});

test('the dialog sentence reads naturally', () => {
  expect(t('timeoutText', { time: remainingTimeText(t, 43) })).toMatch(/^Ihre Sitzung endet in 43 Sekunden\. /);
});
