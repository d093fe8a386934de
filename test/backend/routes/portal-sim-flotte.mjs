/**
 * The SIMs of all mobile contracts of a customer at once (our design beyond the spec; test/backend/README.md): the
 * list a fleet manages (`flotte`: 4,800 SIMs), and blocking or replacing many SIMs in one call with one receipt.
 * What the provider's system must enforce, as this file does: every SIM named belongs to the session's customer
 * (else nothing is done); at most `sammelaktionMaxSims` per call; each SIM goes by the state machine
 * (src/lib/simRules.mjs), a SIM whose state does not allow the action is left out and named; a block asks for
 * nothing, replacements are paid and need a fresh second factor (step-up table, action „sim“) and are
 * left out where the lock against SIM swaps is on (its wait is per number, in „SIM & Geräte“).
 */
import { bad, str } from '../lib/util.mjs';
import { coded, confirmed, sendCoded } from '../lib/simGuards.mjs';
import { SPERRGRUENDE, nextSimStatus } from '../../../src/lib/simRules.mjs';
import mobilfunk from '../../../src/config/mobilfunk.json' with { type: 'json' };
import { belegnummer, kostenstelleOf, orderReplacement, schutzOf, simsOf } from '../lib/simModel.mjs';

const MAX = mobilfunk.sammelaktionMaxSims;
const sameAmount = (a, b) => typeof a === 'number' && Math.round(a * 100) === Math.round(b * 100);

/** Every SIM of the customer's mobile contracts with its contract, by SIM id. */
function simIndex(customer) {
  const index = new Map();
  for (const v of customer.contracts) {
    if (v.category !== 'mobilfunk') continue;
    for (const sim of simsOf(v)) index.set(sim.id, { sim, v });
  }
  return index;
}

const row = (customer, { sim, v }) => ({
  id: sim.id,
  vertragsId: v.contractId,
  rufnummer: sim.rufnummer,
  iccidEnde: sim.iccid.slice(-4),
  status: sim.status,
  art: sim.art,
  geraet: sim.geraet,
  multiSim: sim.multiSim,
  kostenstelle: kostenstelleOf(customer, v),
});

export async function fleetSimRoutes(app) {
  const { nowMs } = app.ctx;
  sendCoded(app);

  app.get('/user/sims', async (req) => ({
    stand: new Date(nowMs()).toISOString(),
    ersatzSimPreis: mobilfunk.ersatzSimPreis,
    maxJeAktion: MAX,
    sims: [...simIndex(req.customer).values()].map((x) => row(req.customer, x)),
  }));

  /** The SIMs a bulk call names: a list of 1..MAX distinct ids, all of this customer's, or nothing is done. */
  const named = (req) => {
    const ids = req.body?.simIds;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => typeof id === 'string'))
      throw bad('Bitte wählen Sie mindestens eine SIM-Karte.');
    if (ids.length > MAX) throw coded(400, 'ZU_VIELE', `Bitte wählen Sie höchstens ${MAX} SIM-Karten auf einmal.`);
    if (new Set(ids).size !== ids.length) throw bad('Jede SIM-Karte darf nur einmal genannt sein.');
    const index = simIndex(req.customer);
    const found = ids.map((id) => index.get(id));
    if (found.some((x) => !x))
      throw coded(
        400,
        'SIM_UNBEKANNT',
        'Mindestens eine der gewählten SIM-Karten gehört nicht zu Ihren Verträgen. Es wurde nichts geändert.',
      );
    return found;
  };
  const skipped = (customer, x, grund) => ({ ...row(customer, x), grund });

  // one receipt number for all: the block is one action of the customer
  app.post('/user/sims/sperre', async (req) => {
    const grund = str(req.body?.grund);
    if (!SPERRGRUENDE.includes(grund)) throw bad('Bitte wählen Sie den Grund der Sperre.');
    const sims = named(req);
    const am = new Date(nowMs()).toISOString();
    const nummer = belegnummer(req.customer);
    const uebersprungen = [];
    let erledigt = 0;
    for (const x of sims) {
      const next = nextSimStatus(x.sim.status, 'sperren', x.sim.art);
      if (next === null) {
        uebersprungen.push(skipped(req.customer, x, 'SIM_STATUS'));
        continue;
      }
      x.sim.status = next;
      x.sim.sperre = { grund, am, belegnummer: nummer };
      erledigt++;
    }
    return { beleg: { belegnummer: nummer, am, grund, aktion: 'sperren', anzahl: erledigt }, uebersprungen };
  });

  // paid: the body names the price per card the customer was shown (else 409 KONDITIONEN, nothing ordered)
  app.post('/user/sims/ersatz', async (req) => {
    if (!sameAmount(req.body?.preisJeSim, mobilfunk.ersatzSimPreis))
      throw coded(409, 'KONDITIONEN', 'Der Preis hat sich geändert. Bitte prüfen Sie die Bestellung erneut.');
    const sims = named(req);
    const now = nowMs();
    confirmed(req, 'ersatzBestellen', false, now);
    const am = new Date(now).toISOString();
    const nummer = belegnummer(req.customer);
    const uebersprungen = [];
    let erledigt = 0;
    for (const x of sims) {
      const next = x.sim.art === 'sim' ? nextSimStatus(x.sim.status, 'ersatzBestellen', x.sim.art) : null;
      if (next === null) uebersprungen.push(skipped(req.customer, x, x.sim.art === 'sim' ? 'SIM_STATUS' : 'ESIM'));
      else if (schutzOf(x.v, now).aktiv) uebersprungen.push(skipped(req.customer, x, 'RUFNUMMERNSPERRE'));
      else {
        x.sim.status = next;
        orderReplacement(req.customer, x.sim, now);
        erledigt++;
      }
    }
    return {
      beleg: {
        belegnummer: nummer,
        am,
        grund: '',
        aktion: 'ersatz',
        anzahl: erledigt,
        preisJeSim: mobilfunk.ersatzSimPreis,
      },
      uebersprungen,
    };
  });
}
