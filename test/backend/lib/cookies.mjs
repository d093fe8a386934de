/**
 * Minimal cookie support (req.cookies, reply.setCookie, reply.clearCookie). Used instead of @fastify/cookie
 * because that plugin loads the `cookie` package with a dynamic import(), which jest cannot run without
 * --experimental-vm-modules.
 */

function parseCookies(header) {
  /** @type {Record<string, string>} */
  const out = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || name in out) continue;
    let value = part.slice(i + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/**
 * @param {string} name @param {string} value
 * @param {{ path?: string, httpOnly?: boolean, sameSite?: 'strict'|'lax'|'none', secure?: boolean, maxAge?: number, expires?: Date }} o
 */
export function serializeCookie(name, value, o = {}) {
  let s = `${name}=${encodeURIComponent(value)}`;
  if (o.maxAge !== undefined) s += `; Max-Age=${Math.floor(o.maxAge)}`;
  if (o.expires) s += `; Expires=${o.expires.toUTCString()}`;
  if (o.path) s += `; Path=${o.path}`;
  if (o.httpOnly) s += '; HttpOnly';
  if (o.secure) s += '; Secure';
  if (o.sameSite) s += `; SameSite=${o.sameSite[0].toUpperCase()}${o.sameSite.slice(1)}`;
  return s;
}

/** fastify plugin (not encapsulated) */
export function cookies(app, _opts, done) {
  app.decorateRequest('cookies', null);
  app.addHook('onRequest', async (req) => {
    req.cookies = parseCookies(req.headers.cookie);
  });
  app.decorateReply('setCookie', function setCookie(name, value, o) {
    this.header('set-cookie', serializeCookie(name, value, o));
    return this;
  });
  app.decorateReply('clearCookie', function clearCookie(name, o) {
    this.header('set-cookie', serializeCookie(name, '', { ...o, maxAge: 0, expires: new Date(0) }));
    return this;
  });
  done();
}
cookies[Symbol.for('skip-override')] = true;
