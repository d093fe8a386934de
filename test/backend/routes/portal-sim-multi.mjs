/**
 * MultiSIM of a mobile contract (our design beyond the spec; test/backend/README.md): a second card or eSIM for a
 * watch or a tablet on the same number, and taking one away. What the provider's system must enforce, as this
 * file does: at most MULTI_SIM_MAX per contract; the price the customer was shown is the catalogue's (else 409
 * KONDITIONEN, nothing ordered); a new MultiSIM is a way to the number's calls, so it needs a fresh second factor
 * and, with the lock against SIM swaps on, the 24-hour wait with its e-mail; an eSIM's activation code is in the
 * answer that created it only.
 */
import { HttpError, bad, str } from '../lib/util.mjs';
import { findContract } from '../lib/request.mjs';
import { coded, confirmed, sendCoded } from '../lib/simGuards.mjs';
import { multiSimEntfernbar, multiSimMoeglich } from '../../../src/lib/simRules.mjs';
import {
  addMultiSim,
  multiSimOption,
  newProfile,
  schutzOf,
  simView,
  simsOf,
  simsView,
  startWait,
} from '../lib/simModel.mjs';

const GERAET_MAX = 40;
const sameAmount = (a, b) =>
  typeof a === 'number' && typeof b === 'number' && Math.round(a * 100) === Math.round(b * 100);

export async function multiSimRoutes(app) {
  const { nowMs } = app.ctx;
  sendCoded(app);

  const mobileContract = (req) => {
    const v = findContract(req, req.params.contractId);
    if (v.category !== 'mobilfunk') throw bad('Dieser Vertrag hat keine SIM-Karten.');
    return v;
  };

  // a paid order (the option's monthly price): the body names the terms the customer was shown
  app.post('/vertrag/:contractId/multisim', async (req, reply) => {
    const v = mobileContract(req);
    const art = str(req.body?.art);
    const geraet = str(req.body?.geraet).trim();
    if (art !== 'sim' && art !== 'esim') throw bad('Bitte wählen Sie SIM-Karte oder eSIM.');
    if (!geraet || geraet.length > GERAET_MAX)
      throw bad(`Bitte nennen Sie das Gerät (höchstens ${GERAET_MAX} Zeichen).`);
    const option = multiSimOption();
    if (!option) throw new HttpError(404, 'MultiSIM gibt es für diesen Vertrag nicht.');
    const k = req.body?.konditionen;
    if (!sameAmount(k?.monatlich, option.monthlyPrice) || !sameAmount(k?.einmalig ?? 0, option.oneTimePrice ?? 0))
      throw coded(409, 'KONDITIONEN', 'Die Preise haben sich geändert. Bitte prüfen Sie die Bestellung erneut.');
    if (!multiSimMoeglich(simsOf(v)))
      throw coded(409, 'MULTI_SIM_MAX', 'Zu diesem Vertrag gibt es schon die größtmögliche Zahl an MultiSIMs.');
    const now = nowMs();
    const schutz = schutzOf(v, now).aktiv;
    confirmed(req, 'multiSimHinzu', schutz, now);
    if (schutz) {
      v.multiSimAntrag ??= { wartet: null };
      const waiting = v.multiSimAntrag.wartet;
      if (!waiting) {
        const moeglichAb = startWait(req.customer, v.multiSimAntrag, 'multiSimHinzu', now);
        return reply.code(202).send({
          ergebnis: 'wartet',
          moeglichAb: new Date(moeglichAb).toISOString(),
          benachrichtigungAn: req.customer.kundendaten.email ?? '',
        });
      }
      if (waiting.moeglichAb > now)
        throw coded(409, 'WARTEZEIT', 'Die Wartezeit der Rufnummernsperre läuft noch.', {
          moeglichAb: new Date(waiting.moeglichAb).toISOString(),
        });
      v.multiSimAntrag.wartet = null;
    }
    const sim = addMultiSim(req.customer, v, { art, geraet }, now);
    return {
      ergebnis: 'bestellt',
      auftrag: { ...sim.multiSimAuftrag, art, geraet },
      profil: art === 'esim' ? newProfile(sim, now) : null,
      sim: simView(sim),
    };
  });

  app.delete('/vertrag/:contractId/multisim/wartend', async (req) => {
    const v = mobileContract(req);
    if (v.multiSimAntrag) v.multiSimAntrag.wartet = null;
    return simsView(req.customer, v, nowMs());
  });

  // the card stops working at once and its monthly price ends; the number's own card cannot be taken away
  app.delete('/vertrag/:contractId/sims/:simId', async (req) => {
    const v = mobileContract(req);
    const sims = simsOf(v);
    const sim = sims.find((s) => s.id === str(req.params.simId));
    if (!sim) throw new HttpError(404, 'Diese SIM-Karte gehört nicht zu diesem Vertrag.');
    if (!multiSimEntfernbar(sim)) throw coded(409, 'SIM_STATUS', 'Nur eine MultiSIM kann einzeln entfernt werden.');
    confirmed(req, 'multiSimEntfernen', schutzOf(v, nowMs()).aktiv, nowMs());
    sims.splice(sims.indexOf(sim), 1);
    return simsView(req.customer, v, nowMs());
  });
}
