/** @jest-environment node */
// The nginx configuration is generated from deploy/hosting.mjs: the committed files must be what it writes.
import fs from 'node:fs';
import path from 'node:path';
import { renderConfigs } from '../../deploy/nginx/generate.mjs';
import { CSP_REPORT_PATH, PRERENDERED, PROXIED, prerenderedFile, prerenderedRoute } from '../../deploy/hosting.mjs';

const dir = path.join(__dirname, '..', '..', 'deploy', 'nginx');

test.each(Object.entries(renderConfigs()))(
  'deploy/nginx/%s is up to date (node deploy/nginx/generate.mjs)',
  (name, text) => {
    expect(fs.readFileSync(path.join(dir, name), 'utf8')).toBe(text);
  },
);

test('every prerendered route, proxied prefix and the report endpoint are in the server config', () => {
  const conf = renderConfigs()['kundenportal.conf'];
  for (const route of Object.keys(PRERENDERED)) expect(conf).toContain(`/prerendered/${prerenderedFile(route)} `);
  for (const { prefix, upstream } of PROXIED)
    expect(conf).toContain(`location ^~ ${prefix} {\n    proxy_pass http://${upstream};`);
  expect(conf).toContain(`location = ${CSP_REPORT_PATH} {`);
  const upstreams = fs.readFileSync(path.join(dir, 'upstreams.conf'), 'utf8');
  for (const { upstream } of PROXIED) expect(upstreams).toContain(`upstream ${upstream} {`);
});

test.each([
  ['/login', '/login'],
  ['/LOGIN/', '/login'],
  ['/private/dashboard/vertraege/V-100031/allgemeine-daten', '/private/dashboard/vertraege/:id/allgemeine-daten'],
  ['/private/dashboard/vertraege/V-1/2/allgemeine-daten', undefined],
  ['/private/dashboard/vertraege/../allgemeine-daten', undefined],
  ['/login/session-expired', undefined],
])('prerendered route of %s', (subPath, route) => {
  expect(prerenderedRoute(subPath)).toBe(route);
});
