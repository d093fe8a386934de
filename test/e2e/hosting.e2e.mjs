/**
 * Production hosting: nginx with deploy/nginx/ in front of the stand-in, compared with the stand-in
 * alone, header by header; the nonce, the prerendered pages, precompression and the cache rules as curl sees them;
 * a first load whose entry script fails; Trusted Types reports. The rest of the suite runs through nginx as well
 * (harness: E2E_SERVER, nginx by default).
 */
import { CACHE, HSTS, SECURITY_HEADERS } from '../../deploy/hosting.mjs';
import { DEMO_PASSWORD, expect, test } from './harness.mjs';

/** The addresses of the documents the page loads (not the router's own navigations). */
function documentLoads(page) {
  const loads = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

/** Headers the two servers must send alike (the nonce made comparable). */
const COMPARED = ['content-security-policy', ...Object.keys(SECURITY_HEADERS), 'strict-transport-security']
  .map((h) => h.toLowerCase())
  .concat(['cache-control', 'content-encoding']);

async function headersOf(origin, path, init = {}) {
  const res = await fetch(origin + path, { redirect: 'manual', ...init });
  await res.arrayBuffer();
  const out = { status: res.status, type: (res.headers.get('content-type') ?? '').split(';')[0] };
  for (const name of COMPARED) {
    out[name] = res.headers.get(name)?.replace(/'nonce-[^']+'/, "'nonce-…'") ?? null;
  }
  return out;
}

/** Addresses of every kind of answer: pages, files, each backend, an error, https. */
async function addresses(env) {
  const html = await (await fetch(env.url('/login'))).text();
  const entry = html.match(/src="([^"]*\/assets\/main-[^"]+\.js)"/)[1];
  const br = { headers: { 'accept-encoding': 'br, gzip' } };
  return [
    ['/kundenportal/login'],
    ['/kundenportal/login?redir=%2Fprivate%2Fdashboard%2Frechnungen%2Frechnungen'],
    ['/kundenportal/private/dashboard/meine-daten'],
    ['/kundenportal/private/dashboard/vertraege/V-100031/allgemeine-daten'],
    ['/kundenportal/'],
    [entry, br],
    ['/kundenportal/base.css', br],
    ['/kundenportal/favicon.svg'],
    ['/kundenportal/assets/chunks/missing-AAAA.js'],
    ['/kundenportal-api/user/current'],
    ['/kundenportal-api/user/current', { headers: { 'x-forwarded-proto': 'https' } }],
    ['/order-api/v1/technologienundprodukte/technologie?contractAddressExternalId=EXT-FTTH-0001&technologie=ftth'],
    ['/portal/startseite.json'],
    ['/bx-i18n-api/v1/lang/de'],
    ['/bestellen/checkIban.json?IBAN=DE02120300000000202051'],
    [
      '/csp-report',
      { method: 'POST', headers: { 'content-type': 'application/csp-report' }, body: '{"csp-report":{}}' },
    ],
  ];
}

test('nginx und Stand-in senden dieselben Sicherheits- und Cache-Header für jede Art von Antwort', async ({ env }) => {
  test.skip(env.server !== 'nginx', 'nginx ist hier nicht installiert (in CI Pflicht)');
  const differences = [];
  for (const [path, init] of await addresses(env)) {
    const nginx = await headersOf(env.origin, path, init);
    const standin = await headersOf(env.backendOrigin, path, init);
    for (const key of Object.keys(nginx)) {
      // a missing file: nginx answers with its own page, the stand-in with JSON; the headers must still agree
      if (key === 'type' && nginx.status === 404) continue;
      if (nginx[key] !== standin[key]) differences.push(`${path} ${key}: nginx=${nginx[key]} stand-in=${standin[key]}`);
    }
  }
  expect(differences).toEqual([]);
});

test('wie curl es sieht: neue Nonce je Seite, vorgerendertes Formular, br + immutable, no-store, keine Source Maps', async ({
  env,
}) => {
  const loads = await Promise.all([1, 2].map(() => fetch(env.url('/login'))));
  const nonces = [];
  for (const res of loads) {
    const html = await res.text();
    const nonce = res.headers.get('content-security-policy').match(/'nonce-([^']+)'/)[1];
    expect(html, 'the page carries its answer’s nonce').toContain(`<meta name="csp-nonce" content="${nonce}"`);
    expect(html.includes('__CSP_NONCE__')).toBeFalsy();
    expect(html).toMatch(/data-prerendered="\/login"[\s\S]*<form[\s\S]*Benutzername/);
    expect(res.headers.get('cache-control')).toBe(CACHE.html);
    nonces.push(nonce);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  const html = await (await fetch(env.url('/login'))).text();
  for (const [, file] of html.matchAll(/(?:src|href)="(\/kundenportal\/assets\/[^"]+\.js)"/g)) {
    const res = await fetch(env.origin + file, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding'), file).toBe('br');
    expect(res.headers.get('cache-control'), file).toBe(CACHE.hashed);
    const map = await fetch(`${env.origin}${file}.map`);
    expect(map.status, `${file}.map is not public`).toBe(404);
  }
  const user = await fetch(`${env.origin}/kundenportal-api/user/current`);
  expect(user.headers.get('cache-control')).toBe(CACHE.noStore);
  const https = await fetch(env.url('/login'), { headers: { 'x-forwarded-proto': 'https' } });
  expect(https.headers.get('strict-transport-security')).toBe(HSTS);
  expect(user.headers.get('strict-transport-security'), 'no HSTS over http').toBe(null);
  const odd = await fetch(env.url(`/login/session-expired?redir=%2Fprivate%2F${'%C3%A4x'.repeat(120)}&x=<b>`));
  expect(odd.status).toBe(200);
  expect(odd.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await (await fetch(`${env.origin}/healthz`)).text()).toBe('ok\n');
});

test('Erstaufruf, bei dem das Einstiegsskript ausfällt: Hinweis statt leerer Seite, nach „online“ genau ein Neuladen, dann funktioniert „Anmelden“', async ({
  env,
}) => {
  const page = await env.newPage({ viewport: { width: 390, height: 844 } });
  const context = page.context();
  const loads = documentLoads(page);
  // the HTML arrives, then the connection drops: the entry script and everything it imports fail
  await page.route('**/kundenportal/assets/**', async (route) => {
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.goto(env.url('/login'), { waitUntil: 'domcontentloaded' });
  const notice = page.getByRole('alert').filter({ hasText: 'Keine Internetverbindung' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neu laden' })).toBeVisible();
  await env.screenshot(page, 'hosting-erstaufruf-offline-390');
  await page.unroute('**/kundenportal/assets/**');
  const back = Date.now();
  await context.setOffline(false);
  // one automatic reload; then the login works without the customer reloading
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible({ timeout: 10_000 });
  await page.waitForFunction(() => document.querySelector('#root form button:not([disabled])'), null, {
    timeout: 10_000,
  });
  await env.field(page, 'Benutzername oder Kundennummer').fill('dsl25');
  await env.field(page, 'Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL(/\/private\/dashboard\/startseite/, { timeout: 10_000 });
  expect(Date.now() - back < 10_000, 'working login within 10 s of coming back online').toBeTruthy();
  // the start page is reached in the document of the reload
  expect(loads.length, `the visit and one automatic reload: ${loads.join(', ')}`).toBe(2);
  await expect(page.getByRole('alert').filter({ hasText: 'Kundenportal' })).toBeHidden();
});

test('Erstaufruf, bei dem das Einstiegsskript online ausfällt: höchstens ein Neuladen, dann „Neu laden“ statt leerer Seite', async ({
  env,
  page,
}) => {
  const loads = documentLoads(page);
  await page.route('**/kundenportal/assets/main-*.js', (route) => route.abort('failed'));
  await page.goto(env.url('/private/dashboard/meine-daten'), { waitUntil: 'domcontentloaded' });
  const notice = page.getByRole('alert').filter({ hasText: 'konnte nicht vollständig geladen werden' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  // the notice shows once the page has chosen not to reload again
  await env.settled(page);
  expect(loads.length, `the visit and one automatic reload: ${loads.join(', ')}`).toBe(2);
  await env.screenshot(page, 'hosting-erstaufruf-fehler-1280');
  // fixed: "Neu laden" brings the portal
  await page.unroute('**/kundenportal/assets/main-*.js');
  await page.getByRole('button', { name: 'Neu laden' }).click();
  await env.heading(page, 'Anmelden');
  await env.checkA11y(page, 'Anmeldung nach „Neu laden“');
});

test('Trusted Types: HTML aus einem String wird verweigert und an /csp-report gemeldet', async ({ env, page }) => {
  await page.goto(env.url('/login'));
  await env.heading(page, 'Anmelden');
  const refused = await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src=x>');
      return false;
    } catch (error) {
      return error instanceof TypeError;
    }
  });
  expect(refused).toBe(true);
  // plain text passes the default policy (MUI's date field writes its section texts with innerHTML)
  const text = await page.evaluate(() => {
    const span = document.createElement('span');
    span.innerHTML = 'TT.MM.JJJJ';
    return span.textContent;
  });
  expect(text).toBe('TT.MM.JJJJ');
  // the browser sends its report on its own schedule
  await expect
    .poll(() => env.app.ctx.cspReports.some((r) => JSON.stringify(r).includes('trusted-types')), {
      message: 'a Trusted Types report reaches /csp-report',
      timeout: 5000,
    })
    .toBe(true);
});
