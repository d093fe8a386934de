/**
 * The SIM cards and eSIM profiles of a mobile contract (stand-in model, issue „Mobilfunk self-service“). The
 * rule of states and of what each action needs is the portal's (src/lib/simRules.mjs); this file holds the demo
 * SIMs, the lock against SIM swaps per contract, the receipts and the e-mails. State lives on the contract
 * record, so /__test/reset starts every SIM anew. PIN, PUK and activation codes never appear in a view.
 */
import { randomInt } from 'node:crypto';
import { hashSeed } from '../data/generators.mjs';
import { prng } from './util.mjs';
import { wartezeitEnde } from '../../../src/lib/simRules.mjs';
import mobilfunk from '../../../src/config/mobilfunk.json' with { type: 'json' };
import { OPTIONEN } from '../data/products.mjs';

/** the demo contract of `multi` with a phone's eSIM and a tablet's MultiSIM (README: demo logins) */
const DEMO_SIMS = {
  'V-100032': [
    { art: 'esim', geraet: 'iPhone 15', multiSim: false },
    { art: 'sim', geraet: 'iPad Air', multiSim: true },
  ],
  'V-100042': [
    { art: 'sim', geraet: 'Samsung Galaxy S24', multiSim: false },
    { art: 'esim', geraet: 'Apple Watch', multiSim: true },
  ],
};
const SMDP = 'smdp.kundenportal-demo.de';

const digits = (r, n) => Array.from({ length: n }, () => r.int(0, 9)).join('');

/** The SIMs of a mobile contract, created on first use. */
export function simsOf(contract) {
  if (!contract.sims) {
    const r = prng(hashSeed(`sim-${contract.contractId}`));
    const specs = DEMO_SIMS[contract.contractId] ?? [{ art: 'sim', geraet: 'Smartphone', multiSim: false }];
    contract.simZaehler = specs.length;
    contract.sims = specs.map((s, i) => newSim(contract, r, i + 1, s));
  }
  return contract.sims;
}

/** A SIM record of the stand-in; PIN, PUK and the full ICCID stay in it. */
function newSim(contract, r, n, spec) {
  return {
    id: `${contract.contractId}-S${n}`,
    ...spec,
    status: 'aktiv',
    iccid: `894902${digits(r, 13)}`,
    pin: digits(r, 4),
    puk: digits(r, 8),
    rufnummer: contract.phoneNumbers?.[0] ?? '',
    sperre: null,
    /** a protected action waiting out the lock's period: { aktion, moeglichAb (ms) } */
    wartet: null,
    /** the activation code of the latest eSIM profile (spent once shown; only its time is ever sent) */
    profil: null,
    /** the replacement card ordered: { auftragsnummer, bestelltAm, lieferadresse, preis } */
    ersatz: null,
    /** a MultiSIM ordered in the portal: { auftragsnummer, bestelltAm, monatlich } */
    multiSimAuftrag: null,
  };
}

/** The MultiSIM option of the mobile tariffs as the order API names it (its price is the catalogue's). */
export const multiSimOption = () => {
  const o = OPTIONEN.mobilfunk.find((x) => x.id === mobilfunk.multiSimOptionId);
  return o ? { oneTimePrice: 0, minimumTermMonths: 1, ...o } : null;
};

/** A new MultiSIM on the contract's number (a card to the stored address, or an eSIM profile shown once). */
export function addMultiSim(customer, contract, { art, geraet }, nowMs) {
  const sims = simsOf(contract);
  contract.simZaehler = (contract.simZaehler ?? sims.length) + 1;
  const r = prng(hashSeed(`sim-${contract.contractId}-${contract.simZaehler}`));
  const sim = newSim(contract, r, contract.simZaehler, { art, geraet, multiSim: true });
  customer.simAuftraege = (customer.simAuftraege ?? 0) + 1;
  sim.multiSimAuftrag = {
    auftragsnummer: `MS-${customer.kundendaten.number}-${String(customer.simAuftraege).padStart(4, '0')}`,
    bestelltAm: iso(nowMs),
    monatlich: multiSimOption()?.monthlyPrice ?? null,
    lieferadresse: art === 'sim' ? lieferadresse(customer) : '',
  };
  sims.push(sim);
  return sim;
}

/**
 * The cost centre of a business customer's mobile contract (the fleet's SIMs are booked to one each); a private
 * customer's contracts have none.
 */
export function kostenstelleOf(customer, contract) {
  if (customer.kundendaten.customerType !== 'business') return '';
  contract.kostenstelle ??= `KST-${4100 + (hashSeed(`kst-${contract.contractId}`) % 24) * 10}`;
  return contract.kostenstelle;
}

/** The lock against SIM swaps of a contract, brought up to the clock (a requested switch-off takes effect). */
export function schutzOf(contract, nowMs) {
  contract.simSchutz ??= { aktiv: false, ausAb: null };
  const s = contract.simSchutz;
  if (s.aktiv && s.ausAb !== null && s.ausAb <= nowMs) {
    s.aktiv = false;
    s.ausAb = null;
  }
  return s;
}

const iso = (ms) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/** What the portal sees of one SIM. */
export const simView = (s) => ({
  id: s.id,
  art: s.art,
  status: s.status,
  iccidEnde: s.iccid.slice(-4),
  geraet: s.geraet,
  rufnummer: s.rufnummer,
  multiSim: s.multiSim,
  sperre: s.sperre,
  uebertragungAb: s.wartet?.aktion === 'esimUebertragen' ? iso(s.wartet.moeglichAb) : null,
  ersatzAb: s.wartet?.aktion === 'ersatzBestellen' ? iso(s.wartet.moeglichAb) : null,
  ersatz: s.ersatz,
  profilErstelltAm: s.profil ? iso(s.profil.erstelltAm) : null,
});

/** The whole answer of GET vertrag/:id/sims. */
export function simsView(customer, contract, nowMs) {
  const schutz = schutzOf(contract, nowMs);
  return {
    stand: iso(nowMs),
    vertragsId: contract.contractId,
    benachrichtigungAn: customer.kundendaten.email ?? '',
    lieferadresse: lieferadresse(customer),
    ersatzSimPreis: mobilfunk.ersatzSimPreis,
    rufnummernsperre: { aktiv: schutz.aktiv, aufhebungAb: iso(schutz.ausAb) },
    multiSim: {
      option: multiSimOption(),
      max: mobilfunk.multiSimMax,
      moeglichAb: iso(contract.multiSimAntrag?.wartet?.moeglichAb ?? null),
    },
    portierung: portierungView(contract),
    sims: simsOf(contract).map(simView),
  };
}

/** A receipt number of a block (unique per customer). */
export function belegnummer(customer) {
  customer.simBelege = (customer.simBelege ?? 0) + 1;
  return `SP-${customer.kundendaten.number}-${String(customer.simBelege).padStart(4, '0')}`;
}

/** A new eSIM profile: the old one is invalid from now on; the code is handed out once by the caller. */
export function newProfile(sim, nowMs) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const block = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  const code = `${block()}-${block()}-${block()}-${block()}`;
  sim.profil = { erstelltAm: nowMs };
  return {
    aktivierungscode: code,
    smdpAdresse: SMDP,
    qrInhalt: `LPA:1$${SMDP}$${code}`,
    erstelltAm: iso(nowMs),
  };
}

/** A protected action starts its waiting period; the holder gets an e-mail to stop it if it was not them. */
export function startWait(customer, target, aktion, nowMs) {
  const moeglichAb = wartezeitEnde(nowMs);
  target.wartet = { aktion, moeglichAb };
  sendMail(customer, aktion, nowMs, moeglichAb);
  return moeglichAb;
}

/** The e-mails the stand-in "sent" about the lock (read by the tests through the customer record). */
export function sendMail(customer, aktion, nowMs, moeglichAb = null) {
  customer.simMails ??= [];
  customer.simMails.push({ an: customer.kundendaten.email ?? '', aktion, am: iso(nowMs), moeglichAb: iso(moeglichAb) });
}

/** The stored address a replacement card goes to, as one line. */
export function lieferadresse(customer) {
  const k = customer.kundendaten;
  const number = [k.streetNumber, k.streetNumberAddon].filter(Boolean).join('');
  return `${[k.street, number].filter(Boolean).join(' ')}, ${[k.zipcode, k.city].filter(Boolean).join(' ')}`;
}

/** A replacement card for a lost or broken one: the old card is dead from now on; paid (src/config/mobilfunk.json). */
export function orderReplacement(customer, sim, nowMs) {
  customer.simAuftraege = (customer.simAuftraege ?? 0) + 1;
  sim.ersatz = {
    auftragsnummer: `ES-${customer.kundendaten.number}-${String(customer.simAuftraege).padStart(4, '0')}`,
    bestelltAm: iso(nowMs),
    lieferadresse: lieferadresse(customer),
    preis: mobilfunk.ersatzSimPreis,
  };
  return sim.ersatz;
}

/** The main SIM of a contract (the number's own card, not a MultiSIM): porting out goes by its state. */
export const mainSim = (contract) => simsOf(contract).find((s) => !s.multiSim) ?? simsOf(contract)[0];

/** What the portal sees of porting out: the code's validity and a running wait, never the code. */
function portierungView(contract) {
  const p = contract.portierung ?? {};
  return {
    codeGueltigBis: p.code ? iso(p.gueltigBis) : null,
    moeglichAb: p.wartet ? iso(p.wartet.moeglichAb) : null,
  };
}

/** A porting code for the number (Anbieterwechsel, § 59 TKG): valid for the configured days, shown once. */
export function newPortingCode(contract, nowMs) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = `PK-${Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
  const gueltigBis = nowMs + mobilfunk.portierungscodeGueltigTage * 86400_000;
  contract.portierung = { code, gueltigBis, wartet: null };
  return { code, rufnummer: contract.phoneNumbers?.[0] ?? '', gueltigBis: iso(gueltigBis), erstelltAm: iso(nowMs) };
}
