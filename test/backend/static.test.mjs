/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeApp, api, login } from './helpers.mjs';
import { csp, prerenderedFile, SECURITY_HEADERS } from '../../deploy/hosting.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kp-backend-'));
const dist = path.join(tmp, 'dist');
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="de"><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body><div id="root"></div><script type="module" src="/kundenportal/assets/app-ABC123.js"></script></body></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'app-ABC123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
fs.mkdirSync(path.join(dist, 'prerendered'));
fs.writeFileSync(
  path.join(dist, 'prerendered', 'login.html'),
  '<!doctype html><html lang="de"><head><style nonce="__CSP_NONCE__">h1{}</style></head><body><div id="root" data-prerendered="/login"><h1>Anmelden</h1></div></body></html>',
);
const CONTRACT_TAB = '/private/dashboard/vertraege/:id/allgemeine-daten';
fs.writeFileSync(
  path.join(dist, 'prerendered', prerenderedFile(CONTRACT_TAB)),
  `<!doctype html><html lang="de"><body><div id="root" data-prerendered="${CONTRACT_TAB}"><h1>Vertrag</h1></div></body></html>`,
);
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.mkdirSync(path.join(tmp, 'src', 'i18n', 'de'), { recursive: true });
fs.writeFileSync(path.join(tmp, 'src', 'i18n', 'de', 'auth.json'), JSON.stringify({ login: { heading: 'Anmelden' } }));
fs.writeFileSync(path.join(tmp, 'src', 'i18n', 'de', 'common.json'), JSON.stringify({ ok: 'OK' }));

let app;
beforeAll(async () => {
  app = await makeApp({ distDir: dist, repoRoot: tmp });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('index.html: fresh nonce in CSP and page, security headers, no-cache', async () => {
  const a = await app.inject({ url: '/kundenportal/' });
  const b = await app.inject({ url: '/kundenportal/' });
  const nonce = a.body.match(/content="([^"]+)"/)[1];
  expect(nonce).not.toBe('__CSP_NONCE__');
  expect(b.body).not.toContain(nonce);
  expect(a.headers['content-security-policy']).toBe(csp(nonce));
  expect(a.headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(a.headers[name.toLowerCase()]).toBe(value);
  expect(a.headers['x-content-type-options']).toBe('nosniff');
  expect(a.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(a.headers['cache-control']).toBe('no-cache');
});

test('history fallback, redirects, 404 for missing files', async () => {
  const r = await app.inject({ url: '/kundenportal/private/dashboard/meine-daten' });
  expect(r.statusCode).toBe(200);
  expect(r.body).toContain('<div id="root">');
  const mac = await app.inject({
    url: '/kundenportal/private/dashboard/vertraege/router-aktivieren/3C:A6:2F:11:22:33',
    headers: { accept: 'text/html' },
  });
  expect(mac.statusCode).toBe(200);
  expect((await app.inject({ url: '/' })).headers.location).toBe('/kundenportal/');
  expect((await app.inject({ url: '/kundenportal/assets/fehlt-123.js' })).statusCode).toBe(404);
  expect((await app.inject({ url: '/kundenportal/favicon.svg' })).headers['cache-control']).toBe('no-cache');
});

test('hashed assets: immutable and compressed (br, gzip)', async () => {
  const br = await app.inject({ url: '/kundenportal/assets/app-ABC123.js', headers: { 'accept-encoding': 'br' } });
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
  const gz = await app.inject({ url: '/kundenportal/assets/app-ABC123.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  const idx = await app.inject({ url: '/kundenportal/', headers: { 'accept-encoding': 'gzip' } });
  expect(idx.statusCode).toBe(200);
});

test('no dist: 503 with a German hint', async () => {
  const other = await makeApp({ distDir: path.join(tmp, 'gibt-es-nicht') });
  const r = await other.inject({ url: '/kundenportal/login' });
  expect(r.statusCode).toBe(503);
  expect(r.body).toContain('Bitte zuerst npm run build');
  await other.close();
});

test('i18n: namespaces from src/i18n/de, overrides, other languages 404', async () => {
  let r = await app.inject({ url: '/bx-i18n-api/v1/lang/de?ts=1' });
  expect(r.json()).toEqual({ auth: { login: { heading: 'Anmelden' } }, common: { ok: 'OK' } });
  await api(app, 'POST', '/__test/i18n-override', {
    body: { namespace: 'auth', key: 'login.heading', value: 'Willkommen' },
  });
  r = await app.inject({ url: '/bx-i18n-api/v1/lang/de?ts=2' });
  expect(r.json().auth.login.heading).toBe('Willkommen');
  expect((await app.inject({ url: '/bx-i18n-api/v1/lang/en' })).statusCode).toBe(404);
  await api(app, 'POST', '/__test/reset');
});

test('editorial cards and images', async () => {
  for (const p of ['/portal/startseite.json', '/portal/vertraege.json']) {
    const cards = (await app.inject({ url: p })).json();
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const c of cards) {
      // image and audience are optional (a card without image; kundentypen and produktnummern only on targeted cards)
      const keys = Object.keys(c).filter((k) => !['image', 'imageAlt', 'kundentypen', 'produktnummern'].includes(k));
      expect(keys.sort()).toEqual(['id', 'link', 'linkText', 'text', 'title']);
    }
    expect(cards.some((c) => c.text.includes('onerror=') && c.text.includes('<script>'))).toBe(true);
    const img = await app.inject({ url: cards[0].image });
    expect(img.headers['content-type']).toMatch(/image\/svg\+xml/);
  }
});

test('test control: latency, fail with times, 404 when disabled', async () => {
  await api(app, 'POST', '/__test/fail', { body: { pathPrefix: '/portal/startseite', status: 503, times: 1 } });
  expect((await app.inject({ url: '/portal/startseite.json' })).statusCode).toBe(503);
  expect((await app.inject({ url: '/portal/startseite.json' })).statusCode).toBe(200);
  await api(app, 'POST', '/__test/latency', { body: { pathPrefix: '/portal/vertraege', ms: 150 } });
  const t = Date.now();
  await app.inject({ url: '/portal/vertraege.json' });
  expect(Date.now() - t).toBeGreaterThanOrEqual(140);
  await api(app, 'POST', '/__test/latency', { body: {} });
  const off = await makeApp({ testControl: false });
  expect((await api(off, 'POST', '/__test/reset')).status).toBe(404);
  await off.close();
});

test('proxy mode forwards the portal and order API', async () => {
  const proxy = await makeApp({
    portalApiUrl: `http://127.0.0.1:${app.port}/kundenportal-api/`,
    orderApiUrl: `http://127.0.0.1:${app.port}/order-api/v1`,
  });
  const cookie = await login(proxy, 'dsl25');
  expect((await api(proxy, 'GET', 'user/current', { cookie })).json.kundendaten.number).toBe('1000001');
  expect(
    (
      await api(
        proxy,
        'GET',
        '/order-api/v1/technologienundprodukte/technologie?contractAddressExternalId=EXT-FTTH-0001&technologie=ftth',
      )
    ).json.moeglich,
  ).toBe(true);
  await proxy.close();
});

test('a prerendered page is served for its address, every nonce placeholder replaced', async () => {
  const res = await app.inject({ url: '/kundenportal/login?redir=%2Fprivate' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('data-prerendered="/login"');
  const nonce = res.headers['content-security-policy'].match(/'nonce-([^']+)'/)[1];
  expect(res.body).toContain(`<style nonce="${nonce}">`);
  expect(res.body).not.toContain('__CSP_NONCE__');
  const other = await app.inject({ url: '/kundenportal/forgot-password' });
  expect(other.body).not.toContain('data-prerendered');
  const traversal = await app.inject({ url: '/kundenportal/..%2Fprerendered%2Flogin' });
  expect(traversal.body).not.toContain('data-prerendered');
});

test('a prerendered frame of a pattern address is served for every id, only for that address', async () => {
  for (const id of ['V-100031', '4711']) {
    const res = await app.inject({ url: `/kundenportal/private/dashboard/vertraege/${id}/allgemeine-daten` });
    expect(res.body).toContain(`data-prerendered="${CONTRACT_TAB}"`);
  }
  for (const url of [
    '/kundenportal/private/dashboard/vertraege/allgemeine-daten',
    '/kundenportal/private/dashboard/vertraege/1/2/allgemeine-daten',
    '/kundenportal/private/dashboard/vertraege/..%2F/allgemeine-daten',
  ]) {
    expect((await app.inject({ url })).body).toContain('<div id="root"></div>');
  }
});

test('an HTML page never answers like an API: an over-long or odd query still gets the page', async () => {
  const redir = encodeURIComponent(`/private/dashboard/vertraege/list?${'q=%C3%A4&'.repeat(40)}x=<script>`);
  for (const url of [
    `/kundenportal/login/session-expired?redir=${redir}`,
    `/kundenportal/login?a=${'x'.repeat(5000)}`,
  ]) {
    const res = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  }
});

test('precompressed files are served as they are (brotli first), live answers compressed cheaply', async () => {
  const file = path.join(dist, 'assets', 'app-ABC123.js');
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(fs.readFileSync(file)));
  const res = await app.inject({
    url: '/kundenportal/assets/app-ABC123.js',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('console.log');
});

test('CSP reports are taken (both report formats) and kept for the tests', async () => {
  const one = await app.inject({
    method: 'POST',
    url: '/csp-report',
    headers: { 'content-type': 'application/csp-report' },
    payload: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }),
  });
  expect(one.statusCode).toBe(204);
  const list = await app.inject({
    method: 'POST',
    url: '/csp-report',
    headers: { 'content-type': 'application/reports+json' },
    payload: JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'require-trusted-types-for' } }]),
  });
  expect(list.statusCode).toBe(204);
  expect(app.ctx.cspReports.slice(-2)).toHaveLength(2);
});
