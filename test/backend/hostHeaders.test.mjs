/** @jest-environment node */
/**
 * Headers and host: X-Permitted-Cross-Domain-Policies and COEP on every answer, Clear-Site-Data on logout, redirects that
 * name no host, and a WebAuthn origin that is configuration (never a Host header a request claims).
 */
import { readFileSync } from 'node:fs';
import { CLEAR_SITE_DATA } from '../../deploy/hosting.mjs';
import { renderConfigs } from '../../deploy/nginx/generate.mjs';
import { api, login, makeApp } from './helpers.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

test('every answer forbids cross-domain policy files and unconsented embeds; the logout clears the site’s cache', async () => {
  for (const path of ['/kundenportal-api/user/current', '/kundenportal/login', '/kundenportal/favicon.svg']) {
    const page = await api(app, 'GET', path);
    expect([path, page.res.headers['x-permitted-cross-domain-policies']]).toEqual([path, 'none']);
    expect([path, page.res.headers['cross-origin-embedder-policy']]).toEqual([path, 'require-corp']);
    expect([path, page.res.headers['cross-origin-resource-policy']]).toEqual([path, 'same-origin']);
  }
  const cookie = await login(app);
  const out = await api(app, 'POST', 'user/logout', { cookie, body: {}, guard: false });
  expect(out.res.headers['clear-site-data']).toBe(CLEAR_SITE_DATA);
});

test('nginx sends COEP and X-Permitted-Cross-Domain-Policies in every location', () => {
  const conf = renderConfigs()['kundenportal.conf'];
  const locations = conf.split(/\n\s*location /).slice(1);
  expect(locations.length).toBeGreaterThan(3);
  for (const block of locations.filter((b) => b.includes('add_header'))) {
    expect(block).toContain('add_header Cross-Origin-Embedder-Policy "require-corp" always;');
    expect(block).toContain('add_header X-Permitted-Cross-Domain-Policies "none" always;');
  }
});

test('nginx: redirects carry no host, and a request for another host name is closed (444)', () => {
  expect(renderConfigs()['kundenportal-http.conf']).toContain('absolute_redirect off;');
  const main = readFileSync(new URL('../../deploy/nginx/nginx.conf', import.meta.url), 'utf8');
  expect(main).toMatch(/listen 80 default_server;\s+server_name _;\s+return 444;/);
});

test('WebAuthn: a foreign Host never becomes the rpID; a configured origin wins', async () => {
  const foreign = await api(app, 'POST', 'login/passkey/optionen', { body: {}, headers: { host: 'evil.example' } });
  expect(foreign.status).toBe(400);
  expect(foreign.json.message).toMatch(/^Die Anmeldung mit Passkey ist auf diesem Server nicht eingerichtet/);
  const local = await api(app, 'POST', 'login/passkey/optionen', { body: {} });
  expect([local.status, local.json.rpId]).toEqual([200, '127.0.0.1']);
  app.ctx.opts.webauthnOrigin = 'https://kundenportal.example.de';
  try {
    const r = await api(app, 'POST', 'login/passkey/optionen', { body: {}, headers: { host: 'evil.example' } });
    expect([r.status, r.json.rpId]).toEqual([200, 'kundenportal.example.de']);
  } finally {
    delete app.ctx.opts.webauthnOrigin;
  }
});
