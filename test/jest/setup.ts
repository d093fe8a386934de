import '@testing-library/jest-dom';
import { i18n } from '../../src/i18n';
import { stubMatchMedia } from './matchMedia';

// Tests assert the German texts customers see: a real i18n instance with the bundled resources.
beforeEach(async () => {
  if (i18n.language !== 'de') await i18n.changeLanguage('de');
});

// jsdom has no matchMedia; MUI asks for it (prefers-reduced-motion, breakpoints)
if (typeof window !== 'undefined' && !window.matchMedia) stubMatchMedia();
