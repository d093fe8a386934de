/**
 * The business demo customer with a fleet: 5,000 contracts, mostly mobile SIMs with their own phone
 * numbers, DSL and fibre lines at 60 sites in Thuringia (Jena among them), cancelled contracts and contracts
 * still being set up (running orders). Deterministic (seeded PRNG). Built once per day and process at first
 * use, kept as JSON text; every reset parses a fresh, mutable copy only when the customer is used, so the
 * other demo customers' resets and logins cost nothing extra and the stand-in is never what the portal waits for.
 *
 * Period: 12 monthly invoices (one per fixed line and month, plus one collective invoice per month for the
 * mobile fleet, attached to the fleet's first SIM) and itemised calls for the last 3 full months of each fixed
 * line. Mobile usage is in the flat rates (no itemised calls). 26 months and 6 months of calls, as the private
 * customers have, would make the login answer 60 MB+ at this size; business customers get older invoices as PDFs.
 */
import { addDays, fmtDate, prng, round2 } from '../lib/util.mjs';
import { hashSeed, makeContract, makeTelefonkosten } from './generators.mjs';
import { TARIF } from './products.mjs';
import { groupThousands } from '../../../src/lib/amount.mjs';

export const FLEET_SIZE = 5000;
/** fixed lines per contract: 200 of 5,000 (a smaller fleet, e.g. `flotte1000`, has as many per contract) */
export const FLEET_FIXED_SHARE = 0.04;
export const FLEET_FIXED_LINES = FLEET_SIZE * FLEET_FIXED_SHARE;
export const FLEET_INVOICE_MONTHS = 12;
export const FLEET_CALL_MONTHS = 3;

/** Site towns with their postcodes and streets (umlauts and ß on purpose: the portal's search must match them). */
const TOWNS = {
  Jena: {
    plz: ['07743', '07745', '07747'],
    streets: ['Löbdergraben', 'Wagnergasse', 'Leutragraben', 'Göschwitzer Straße'],
  },
  Erfurt: { plz: ['99084', '99086', '99089'], streets: ['Anger', 'Krämerbrücke', 'Nordhäuser Straße', 'Löberstraße'] },
  Gera: { plz: ['07545', '07548'], streets: ['Sorge', 'Heinrichstraße', 'Wiesestraße'] },
  Weimar: { plz: ['99423', '99425'], streets: ['Schillerstraße', 'Frauenplan', 'Erfurter Straße'] },
  Mühlhausen: { plz: ['99974'], streets: ['Steinweg', 'Görmarstraße'] },
  Gotha: { plz: ['99867'], streets: ['Hauptmarkt', 'Bürgeraue'] },
  Suhl: { plz: ['98527'], streets: ['Friedrich-König-Straße', 'Steinweg'] },
  Nordhausen: { plz: ['99734'], streets: ['Töpferstraße', 'Grimmelallee'] },
};

const SITE_COUNT = 60;
const MOBILE_TARIFS = ['mobilS', 'mobilM', 'mobilM', 'mobilL'];
const FIXED_TARIFS = ['bizvdsl100', 'bizvdsl100', 'bizgf500', 'vdsl50'];
const MOBILE_PREFIXES = ['0151', '0160', '0171', '0176'];

function sites(r) {
  const names = Object.keys(TOWNS);
  return Array.from({ length: SITE_COUNT }, (_, i) => {
    // Jena first and often: the e2e filters cancelled DSL lines in Jena
    const city = i < 10 ? 'Jena' : names[i % names.length];
    const town = TOWNS[city];
    return {
      street: r.pick(town.streets),
      streetNumber: String(1 + ((i * 37) % 140)),
      streetNumberAddon: i % 7 === 3 ? 'b' : '',
      zipcode: r.pick(town.plz),
      city,
    };
  });
}

/**
 * The fleet's contracts. SIM numbers are unique: a multiplier coprime to 9,000,000 walks the 7-digit range
 * without repeating.
 */
export function makeFleetContracts(kd, today, count = FLEET_SIZE) {
  const r = prng(hashSeed(`flotte-${kd.number}`));
  const at = sites(r);
  const fixedLines = Math.round(count * FLEET_FIXED_SHARE);
  const out = [];
  for (let i = 0; i < count; i++) {
    const fixed = i < fixedLines;
    const tarif = fixed ? FIXED_TARIFS[i % FIXED_TARIFS.length] : r.pick(MOBILE_TARIFS);
    const id = `V-${300001 + i}`;
    const roll = r.next();
    const status = roll < 0.07 ? 'gekuendigt' : roll < 0.1 ? 'in_bearbeitung' : 'aktiv';
    const sim = `${MOBILE_PREFIXES[i % 4]} ${1000000 + ((i * 7919 + 1234567) % 9000000)}`;
    out.push(
      makeContract(
        kd,
        {
          id,
          tarif,
          address: at[fixed ? i % SITE_COUNT : r.int(0, SITE_COUNT - 1)],
          startMonthsAgo: status === 'in_bearbeitung' ? 0 : r.int(1, 72),
          TEAGCustomerId: `B-7${String(i % 400).padStart(5, '0')}`,
          status,
          ausbaustatus: TARIF[tarif].category === 'glasfaser' ? 'fertig' : 'nicht_geplant',
          ...(fixed ? {} : { phoneNumbers: [sim] }),
        },
        today,
      ),
    );
  }
  return out;
}

/** Monthly invoices, newest first: one per billed fixed line (price + its calls) and one for all SIMs. */
export function makeFleetInvoices(kd, contracts, today, telefonkosten, months = FLEET_INVOICE_MONTHS) {
  const base =
    today.getDate() >= 3
      ? new Date(today.getFullYear(), today.getMonth(), 3)
      : new Date(today.getFullYear(), today.getMonth() - 1, 3);
  const billed = contracts.filter((c) => c.status === 'aktiv');
  const sims = billed.filter((c) => c.category === 'mobilfunk');
  const lines = billed.filter((c) => c.category !== 'mobilfunk');
  const calls = new Map(telefonkosten.map((t) => [`${t.contractId} ${t.month}`, t.total]));
  const simGroups = new Map();
  for (const c of sims) {
    if (!simGroups.has(c.name)) simGroups.set(c.name, []);
    simGroups.get(c.name).push(c);
  }
  const out = [];
  for (let i = 0; i < months; i++) {
    const date = new Date(base.getFullYear(), base.getMonth() - i, 3);
    const from = fmtDate(new Date(date.getFullYear(), date.getMonth() - 1, 1));
    const to = fmtDate(new Date(date.getFullYear(), date.getMonth(), 0));
    const ym = fmtDate(date).slice(0, 7).replace('-', '');
    const dueDate = addDays(date, 14);
    const invoice = (id, number, contractId, positionen) => ({
      id,
      number,
      date: fmtDate(date),
      periodFrom: from,
      periodTo: to,
      amount: positionen.reduce((cents, p) => cents + Math.round(p.amount * 100), 0) / 100,
      status: i === 0 ? 'offen' : 'bezahlt',
      contractId,
      dueDate,
      debitDate: dueDate,
      positionen,
    });
    out.push(
      invoice(
        `R-${kd.number}-${ym}-M`,
        `${ym}${kd.number.slice(-4)}0000`,
        sims[0]?.contractId ?? '',
        [...simGroups].map(([name, group]) => ({
          text: `${name}, ${groupThousands(String(group.length))} SIM-Karten`,
          amount: round2(group.reduce((s, c) => s + c.monthlyPrice, 0)),
        })),
      ),
    );
    for (const c of lines) {
      const phone = calls.get(`${c.contractId} ${from.slice(0, 7)}`);
      out.push(
        invoice(`R-${kd.number}-${ym}-${c.contractId.slice(2)}`, `${ym}${c.contractId.slice(2)}`, c.contractId, [
          ...c.articles.map((a) => ({ text: `${a.name} (${c.contractId})`, amount: a.price })),
          ...(phone ? [{ text: `Verbindungen, Anschluss ${c.phoneNumbers[0]}`, amount: phone }] : []),
        ]),
      );
    }
  }
  return out;
}

/** per customer number: `{ day, json }` (each fleet customer keeps its own; another day replaces it) */
const cache = new Map();

/** The fleet's data of `today` as JSON text, generated at the first call of the day (a few hundred ms). */
export function fleetJson(kd, today, count = FLEET_SIZE) {
  const day = fmtDate(today);
  if (cache.get(kd.number)?.day !== day) {
    const contracts = makeFleetContracts(kd, today, count);
    const telefonkosten = makeTelefonkosten(contracts, today, FLEET_CALL_MONTHS);
    const rechnungen = makeFleetInvoices(kd, contracts, today, telefonkosten);
    cache.set(kd.number, { day, json: JSON.stringify({ contracts, rechnungen, telefonkosten }) });
  }
  return cache.get(kd.number).json;
}

const HEAVY = ['contracts', 'rechnungen', 'telefonkosten'];

/**
 * Gives `record` the fleet's contracts, invoices and calls as properties that parse a fresh copy of the cached
 * data at first access (then plain data properties): a reset does not pay for 5,000 contracts unless the
 * fleet customer is used afterwards, and no route's change survives a reset.
 */
export function attachFleet(record, kd, today, count = FLEET_SIZE) {
  const materialise = () => {
    const data = JSON.parse(fleetJson(kd, today, count));
    for (const key of HEAVY)
      Object.defineProperty(record, key, { value: data[key], writable: true, enumerable: true, configurable: true });
  };
  for (const key of HEAVY)
    Object.defineProperty(record, key, {
      enumerable: true,
      configurable: true,
      get() {
        materialise();
        return record[key];
      },
      set(value) {
        materialise();
        record[key] = value;
      },
    });
  return record;
}
