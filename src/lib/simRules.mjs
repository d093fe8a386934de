/**
 * THE rule of a mobile contract's SIM cards and eSIM profiles: which action a SIM's state allows, the state it
 * leads to, and what an action needs first (a fresh second factor, and with the „Rufnummernsperre gegen
 * SIM-Tausch“ a waiting period with an e-mail to the stored address). Plain JS with JSDoc, so that the stand-in
 * (.mjs, no build step) enforces the same rule the portal shows.
 *
 * A SIM-swap attacker who knows the password wants a new SIM or eSIM for the number, or its port-out: those are
 * the actions the lock delays, so that the real holder reads the e-mail and stops it in time. Blocking a lost
 * SIM is never delayed nor asks for anything: it only protects.
 */
import mobilfunk from '../config/mobilfunk.json' with { type: 'json' };

/** aktiv → gesperrt (lost, stolen, broken) → wird_ersetzt (a replacement is on its way) → ersetzt (spent) */
export const SIM_STATUS = /** @type {const} */ (['aktiv', 'gesperrt', 'wird_ersetzt', 'ersetzt']);
export const SIM_ACTIONS = /** @type {const} */ ([
  'sperren',
  'entsperren',
  'pinPuk',
  'esimUebertragen',
  'ersatzBestellen',
  'portierungAus',
]);
/** a second SIM for a watch or a tablet (MultiSIM) on the same number, and taking one away */
export const MULTI_SIM_ACTIONS = /** @type {const} */ (['multiSimHinzu', 'multiSimEntfernen']);
/** the lock's own switch: on asks for the second factor, off asks for it and waits as well */
export const SCHUTZ_ACTIONS = /** @type {const} */ (['schutzAn', 'schutzAus']);
export const SPERRGRUENDE = /** @type {const} */ (['verloren', 'gestohlen', 'defekt']);
/** the waiting period of a protected action, with the e-mail sent when it starts */
export const SCHUTZ_WARTEZEIT_STUNDEN = 24;

/**
 * @typedef {(typeof SIM_STATUS)[number]} SimStatus
 * @typedef {(typeof SIM_ACTIONS)[number]} SimAction
 * @typedef {SimAction | (typeof SCHUTZ_ACTIONS)[number] | (typeof MULTI_SIM_ACTIONS)[number]} GeschuetzteAktion
 * @typedef {'sim' | 'esim'} SimArt
 */

/** @type {Record<SimStatus, Partial<Record<SimAction, SimStatus>>>} */
const NEXT = {
  aktiv: {
    sperren: 'gesperrt',
    pinPuk: 'aktiv',
    esimUebertragen: 'aktiv',
    ersatzBestellen: 'wird_ersetzt',
    portierungAus: 'aktiv',
  },
  // a blocked SIM's number stays with the customer: the PUK is still readable, a found SIM can be unblocked, and
  // a lost phone's eSIM moves to the new phone (the old profile dies with it)
  gesperrt: { entsperren: 'aktiv', pinPuk: 'gesperrt', esimUebertragen: 'aktiv', ersatzBestellen: 'wird_ersetzt' },
  // the old card is dead, the new one travels with its own PIN letter
  wird_ersetzt: {},
  ersetzt: {},
};

/**
 * The state a SIM is in after the action, or null when its state (or kind) does not allow it.
 * @param {SimStatus} status @param {SimAction} action @param {SimArt} art
 * @returns {SimStatus | null}
 */
export function nextSimStatus(status, action, art) {
  if (action === 'esimUebertragen' && art !== 'esim') return null;
  return NEXT[status]?.[action] ?? null;
}

/** @param {SimStatus} status @param {SimAction} action @param {SimArt} art */
export const simActionAllowed = (status, action, art) => nextSimStatus(status, action, art) !== null;

/**
 * What an action needs before it is done: a fresh second factor (a code, or the password again for a customer
 * without two-step login), and a waiting period of SCHUTZ_WARTEZEIT_STUNDEN with an e-mail notice.
 * @param {GeschuetzteAktion} action @param {boolean} schutzAktiv the lock against SIM swaps is on
 * @returns {{ zweiterFaktor: boolean, wartezeit: boolean }}
 */
export function simRequirement(action, schutzAktiv) {
  switch (action) {
    case 'sperren':
    // taking a MultiSIM away only ends a card (a paid option): it gives nobody the number
    case 'multiSimEntfernen':
      return { zweiterFaktor: false, wartezeit: false };
    case 'entsperren':
    case 'pinPuk':
    case 'schutzAn':
      return { zweiterFaktor: true, wartezeit: false };
    case 'schutzAus':
      return { zweiterFaktor: true, wartezeit: true };
    default:
      // esimUebertragen, ersatzBestellen, portierungAus, multiSimHinzu: the ways to take a number over (a
      // MultiSIM receives the number's calls, and SMS where it is the one chosen for them)
      return { zweiterFaktor: true, wartezeit: schutzAktiv };
  }
}

/** The instant (ms) a protected action started at `startMs` may be completed. @param {number} startMs */
export const wartezeitEnde = (startMs) => startMs + SCHUTZ_WARTEZEIT_STUNDEN * 3600_000;

/** at most this many MultiSIMs on one contract (src/config/mobilfunk.json) */
export const MULTI_SIM_MAX = mobilfunk.multiSimMax;

/**
 * Whether one more MultiSIM can be added: the MultiSIMs that still count (a spent card does not) are fewer than
 * MULTI_SIM_MAX. @param {ReadonlyArray<{ multiSim: boolean, status: SimStatus }>} sims
 */
export const multiSimMoeglich = (sims) =>
  sims.filter((s) => s.multiSim && s.status !== 'ersetzt').length < MULTI_SIM_MAX;

/** A MultiSIM can be taken away in every state but spent; the number's own card never. @param {{ multiSim: boolean, status: SimStatus }} sim */
export const multiSimEntfernbar = (sim) => sim.multiSim && sim.status !== 'ersetzt';
