/** checkIban, i18n messages, editorial cards and their images. */
import fs from 'node:fs';
import path from 'node:path';
import { checkIbanBic } from '../lib/iban.mjs';
import { STARTSEITE, VERTRAEGE, IMAGES } from '../data/editorial.mjs';
import { API_BASE } from '../config.mjs';

export async function otherRoutes(app) {
  const ctx = app.ctx;

  app.get(API_BASE.checkIban, async (req) => checkIbanBic(req.query.IBAN, req.query.BIC));

  app.get(`${API_BASE.i18n}:lang`, async (req, reply) => {
    if (req.params.lang !== 'de') return reply.code(404).send({ message: 'Diese Sprache wird nicht unterstützt.' });
    const dir = path.join(ctx.opts.repoRoot, 'src', 'i18n', 'de');
    /** @type {Record<string, any>} */
    const out = {};
    let files = [];
    try {
      files = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort();
    } catch {
      files = [];
    }
    for (const f of files) {
      try {
        out[f.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      } catch (e) {
        req.log.warn(`i18n: ${f} unreadable: ${e.message}`);
      }
    }
    for (const [ns, entries] of ctx.control.i18nOverrides) {
      if (!Object.hasOwn(out, ns)) out[ns] = {};
      for (const [key, value] of entries) setPath(out[ns], key, value);
    }
    reply.header('Cache-Control', 'no-cache');
    return out;
  });

  app.get(`${API_BASE.editorial}startseite.json`, async () => STARTSEITE);
  app.get(`${API_BASE.editorial}vertraege.json`, async () => VERTRAEGE);
  app.get(`${API_BASE.editorial}img/:name`, async (req, reply) => {
    const img = IMAGES[req.params.name];
    if (!img) return reply.code(404).send({ message: 'Bild nicht gefunden.' });
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(img);
  });
}

/**
 * Sets a value at a dotted key if the namespace nests it ("a.b.c"), else as a flat key. Only own properties
 * are followed, so no key reaches a prototype (the test control refuses such names as well).
 */
function setPath(obj, key, value) {
  if (Object.hasOwn(obj, key)) {
    obj[key] = value;
    return;
  }
  const parts = key.split('.');
  let o = obj;
  for (const p of parts.slice(0, -1)) {
    if (!Object.hasOwn(o, p) || typeof o[p] !== 'object' || o[p] === null) {
      Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
      return;
    }
    o = o[p];
  }
  Object.defineProperty(o, parts[parts.length - 1], { value, enumerable: true, writable: true, configurable: true });
}
