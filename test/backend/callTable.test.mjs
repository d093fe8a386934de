/** @jest-environment node */
/**
 * The README's table of every writing call (test/backend/README.md, „Every writing call“) against the stand-in
 * itself: each write route has its row and each row names a route; the step-up column says what the one step-up
 * table (src/config/stepUp.json) says; the body limit is the route's own. A call added without its row, or a
 * step-up rule changed without the table, fails here.
 */
import { readFileSync } from 'node:fs';
import stepUp from '../../src/config/stepUp.json' with { type: 'json' };
import { BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../../deploy/hosting.mjs';
import { createServer } from './server.mjs';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const BASES = { portal: '/kundenportal-api', order: '/order-api/v1' };

/** `POST user/passkeys/:id` / `POST order-api artikelhinzuproduktwechsel` → 'POST /kundenportal-api/user/passkeys/:id' */
function routeOfCell(cell) {
  const m = /^`(\w+) ([^`]+)`/.exec(cell.trim());
  if (!m) return null;
  const [, method, target] = m;
  if (target.startsWith('/')) return `${method} ${target}`;
  if (target.startsWith('order-api ')) return `${method} ${BASES.order}/${target.slice('order-api '.length)}`;
  return `${method} ${BASES.portal}/${target}`;
}

function tableRows() {
  const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  const section = readme.split('### Every writing call')[1].split('\n### ')[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [call, throttle, step, idempotency, limit] = line.split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, ''));
      return { route: routeOfCell(call), call, throttle, step, idempotency, limit };
    });
}

/** The step-up column as the README writes it, from the modes of src/config/stepUp.json. */
function stepUpCell(modes) {
  if (!modes) return '–';
  if (modes.length === 2) return 'both modes';
  return `„${modes[0]}“`;
}

const megabytes = (bytes) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

let routes;
beforeAll(async () => {
  routes = new Map();
  const server = createServer({ distDir: '/nonexistent-dist', testControl: false, throttle: false });
  server.addHook('onRoute', (r) => {
    if (!/^\/(kundenportal-api|order-api)\//.test(r.url)) return;
    for (const method of [].concat(r.method).filter((x) => WRITES.includes(x)))
      routes.set(`${method} ${r.url}`, { bodyLimit: r.bodyLimit });
  });
  await server.ready();
  await server.close();
});

test('every write of the stand-in has its row, and every row names a write', () => {
  const rows = tableRows().filter((r) => r.route && !r.route.includes('/csp-report'));
  const named = new Set(rows.map((r) => r.route));
  expect([...routes.keys()].filter((route) => !named.has(route))).toEqual([]);
  expect(rows.map((r) => r.route).filter((route) => !routes.has(route))).toEqual([]);
});

test('the step-up column is the step-up table (src/config/stepUp.json)', () => {
  const modesOf = new Map();
  for (const { modes, calls } of Object.values(stepUp.actions))
    for (const [api, method, path] of calls) modesOf.set(`${method} ${BASES[api]}${path}`, modes);
  const wrong = tableRows()
    .filter((r) => routes.has(r.route))
    // a cell may say more after the rule („both modes (`sim`); without two-step login the password again“)
    .filter((r) => !r.step.startsWith(stepUpCell(modesOf.get(r.route))))
    .map((r) => `${r.route}: README ${r.step}, stepUp.json ${stepUpCell(modesOf.get(r.route))}`);
  expect(wrong).toEqual([]);
});

test('the body limit column is each route’s own limit (deploy/hosting.mjs)', () => {
  const wrong = tableRows()
    .filter((r) => routes.has(r.route))
    .filter((r) => {
      const limit = routes.get(r.route).bodyLimit ?? BODY_LIMIT;
      if (limit === UPLOAD_BODY_LIMIT) return ![`${megabytes(limit)} (uploads)`, 'upload limit'].includes(r.limit);
      if (limit < 1024 * 1024) return !r.limit.startsWith(`${limit / 1024} KB`);
      // a cell may explain its limit after it („1 MB (with `portierung`: the same)“)
      return !r.limit.startsWith(megabytes(limit));
    })
    .map((r) => `${r.route}: ${r.limit}`);
  expect(wrong).toEqual([]);
});
