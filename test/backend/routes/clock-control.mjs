/**
 * The stand-in clock under test control (POST /__test/clock): moves "now" for everything the stand-in dates
 * (sessions, tickets, slots, "today") — e.g. "three days after the fault report". `{ now: ISO }` sets it,
 * `{ tage: n }` / `{ stunden: n }` move it on, `{}` returns to the real (or configured) clock; /__test/reset too.
 * A move beyond the session time-outs ends the open sessions, as it would in real life.
 */
import { bad } from '../lib/util.mjs';

export async function clockControlRoutes(app) {
  const ctx = app.ctx;
  app.post('/clock', async (req) => {
    const b = req.body ?? {};
    if (b.now !== undefined) {
      const target = Date.parse(String(b.now));
      if (Number.isNaN(target)) throw bad('now muss ein Zeitpunkt (ISO 8601) sein.');
      ctx.clock.offsetMs += target - ctx.nowMs();
    } else if (b.tage !== undefined || b.stunden !== undefined) {
      const hours = Number(b.tage ?? 0) * 24 + Number(b.stunden ?? 0);
      if (!Number.isFinite(hours)) throw bad('tage und stunden müssen Zahlen sein.');
      ctx.clock.offsetMs += hours * 3600_000;
    } else ctx.clock.offsetMs = 0;
    return { now: new Date(ctx.nowMs()).toISOString(), offsetMs: ctx.clock.offsetMs };
  });
}
