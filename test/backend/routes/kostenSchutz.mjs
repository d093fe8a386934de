/**
 * „Kosten & Schutz“ of a contract (beyond spec, our design; shapes in test/backend/README.md): the free blocks of
 * § 61 Abs. 1–2 TKG, the mobile data meter (TKTransparenzV §§ 9, 10), the roaming cap (EU 2022/612 Art. 14) and
 * the itemised bill (§ 65 TKG). Kept with the contract, so a reset of the stand-in clears it.
 */
import {
  BEI_100,
  DEFAULT_ANTEIL,
  DEFAULT_INKLUSIV_MB,
  INKLUSIV_MB,
  ROAMING_GRENZE_EURO,
  SPERREN,
  VERBRAUCH_ANTEIL,
} from '../data/kostenSchutz.mjs';
import { EVN_ARTEN, EVN_STANDARD } from '../../../src/lib/evn.mjs';
import { TARIFE } from '../data/products.mjs';
import { findContract } from '../lib/request.mjs';
import { bad } from '../lib/util.mjs';

const TELEFONIE = new Set(['dsl', 'glasfaser', 'mobilfunk']);
const DATENVOLUMEN_MAX = 20;

/** The settings a contract starts with. */
const anfangs = (v) => ({
  sperren: Object.fromEntries((SPERREN[v.category] ?? []).map((art) => [art, { aktiv: false }])),
  datenhinweis: true,
  roaming: true,
  evn: { art: EVN_STANDARD, erklaerung: null },
});

/**
 * A contract's settings, kept with the customer (not on the contract: the session's contract list stays as the
 * spec has it). Reading never stores: a fleet's 5,000 meters cost no memory until one is changed.
 */
const gelesen = (customer, v) => customer.kostenSchutz?.[v.contractId] ?? anfangs(v);
function schutzOf(customer, v) {
  customer.kostenSchutz ??= {};
  customer.kostenSchutz[v.contractId] ??= anfangs(v);
  return customer.kostenSchutz[v.contractId];
}

/** Last day of the calendar month of an instant (the data volume's period), yyyy-MM-dd. */
function monatsende(ms) {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

function view(ctx, customer, v) {
  const s = gelesen(customer, v);
  const mobil = v.category === 'mobilfunk';
  const inklusivMb = INKLUSIV_MB[v.number] ?? DEFAULT_INKLUSIV_MB;
  const now = ctx.nowMs();
  return {
    vertragsId: v.contractId,
    kundentyp: customer.kundendaten.customerType === 'business' ? 'geschaeftlich' : 'privat',
    sperren: Object.entries(s.sperren).map(([art, x]) => ({
      art,
      // a block just ordered is set up in the network; the next read finds it done
      status: x.aktiv ? (x.seit ? 'aktiv' : 'wird_eingerichtet') : 'aus',
      seit: x.seit ?? null,
      quittung: x.quittung ?? null,
    })),
    datenvolumen: mobil
      ? {
          verbrauchtMb: Math.round(inklusivMb * (VERBRAUCH_ANTEIL[v.contractId] ?? DEFAULT_ANTEIL)),
          inklusivMb,
          zeitraumBis: monatsende(now),
          // the meter is read once an hour
          stand: new Date(now - (now % 3600000)).toISOString(),
          hinweis80: s.datenhinweis,
          bei100: BEI_100,
        }
      : null,
    roaming: mobil ? { aktiv: s.roaming, grenzeEuro: ROAMING_GRENZE_EURO } : null,
    evn: TELEFONIE.has(v.category) ? { ...s.evn } : null,
  };
}

/** A block ordered before a read counts as set up by then (the network has done it). */
function einrichten(ctx, customer, v) {
  for (const x of Object.values(gelesen(customer, v).sperren)) if (x.aktiv && !x.seit) x.seit = ctx.today();
}

export async function kostenSchutzRoutes(app) {
  const ctx = app.ctx;
  const flag = (b) => {
    if (typeof b?.aktiv !== 'boolean') throw bad('Bitte geben Sie an, ob die Einstellung an oder aus sein soll.');
    return b.aktiv;
  };
  let quittungSeq = 0;
  const quittung = (text) => ({
    nummer: `SQ-${String(++quittungSeq).padStart(6, '0')}`,
    am: new Date(ctx.nowMs()).toISOString(),
    text,
  });

  app.get('/vertrag/:contractId/schutz', async (req) => {
    const v = findContract(req, req.params.contractId);
    einrichten(ctx, req.customer, v);
    return view(ctx, req.customer, v);
  });

  // the start page's meters: the mobile contracts, fullest first (a fleet's 5,000 are not all sent)
  app.get('/user/datenvolumen', async (req) => ({
    vertraege: req.customer.contracts
      .filter((v) => v.category === 'mobilfunk' && v.status !== 'gekuendigt')
      .map((v) => ({ vertragsId: v.contractId, ...view(ctx, req.customer, v).datenvolumen }))
      .sort((a, b) => b.verbrauchtMb / b.inklusivMb - a.verbrauchtMb / a.inklusivMb)
      .slice(0, DATENVOLUMEN_MAX),
  }));

  // the best-tariff notice (§ 57 Abs. 3 TKG): the cheapest tariff of the same kind that covers the customer's use
  // (mobile: this month's data volume; fixed line: the current speed); null when the current one is already that
  app.get('/vertrag/:contractId/bestertarif', async (req) => {
    const v = findContract(req, req.params.contractId);
    const mobil = v.category === 'mobilfunk';
    const genutztMb = mobil ? view(ctx, req.customer, v).datenvolumen.verbrauchtMb : null;
    const passt = (t) =>
      t.category === v.category &&
      t.number !== v.number &&
      t.price < v.monthlyPrice &&
      (mobil ? (INKLUSIV_MB[t.number] ?? DEFAULT_INKLUSIV_MB) >= genutztMb : (t.down ?? 0) >= (v.downloadMbit ?? 0));
    const bester = TARIFE.filter(passt).sort((a, b) => a.price - b.price)[0] ?? null;
    return {
      vertragsId: v.contractId,
      stand: ctx.today(),
      aktuell: { name: v.name, monatlich: v.monthlyPrice },
      nutzung: mobil
        ? { art: 'datenvolumen', verbrauchtMb: genutztMb }
        : { art: 'geschwindigkeit', mbit: v.downloadMbit ?? null },
      bester: bester
        ? {
            name: bester.name,
            monatlich: bester.price,
            ersparnisMonatlich: Math.round((v.monthlyPrice - bester.price) * 100) / 100,
          }
        : null,
    };
  });

  app.put('/vertrag/:contractId/schutz/sperren/:art', async (req) => {
    const v = findContract(req, req.params.contractId);
    const x = schutzOf(req.customer, v).sperren[req.params.art];
    if (!x) throw bad('Diese Sperre gibt es für diesen Vertrag nicht.');
    const aktiv = flag(req.body);
    if (aktiv !== x.aktiv) {
      // free of charge either way (§ 61 Abs. 1–2 TKG): no price is ever attached
      x.aktiv = aktiv;
      x.seit = null;
      x.quittung = quittung(aktiv ? 'eingerichtet' : 'aufgehoben');
    }
    return view(ctx, req.customer, v);
  });

  app.put('/vertrag/:contractId/schutz/datenhinweis', async (req) => {
    const v = findContract(req, req.params.contractId);
    if (v.category !== 'mobilfunk') throw bad('Dieser Vertrag hat kein Datenvolumen.');
    schutzOf(req.customer, v).datenhinweis = flag(req.body);
    return view(ctx, req.customer, v);
  });

  app.put('/vertrag/:contractId/schutz/roaming', async (req) => {
    const v = findContract(req, req.params.contractId);
    if (v.category !== 'mobilfunk') throw bad('Dieser Vertrag hat kein Roaming.');
    schutzOf(req.customer, v).roaming = flag(req.body);
    return view(ctx, req.customer, v);
  });

  app.put('/vertrag/:contractId/schutz/evn', async (req) => {
    const v = findContract(req, req.params.contractId);
    if (!TELEFONIE.has(v.category)) throw bad('Dieser Vertrag hat keinen Einzelverbindungsnachweis.');
    const art = req.body?.art;
    if (!EVN_ARTEN.includes(art)) throw bad('Bitte wählen Sie, wie der Einzelverbindungsnachweis aussehen soll.');
    // the full numbers need the declaration in text form (§ 65 Abs. 2 TKG): the backend, not the screen, insists
    if (art === 'vollstaendig' && req.body?.erklaerung !== true)
      throw bad(
        req.customer.kundendaten.customerType === 'business'
          ? 'Bitte bestätigen Sie, dass Ihre Beschäftigten und die Arbeitnehmervertretung informiert sind.'
          : 'Bitte bestätigen Sie, dass alle Mitbenutzer Ihres Anschlusses informiert sind.',
      );
    schutzOf(req.customer, v).evn = {
      art,
      erklaerung: art === 'vollstaendig' ? new Date(ctx.nowMs()).toISOString() : null,
    };
    return view(ctx, req.customer, v);
  });
}
