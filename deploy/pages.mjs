// The part of deploy/hosting.mjs that build.mjs needs: the prerendered pages and the inline boot-recovery script.
// hosting.mjs re-exports it, so the stand-in and the nginx generator read the same table.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Routes served as a build-time prerendered page (src/prerender/prerender.tsx) instead of index.html, with the
 * route modules each hydrates with (build.mjs preloads them in the page). `:id` matches one path segment.
 */
const frame = ['src/app/layouts/PrivateLayout.tsx', 'src/app/layouts/DashboardLayout.tsx'];
export const PRERENDERED = {
  '/login': ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'],
  // the frame of the start page; the customer's data fills in after the user load
  '/private/dashboard/startseite': [...frame, 'src/features/startseite/pages/StartseitePage.tsx'],
  // the frame of the contract list (heading, intro)
  '/private/dashboard/vertraege/list': [...frame, 'src/features/vertraege/pages/VertragListPage.tsx'],
  // the frame of the invoices (tabs, heading, intro)
  '/private/dashboard/rechnungen/rechnungen': [...frame, 'src/features/rechnungen/pages/RechnungenLayout.tsx'],
  // a contract's first tab, for every contract: back link, heading, section menu, intro and progress
  '/private/dashboard/vertraege/:id/allgemeine-daten': [
    ...frame,
    'src/features/vertraege/pages/VertragLayout.tsx',
    'src/features/vertraege/pages/VertragTabPage.tsx',
    'src/features/vertraege/tabs/AllgemeineDatenTab.tsx',
  ],
};

/** The file of a prerendered route in dist/prerendered/ ('/login' -> 'login.html'). */
export const prerenderedFile = (route) => `${route.slice(1).replaceAll('/', '_').replaceAll(':', '')}.html`;

/**
 * The inline script that recovers a first load whose entry script or imports failed (public/boot-recovery.js):
 * inlined into every HTML page by build.mjs, allowed by its hash in the CSP (no 'unsafe-inline').
 */
// read once: the CSP of every answer names its hash (npm run dev: restart after changing the script)
const text = readFileSync(new URL('../public/boot-recovery.js', import.meta.url), 'utf8').trim();
const bootScript = { text, hash: `sha256-${createHash('sha256').update(text).digest('base64')}` };
export const bootRecoveryScript = () => bootScript;
