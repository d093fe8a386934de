import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { i18n } from '../../src/i18n';
// the app loads these with the first screen beyond the first load (routeTable.ts); components tested on their
// own need them too
import '../../src/i18n/screenTexts';
import { stubMatchMedia } from './matchMedia';

// findBy*/waitFor: lazily loaded screens and the date-picker chunk take longer than the default 1 s (up to ~10 s seen with a parallel test run) on a
// busy 2-core CI machine
configure({ asyncUtilTimeout: 15000 });

// Tests assert the German texts customers see: a real i18n instance with the bundled resources.
beforeEach(async () => {
  if (i18n.language !== 'de') await i18n.changeLanguage('de');
});

// the tab's memory of order calls (features/auftraege/orderMarks.ts) starts empty in every test
beforeEach(() => {
  if (typeof window !== 'undefined') window.sessionStorage?.removeItem('kp.auftraege.laufend');
});

// jsdom has no matchMedia; MUI asks for it (prefers-reduced-motion, breakpoints)
if (typeof window !== 'undefined' && !window.matchMedia) stubMatchMedia();
