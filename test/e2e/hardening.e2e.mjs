/**
 * Hardening as an attacker and a bad network meet the portal: hostile redir values, hostile links
 * and images in editorial cards, a page or layout chunk that does not load, a login page loaded offline.
 */
import { DEMO_PASSWORD, expect, test } from './harness.mjs';

/** Two page loads (the visit and one automatic reload) on a busy machine. */
const RELOAD_TIMEOUT_MS = 60_000;

const HOSTILE_REDIRS = [
  '/..//evil.example',
  '/.//evil.example',
  '/kundenportal//evil.example',
  '/kundenportal/..//evil.example/phish',
  '/%2e%2e//evil.example',
  '/\\evil.example/phish',
  '/\t/evil.example',
  '//evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt%3Aalert(1)',
];

test('feindliche redir-Werte: angemeldete Kundin landet auf der Startseite, nie „Die Anmeldung ist fehlgeschlagen“', async ({
  env,
  page,
}) => {
  const offsite = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(env.origin)) offsite.push(request.url());
  });
  // through the login form
  await page.goto(env.url(`/login?redir=${encodeURIComponent('/..//evil.example')}`));
  await env.field(page, 'Benutzername oder Kundennummer').fill('dsl25');
  await env.field(page, 'Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(/\/private\/dashboard\/startseite$/);
  await expect(page.getByText('Die Anmeldung ist fehlgeschlagen')).toHaveCount(0);
  // already logged in: the login page sends the customer on to the (sanitised) target
  for (const redir of HOSTILE_REDIRS) {
    await page.goto(env.url(`/login?redir=${encodeURIComponent(redir)}`));
    await page.waitForURL(/\/private\/dashboard\/startseite$/);
    expect(new URL(page.url()).host, redir).toBe(new URL(env.origin).host);
    await expect(page.getByText('Die Anmeldung ist fehlgeschlagen'), redir).toHaveCount(0);
  }
  expect(offsite).toEqual([]);
});

test('redaktionelle Karten: feindliche Links sind extern (neuer Tab, sichtbarer Hinweis), feindliche Bilder werden nicht geladen', async ({
  env,
  page,
}) => {
  const offsite = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(env.origin)) offsite.push(request.url());
  });
  const card = (id, link, image, text = '') => ({
    id,
    title: `Karte ${id}`,
    text,
    image,
    imageAlt: `Bild ${id}`,
    link,
    linkText: `Mehr ${id}`,
  });
  await page.route('**/portal/startseite.json', (route) =>
    route.fulfill({
      json: [
        card('1', '/\\evil.example/phish', '/\\evil.example/x.png'),
        card('2', '/\t/evil.example', '//evil.example/y.png', '<a href="/..//evil.example">Text-Link</a>'),
        card('3', '/kundenportal/private/dashboard/rechnungen/rechnungen', '/portal/img/rechnung.svg'),
        card('4', 'javascript:alert(1)', 'https://evil.example/z.png'),
      ],
    }),
  );
  await env.login(page, 'dsl25');
  await expect(page.getByRole('heading', { name: 'Karte 4' })).toBeVisible();
  const external1 = page.getByRole('link', { name: 'Mehr 1 (externer Link)' });
  await expect(external1).toHaveAttribute('target', '_blank');
  expect(new URL(await external1.getAttribute('href')).host).toBe('evil.example');
  await expect(page.getByRole('link', { name: 'Mehr 2 (externer Link)' })).toHaveAttribute('target', '_blank');
  const textLink = page.getByRole('link', { name: 'Text-Link (externer Link)' });
  await expect(textLink).toHaveAttribute('target', '_blank');
  // a portal page stays in the tab
  await expect(page.getByRole('link', { name: 'Mehr 3', exact: true })).not.toHaveAttribute('target');
  await expect(page.getByRole('link', { name: /Mehr 4/ }), 'javascript: is no link').toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Bild 3' })).toHaveCount(1);
  await expect(page.getByRole('img', { name: /Bild [124]/ })).toHaveCount(0);
  await env.checkA11y(page, 'Startseite mit feindlichen Karten');
  await env.screenshot(page, 'session-editorial-extern');
  expect(offsite, 'nothing requested off-site').toEqual([]);
});

/** Records the address of every full document load of the page (not the router's history changes). */
function countLoads(page) {
  const loads = [];
  page.on('domcontentloaded', () => loads.push(page.url()));
  return loads;
}

test('Seiten-Chunk lädt nicht: genau ein automatisches Neuladen an der Zieladresse, dann Fehlerseite mit „Neu laden“', async ({
  env,
  page,
}) => {
  await env.login(page, 'dsl25');
  await env.heading(page, /./);
  // the invoices' pages come in their section's chunk (RechnungenLayout, one chunk for the section)
  await page.route('**/assets/chunks/RechnungenLayout-*.js', (route) => route.abort('failed'));
  const loads = countLoads(page);
  await page.getByRole('link', { name: 'Rechnungen', exact: true }).first().click();
  await env.heading(page, 'Die Seite konnte nicht geladen werden', { timeout: RELOAD_TIMEOUT_MS });
  // never a silent return to the previous page: the address is the one the customer chose
  await expect(page).toHaveURL(/\/private\/dashboard\/rechnungen\/rechnungen$/);
  // the error page shows once the portal has chosen not to reload again; a loop would have left it by now
  await env.settled(page);
  // exactly one automatic reload, and at the chosen address
  expect(loads, 'one reload, no reload loop').toEqual([page.url()]);
  await env.checkA11y(page, 'Chunk-Fehlerseite');
  await env.screenshot(page, 'session-chunk-fehler');
  // the deployment is fixed: "Neu laden" brings the page
  await page.unroute('**/assets/chunks/RechnungenLayout-*.js');
  await page.getByRole('button', { name: 'Neu laden' }).click();
  await env.heading(page, 'Rechnungen');
});

test('Layout-Chunk lädt nie: direkter Aufruf lädt höchstens einmal neu und zeigt die Fehlerseite statt einer leeren Seite', async ({
  env,
}) => {
  const page = await env.newPage({ viewport: { width: 390, height: 844 } });
  await env.login(page, 'ftth');
  await page.route('**/assets/chunks/DashboardLayout-*.js', (route) => route.abort('failed'));
  const loads = countLoads(page);
  await page.goto(env.url('/private/dashboard/vertraege/list'));
  await env.heading(page, 'Die Seite konnte nicht geladen werden', { timeout: RELOAD_TIMEOUT_MS });
  await env.settled(page);
  // the visit itself plus at most one automatic reload (before: 37 loads were counted)
  expect(loads.length, `loads: ${loads.join(', ')}`).toBe(2);
  await expect(page.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  await env.checkA11y(page, 'Layout-Chunk-Fehler (390 px)');
  await env.screenshot(page, 'session-layout-chunk-fehler-390');
});

test('Anmeldeseite lädt offline: sobald die Verbindung zurück ist, funktioniert „Anmelden“ ohne manuelles Neuladen', async ({
  env,
  page,
}) => {
  const context = page.context();
  // the HTML and the entry (with the files it imports statically) arrive, then the connection drops: the
  // other scripts and the user load fail
  const html = await (await fetch(env.url('/login'))).text();
  const entry = html.match(/src="([^"]*\/assets\/main-[^"]+\.js)"/)[1];
  const entryCode = await (await fetch(env.origin + entry)).text();
  const withEntry = new Set([...entryCode.matchAll(/(?:from|import)\s*"([^"]+)"/g)].map((m) => m[1]));
  // the connection drops once the entry and its static imports have arrived; the browser is offline before it
  // reports the other requests as failed (set only after the page load, it raced with the failures: the page
  // still saw "online" and reloaded into Chrome's error page; set on the first failure, the entry itself
  // could fail, as the page's modulepreload links are requested alongside it)
  const entryFiles = new Set([entry, ...withEntry]);
  const entryLoaded = new Promise((resolve) => {
    page.on('requestfinished', (request) => {
      entryFiles.delete(new URL(request.url()).pathname);
      if (entryFiles.size === 0) resolve();
    });
  });
  const offline = entryLoaded.then(() => context.setOffline(true));
  const drop = async (route) => {
    await offline;
    await route.abort('internetdisconnected');
  };
  await page.route('**/assets/chunks/**', (route) =>
    withEntry.has(new URL(route.request().url()).pathname) ? route.continue() : drop(route),
  );
  await page.route('**/kundenportal-api/user/current', drop);
  await page.goto(env.url('/login'), { waitUntil: 'domcontentloaded' });
  await offline;
  await page.unroute('**/assets/chunks/**');
  await page.unroute('**/kundenportal-api/user/current');
  await env.field(page, 'Benutzername oder Kundennummer').fill('dsl25');
  await env.field(page, 'Passwort').fill(DEMO_PASSWORD);
  // every request of the offline page has failed by now
  await env.settled(page);
  const submit = page.getByRole('button', { name: 'Anmelden', exact: true });
  await expect(submit, 'offline: not hydrated yet').toBeDisabled();
  const loads = countLoads(page);
  await context.setOffline(false);
  // the portal recovers by itself (one automatic reload: the browser never retries a failed module)
  await page.waitForFunction(() => !document.querySelector('button[type="submit"]')?.disabled, undefined, {
    timeout: 30000,
  });
  expect(loads.length <= 1, `automatic reloads: ${loads.length}`).toBeTruthy();
  await env.field(page, 'Benutzername oder Kundennummer').fill('dsl25');
  await env.field(page, 'Passwort').fill(DEMO_PASSWORD);
  await submit.click();
  await page.waitForURL(/\/private\/dashboard\/startseite$/, { timeout: 30000 });
  await env.heading(page, /./);
});
