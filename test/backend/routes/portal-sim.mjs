/**
 * „SIM & Geräte“ of a mobile contract (our design beyond the spec; documented in test/backend/README.md): the
 * SIM list, blocking and unblocking, PIN/PUK, moving an eSIM to a new phone, and the lock against SIM swaps.
 * The rule of states and requirements is src/lib/simRules.mjs. What the provider's system must enforce, as this
 * file does: a fresh second factor (the password again for a customer without two-step login) before anything
 * but a block, PIN/PUK and activation codes handed out only in the answer that created them, and with the lock
 * on a 24-hour wait plus an e-mail before a number can change its SIM.
 */
import { HttpError, bad, str } from '../lib/util.mjs';
import { findContract } from '../lib/request.mjs';
import { tooMany } from '../lib/throttle.mjs';
import { STEP_UP_SECONDS, securityOf } from '../lib/security.mjs';
import { coded, confirmed as confirmedNow, sendCoded } from '../lib/simGuards.mjs';
import { SPERRGRUENDE, nextSimStatus, simRequirement } from '../../../src/lib/simRules.mjs';
import {
  belegnummer,
  mainSim,
  newPortingCode,
  newProfile,
  orderReplacement,
  schutzOf,
  sendMail,
  simView,
  simsOf,
  simsView,
  startWait,
} from '../lib/simModel.mjs';

const NOT_MOBILE = 'Dieser Vertrag hat keine SIM-Karten.';

export async function simRoutes(app) {
  const ctx = app.ctx;
  const { nowMs } = ctx;
  const t = ctx.throttles;

  sendCoded(app);

  const mobileContract = (req) => {
    const v = findContract(req, req.params.contractId);
    if (v.category !== 'mobilfunk') throw bad(NOT_MOBILE);
    return v;
  };
  const simOf = (req, v) => {
    const sim = simsOf(v).find((s) => s.id === str(req.params.simId));
    if (!sim) throw new HttpError(404, 'Diese SIM-Karte gehört nicht zu diesem Vertrag.');
    return sim;
  };
  /** the state machine's refusal, in the customer's words */
  const allowed = (sim, action) => {
    const next = nextSimStatus(sim.status, action, sim.art);
    if (next === null) throw coded(409, 'SIM_STATUS', 'Das ist im aktuellen Zustand dieser SIM-Karte nicht möglich.');
    return next;
  };
  const confirmed = (req, action, schutzAktiv) => confirmedNow(req, action, schutzAktiv, nowMs());

  /**
   * The lock's wait before a protected action: the first call starts it (202 and the e-mail to the stored address),
   * a call before its end is refused (409 WARTEZEIT). True when the answer is sent; false: the action goes ahead.
   */
  const waitFirst = (req, reply, sim, action, schutz, now) => {
    if (!simRequirement(action, schutz).wartezeit) return false;
    const waiting = sim.wartet?.aktion === action ? sim.wartet : null;
    if (!waiting) {
      const moeglichAb = startWait(req.customer, sim, action, now);
      reply.code(202).send({
        ergebnis: 'wartet',
        moeglichAb: new Date(moeglichAb).toISOString(),
        benachrichtigungAn: req.customer.kundendaten.email ?? '',
      });
      return true;
    }
    if (waiting.moeglichAb > now)
      throw coded(409, 'WARTEZEIT', 'Die Wartezeit der Rufnummernsperre läuft noch.', {
        moeglichAb: new Date(waiting.moeglichAb).toISOString(),
      });
    return false;
  };

  app.get('/vertrag/:contractId/sims', async (req) => simsView(req.customer, mobileContract(req), nowMs()));

  // a block needs nothing but the session: it only protects, and a lost phone cannot wait for a code
  app.post('/vertrag/:contractId/sims/:simId/sperre', async (req) => {
    const v = mobileContract(req);
    const sim = simOf(req, v);
    const grund = str(req.body?.grund);
    if (!SPERRGRUENDE.includes(grund)) throw bad('Bitte wählen Sie den Grund der Sperre.');
    sim.status = allowed(sim, 'sperren');
    sim.sperre = { grund, am: new Date(nowMs()).toISOString(), belegnummer: belegnummer(req.customer) };
    return { beleg: { ...sim.sperre, iccidEnde: sim.iccid.slice(-4), rufnummer: sim.rufnummer }, sim: simView(sim) };
  });

  app.delete('/vertrag/:contractId/sims/:simId/sperre', async (req) => {
    const v = mobileContract(req);
    const sim = simOf(req, v);
    const next = allowed(sim, 'entsperren');
    confirmed(req, 'entsperren', schutzOf(v, nowMs()).aktiv);
    sim.status = next;
    sim.sperre = null;
    return { sim: simView(sim) };
  });

  app.post('/vertrag/:contractId/sims/:simId/pin-puk', async (req) => {
    const v = mobileContract(req);
    const sim = simOf(req, v);
    allowed(sim, 'pinPuk');
    confirmed(req, 'pinPuk', schutzOf(v, nowMs()).aktiv);
    return { pin: sim.pin, puk: sim.puk };
  });

  // a new profile for a new phone: the code is in this answer only; with the lock on, the first call starts
  // the 24-hour wait (and the e-mail), a call after it hands out the profile
  app.post('/vertrag/:contractId/sims/:simId/esim-uebertragung', async (req, reply) => {
    const v = mobileContract(req);
    const sim = simOf(req, v);
    const next = allowed(sim, 'esimUebertragen');
    const now = nowMs();
    const schutz = schutzOf(v, now).aktiv;
    confirmed(req, 'esimUebertragen', schutz);
    if (waitFirst(req, reply, sim, 'esimUebertragen', schutz, now)) return reply;
    sim.wartet = null;
    sim.status = next;
    sim.sperre = null;
    return { ergebnis: 'profil', profil: newProfile(sim, now), sim: simView(sim) };
  });

  // a replacement card to the stored address (paid): with the lock on, the first call starts the 24-hour wait
  app.post('/vertrag/:contractId/sims/:simId/ersatz', async (req, reply) => {
    const v = mobileContract(req);
    const sim = simOf(req, v);
    if (sim.art !== 'sim') throw bad('Für eine eSIM übertragen Sie das Profil auf das neue Gerät.');
    const next = allowed(sim, 'ersatzBestellen');
    const now = nowMs();
    const schutz = schutzOf(v, now).aktiv;
    confirmed(req, 'ersatzBestellen', schutz);
    if (waitFirst(req, reply, sim, 'ersatzBestellen', schutz, now)) return reply;
    sim.wartet = null;
    sim.status = next;
    const auftrag = orderReplacement(req.customer, sim, now);
    return { ergebnis: 'bestellt', auftrag, sim: simView(sim) };
  });

  // the porting code to take the number to another provider (§ 59 TKG); with the lock on, after the 24-hour wait
  app.post('/vertrag/:contractId/portierungscode', async (req, reply) => {
    const v = mobileContract(req);
    allowed(mainSim(v), 'portierungAus');
    const now = nowMs();
    const schutz = schutzOf(v, now).aktiv;
    confirmed(req, 'portierungAus', schutz);
    v.portierung ??= { code: null, gueltigBis: null, wartet: null };
    if (waitFirst(req, reply, v.portierung, 'portierungAus', schutz, now)) return reply;
    return { ergebnis: 'code', portierungscode: newPortingCode(v, now) };
  });

  app.delete('/vertrag/:contractId/portierungscode/wartend', async (req) => {
    const v = mobileContract(req);
    if (v.portierung) v.portierung.wartet = null;
    return simsView(req.customer, v, nowMs());
  });

  // stopping a waiting transfer or replacement only protects: no confirmation asked
  app.delete('/vertrag/:contractId/sims/:simId/wartend', async (req) => {
    const sim = simOf(req, mobileContract(req));
    sim.wartet = null;
    return { sim: simView(sim) };
  });

  app.put('/vertrag/:contractId/rufnummernsperre', async (req) => {
    const v = mobileContract(req);
    const aktiv = req.body?.aktiv;
    if (typeof aktiv !== 'boolean') throw bad('Bitte geben Sie an, ob die Rufnummernsperre an oder aus sein soll.');
    const now = nowMs();
    const schutz = schutzOf(v, now);
    if (aktiv) {
      confirmed(req, 'schutzAn', schutz.aktiv);
      // switching on also stops a switch-off that is waiting
      schutz.aktiv = true;
      schutz.ausAb = null;
      sendMail(req.customer, 'schutzAn', now);
    } else if (schutz.aktiv && schutz.ausAb === null) {
      confirmed(req, 'schutzAus', true);
      const target = {};
      startWait(req.customer, target, 'schutzAus', now);
      schutz.ausAb = target.wartet.moeglichAb;
    }
    return simsView(req.customer, v, now);
  });

  // the confirmation of a customer without two-step login: the password again, counted like a login
  app.post('/user/passwort-bestaetigen', async (req, reply) => {
    const c = req.customer;
    if (securityOf(c).totp) throw bad('Bitte bestätigen Sie mit einem Code aus Ihrer Authenticator-App.');
    const wait = t ? t.login.retryAfter(c.username, req.ip) : 0;
    if (wait) return tooMany(reply, wait, 'Versuche mit dem Passwort');
    const password = req.body?.passwort;
    if (typeof password !== 'string' || !password) throw bad('Bitte geben Sie Ihr Passwort ein.');
    if (c.password !== password) {
      t?.login.fail(c.username, req.ip);
      throw bad('Das Passwort ist nicht korrekt.');
    }
    req.kpSession.bestaetigtBis = nowMs() + STEP_UP_SECONDS * 1000;
    return { gueltigBis: new Date(req.kpSession.bestaetigtBis).toISOString() };
  });
}
