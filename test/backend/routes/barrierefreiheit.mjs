/**
 * „Barriere melden“ from the accessibility statement (our design, beyond the spec; documented in
 * test/backend/README.md): public, because a barrier may keep a customer from signing in. The report is recorded
 * instead of sent; the answer names its number and the date by which the provider answers.
 */
import config from '../../../src/config/barrierefreiheit.json' with { type: 'json' };
import { addDays, bad, checkEmail, isBlank, str } from '../lib/util.mjs';
import { createLimiter, tooMany } from '../lib/throttle.mjs';

const PUBLIC = { config: { public: true } };
const HOURLY_REPORTS_PER_ADDRESS = 10;

/** @param {any} app */
export async function barrierefreiheitRoutes(app) {
  const ctx = app.ctx;
  const { store } = ctx;
  /** the reports since the last reset (GET /__test/state shows them) */
  /** @type {object[]} */
  const meldungen = [];
  const reset = store.reset;
  store.reset = () => {
    reset();
    meldungen.length = 0;
  };
  store.barriereMeldungen = meldungen;
  const limiter =
    ctx.opts.throttle === false
      ? null
      : createLimiter({ max: HOURLY_REPORTS_PER_ADDRESS, windowSeconds: 3600, now: ctx.nowMs });
  if (limiter && ctx.throttles) {
    const clear = ctx.throttles.clear;
    ctx.throttles.clear = () => {
      clear();
      limiter.clear();
    };
  }

  app.post('/barrierefreiheit/meldung', PUBLIC, async (/** @type {any} */ req, /** @type {any} */ reply) => {
    const wait = limiter?.retryAfter(req.ip) ?? 0;
    if (wait) return tooMany(reply, wait, 'Meldungen');
    const b = req.body ?? {};
    const seitenadresse = str(b.seitenadresse);
    const beschreibung = str(b.beschreibung);
    if (isBlank(seitenadresse)) throw bad('Bitte nennen Sie die Seite, auf der die Barriere auftritt.');
    if (isBlank(beschreibung)) throw bad('Bitte beschreiben Sie die Barriere.');
    if (beschreibung.length > config.beschreibungMax)
      throw bad(`Die Beschreibung darf höchstens ${config.beschreibungMax} Zeichen lang sein.`);
    const email = checkEmail(b.email);
    limiter?.hit(req.ip);
    const vorgangsnummer = store.nextVorgang('BF');
    const eingangAm = new Date(ctx.nowMs()).toISOString();
    const antwortBis = addDays(new Date(ctx.nowMs()), config.antwortFristTage);
    meldungen.push({ vorgangsnummer, seitenadresse, beschreibung, email, eingangAm, antwortBis });
    return { vorgangsnummer, eingangAm, antwortBis };
  });
}
