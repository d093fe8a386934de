/**
 * Test helpers for the stand-in backend tests. fastify.inject (light-my-request) requires the ESM-only
 * `cookie` package, which jest cannot load without a transform; so the tests start the server on a free
 * port and use this inject-like client over real HTTP (node:http, full control over Host/Origin headers).
 */
import http from 'node:http';
import { createHmac } from 'node:crypto';
import { CLIENT_IDS } from './config.mjs';
import { addDays } from './lib/util.mjs';
import { createServer } from './server.mjs';

/** A mutable clock: tests advance it with clock.advance(seconds). */
export function makeClock(start = Date.now()) {
  let t = start;
  const clock = () => t;
  clock.advance = (seconds) => {
    t += seconds * 1000;
  };
  return clock;
}

/**
 * Starts a server on 127.0.0.1:<free port>; the result has inject(), close() and ctx like fastify.
 * @returns {Promise<{ inject: Function, close: () => Promise<void>, ctx: any, port: number, server: any }>}
 */
export async function makeApp(options = {}) {
  const server = createServer({ distDir: '/nonexistent-dist', testControl: true, ...options });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const port = server.server.address().port;
  return { server, port, ctx: server.ctx, inject: (o) => request(port, o), close: () => server.close() };
}

/**
 * inject-like HTTP call: { method, url, headers, payload, from } → { statusCode, headers, body, rawPayload, json() };
 * `from`: the source address (any of 127.0.0.0/8 on Linux), as a client on another machine
 */
export function request(port, { method = 'GET', url, headers = {}, payload, from }) {
  let body;
  const h = { ...headers };
  if (payload !== undefined) {
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) body = payload;
    else {
      body = JSON.stringify(payload);
      h['content-type'] = h['content-type'] ?? 'application/json';
    }
    h['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve, reject) => {
    const target = { host: '127.0.0.1', port, method, path: url, headers: h, agent: false, localAddress: from };
    const req = http.request(target, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        const text = rawPayload.toString('utf8');
        resolve({
          statusCode: res.statusCode,
          headers: res.headers,
          rawPayload,
          body: text,
          json: () => JSON.parse(text),
        });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** @returns {Promise<string>} the cookie header value of a fresh session */
export async function login(app, username = 'dsl25', password = 'Demo-2026!') {
  const r = await app.inject({
    method: 'POST',
    url: '/kundenportal-api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  if (r.statusCode !== 200) throw new Error(`login ${username} failed: ${r.statusCode} ${r.body}`);
  return cookieOf(r, 'KP_SESSION');
}

export function cookieOf(res, name) {
  const list = [].concat(res.headers['set-cookie'] ?? []);
  const c = list.find((x) => x.startsWith(`${name}=`));
  return c ? c.split(';')[0] : '';
}

/**
 * The X-Kundennummer a portal page sends with a write (refused with 428 without it): the customer of
 * the cookie's session, or on the order API the order's kundennummer.
 */
function accountHeader(app, method, url, cookie, body) {
  if (method === 'GET' || method === 'HEAD') return {};
  const sid = /(?:^|;\s*)KP_SESSION=([^;]+)/.exec(cookie ?? '')?.[1];
  const s = sid && app.ctx.sessions.touch(sid, false);
  const number = s ? app.ctx.store.byUsername(s.username)?.kundendaten.number : undefined;
  if (number) return { 'x-kundennummer': number };
  if (url.startsWith('/order-api/') && body?.kundennummer) return { 'x-kundennummer': String(body.kundennummer) };
  return {};
}

/**
 * JSON call on the portal API; `guard: false` leaves out the X-Kundennummer a page sends with writes; `from` the
 * source address.
 */
export async function api(app, method, path, { cookie, body, headers, guard = true, from } = {}) {
  const url = path.startsWith('/') ? path : `/kundenportal-api/${path}`;
  const r = await app.inject({
    method,
    url,
    from,
    headers: {
      ...(guard ? accountHeader(app, method, url, cookie, body) : {}),
      ...(cookie ? { cookie } : {}),
      ...(headers ?? {}),
    },
    ...(body !== undefined ? { payload: body } : {}),
  });
  let json;
  try {
    json = r.json();
  } catch {
    json = undefined;
  }
  return { status: r.statusCode, json, res: r };
}

/** Asserts a 400 with a German message (non-empty, no English status text). */
export function expect400(r) {
  expect(r.status).toBe(400);
  expect(typeof r.json.message).toBe('string');
  expect(r.json.message.length).toBeGreaterThan(5);
}

/** The hmac the stand-in expects for a contract of the logged-in customer (GET hmac/{id}). */
export const hmacOf = (id) => createHmac('sha256', 'stand-in-key').update(id).digest('hex');

/** The order API body of a tariff change of customer dsl25 (1000001, Thomas Müller) for V-100001. */
export function tariffChangeOrder(app, overrides = {}) {
  const adr = { plz: '99086', ort: 'Erfurt', strasse: 'Bahnhofstraße', hausnummer: '12' };
  return {
    vertragsId: 'V-100001',
    hmac: hmacOf('V-100001'),
    kundennummer: '1000001',
    kundentyp: 'privat',
    persoenlicheDaten: { ...adr, anrede: 'Herr', titel: '', vorname: 'Thomas', nachname: 'Müller', email: 't@x.de' },
    verbrauchsstelle: adr,
    postRechnungsanschrift: { ...adr, anrede: 'Herr', titel: '', vorname: 'Thomas', nachname: 'Müller' },
    zahlungsweise: { iban: 'DE89370400440532013000', typ: 1 },
    clientId: CLIENT_IDS.produktwechsel,
    bestellart: 'produktwechsel',
    produktId: 'PRD-10100',
    optionIds: [],
    wunschtermin: addDays(app.ctx.today(), 14),
    downgradeAllowed: true,
    ...overrides,
  };
}
