/** Mutable server state (per server instance): customers, orders, tokens, tracking. reset() restores the seed. */
import { telefonkostenView } from '../lib/einzelverbindungen.mjs';
import { buildCustomers } from './customers.mjs';
import { addDays } from '../lib/util.mjs';

/** @param {() => number} nowMs */
export function createStore(nowMs) {
  const store = {
    /** @type {ReturnType<typeof buildCustomers>} */
    customers: [],
    orders: [],
    kuendigungen: [],
    tracking: [],
    vorgaenge: [],
    trackingSeq: 0,
    orderSeq: 0,
    vorgangSeq: 0,
    kuendigungSeq: 0,
    /** token → { username, email, used } */
    emailTokens: new Map(),
    /** token → { username, used } */
    resetTokens: new Map(),
    lastEmailToken: null,
    lastResetToken: null,
    reset() {
      store.customers = buildCustomers(new Date(nowMs()));
      store.orders = [];
      store.kuendigungen = [];
      store.tracking = [];
      store.vorgaenge = [];
      store.trackingSeq = 0;
      store.orderSeq = 0;
      store.vorgangSeq = 0;
      store.kuendigungSeq = 0;
      store.emailTokens = new Map();
      store.resetTokens = new Map([['demo-reset-token', { username: 'dsl25', used: false }]]);
      store.lastEmailToken = null;
      store.lastResetToken = null;
    },
    byUsername(u) {
      const name = String(u ?? '')
        .trim()
        .toLowerCase();
      return store.customers.find((c) => c.username === name) ?? null;
    },
    byNumber(n) {
      return store.customers.find((c) => c.kundendaten.number === String(n ?? '').trim()) ?? null;
    },
    /** Bank data with "live" dates (relative to the current clock) resolved. */
    bankdaten(c) {
      const today = new Date(nowMs());
      return c.bankdaten.map((b) =>
        b.relDays !== undefined ? { ...b, validFrom: addDays(today, b.relDays) } : { ...b },
      );
    },
    nextVorgang(prefix = 'VG') {
      store.vorgangSeq += 1;
      return `${prefix}-${new Date(nowMs()).getFullYear()}-${String(store.vorgangSeq).padStart(6, '0')}`;
    },
  };
  store.reset();
  return store;
}

/** The login / user/current answer. */
export function userView(store, c, idleSeconds) {
  return {
    kundendaten: { ...c.kundendaten },
    zelos_vertragsdokumente: c.zelos,
    kundenprodukte: c.contracts,
    bankdaten: store.bankdaten(c),
    rechnungen: c.rechnungen,
    // under each contract's itemised-bill choice, counselling services never listed
    telefonkosten: telefonkostenView(c),
    kundenspezialangebot: c.kundenspezialangebot,
    dev_kundenportal: c.devPortal,
    session_idle_seconds: idleSeconds,
  };
}
