import { trackingErlaubnis } from './consentRule';

test.each([
  // decided, statistik, marketing, purpose → may a call leave?
  [false, false, false, 'statistik', 'offen'],
  // a stored yes without a decision cannot happen; an undecided visitor is never tracked
  [false, true, true, 'marketing', 'offen'],
  [true, false, false, 'statistik', 'nein'],
  [true, true, false, 'statistik', 'ja'],
  [true, true, false, 'marketing', 'nein'],
  [true, true, true, 'marketing', 'ja'],
] as const)('decided %s, statistik %s, marketing %s: %s → %s', (decided, statistik, marketing, zweck, erlaubnis) => {
  expect(trackingErlaubnis({ decided, statistik, marketing }, zweck)).toBe(erlaubnis);
});
