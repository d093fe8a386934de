import { createTheme, type Theme } from '@mui/material/styles';
import { onFirstUse } from '../lib/onFirstUse';

/**
 * One theme from a few primitives; colours chosen for WCAG AA contrast on white. No MUI locale pack:
 * the few built-in texts we show (pagination labels) come from our German resources, and the pack's
 * eager Intl.NumberFormat would load ICU's data during the start-up (docs/performance.md).
 */
const createAppTheme = (): Theme =>
  createTheme({
    palette: {
      primary: { main: '#00558c', contrastText: '#ffffff' },
      secondary: { main: '#a3004c', contrastText: '#ffffff' },
      error: { main: '#b3261e' },
      success: { main: '#1e6b34' },
      background: { default: '#f4f6f8', paper: '#ffffff' },
      text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      // long German words ("Authentifizierungscode") must fit a 360 px phone in one piece
      h4: { fontWeight: 600, fontSize: '1.75rem', '@media (max-width:599.95px)': { fontSize: '1.4rem' } },
      // below the h1 on phones, and in order (h4 > h5 > h6)
      h5: { fontWeight: 600, '@media (max-width:599.95px)': { fontSize: '1.25rem' } },
      h6: { fontWeight: 600, '@media (max-width:599.95px)': { fontSize: '1.1rem' } },
    },
    shape: { borderRadius: 6 },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        // primary actions and large buttons are 44 px touch targets (WCAG 2.5.8 asks 24 px; 44 px is our goal)
        styleOverrides: {
          root: { textTransform: 'none', fontWeight: 600 },
          sizeLarge: { minHeight: 44 },
          contained: { minHeight: 44 },
        },
      },
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    },
  });

/**
 * The theme, created on first use. The start-up creates it in a task of its own (src/start.tsx): created
 * while the start-up chunk is evaluated, it made that task, the longest of the page load, longer.
 */
export const appTheme = onFirstUse(createAppTheme);
