/**
 * The stand-in's fault tickets (our design; test/backend/README.md "Störung melden"): the line
 * check's outcome per demo customer, technician slots (half days, working days only: the project's own holiday
 * rules, src/lib/holidayRules.mjs), and what happens to a ticket as the stand-in clock moves on (a passed
 * appointment is kept or missed, the status follows the ticket's events). Everything lives on the customer
 * object, so /__test/reset clears it.
 */
import { CUSTOMER_TIME_ZONE } from '../config.mjs';
import { holidaysBetween } from '../../../src/lib/holidayRules.mjs';
import { addDays, parseDate } from './util.mjs';

export const ERGEBNISSE = ['keine_stoerung', 'netzstoerung', 'leitungsstoerung'];
export const DIENSTE = ['internet', 'telefon', 'tv'];
export const ARTEN = ['totalausfall', 'eingeschraenkt'];
export const SEIT = ['gerade', 'heute', 'gestern', 'mehrere_tage'];
export const LAMPEN = ['normal', 'dsl_blinkt', 'dsl_aus', 'rot', 'aus', 'weiss_nicht'];
export const TECHNIKER = ['kommt', 'verpasst'];

/** Half-day windows (Berlin wall time). */
export const FENSTER = {
  vormittag: { von: '08:00', bis: '12:00' },
  nachmittag: { von: '12:00', bis: '17:00' },
};

/** Deterministic outcome of the line check per demo customer; every other customer: no fault found. */
const ERGEBNIS_BY_LOGIN = { dsl25: 'leitungsstoerung', ftth: 'netzstoerung' };

/** How many working days of slots are offered, and the first one (the day after tomorrow at the earliest). */
const SLOT_DAYS = 20;
const FIRST_SLOT_OFFSET = 2;

const berlin = new Intl.DateTimeFormat('en-CA', {
  timeZone: CUSTOMER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'yyyy-MM-dd HH:mm' in Berlin wall time (compares like time). @param {number} ms */
export function berlinKey(ms) {
  const p = Object.fromEntries(berlin.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The instant of a Berlin wall time (yyyy-MM-dd, HH:mm), as ISO string. */
export function berlinInstant(day, time) {
  const guess = Date.parse(`${day}T${time}:00Z`);
  // the zone's offset at that instant (one correction is exact away from the DST switch hours)
  const shown = Date.parse(`${berlinKey(guess).replace(' ', 'T')}:00Z`);
  return new Date(guess - (shown - guess)).toISOString();
}

/** The outcome a line check of this customer finds (test control first, then the demo table). */
export function ergebnisOf(customer) {
  return customer.stoerungErgebnis ?? ERGEBNIS_BY_LOGIN[customer.username] ?? 'keine_stoerung';
}

const FIXED = new Set(['dsl', 'glasfaser']);
export const isFixedLine = (contract) => FIXED.has(contract.category);

/** Services a fixed-line contract carries: internet always, telephone with a number, TV (IPTV) with fibre. */
export function diensteOf(contract) {
  return [
    'internet',
    ...(contract.phoneNumbers?.length || contract.options?.includes('voip') ? ['telefon'] : []),
    ...(contract.category === 'glasfaser' ? ['tv'] : []),
  ];
}

/** Working days from `today` on: no Saturday, Sunday or holiday. @param {string} today yyyy-MM-dd */
export function workingDays(today, from, count) {
  const holidays = holidaysBetween(today, addDays(today, count * 2 + 30));
  const days = [];
  for (let i = from; days.length < count; i++) {
    const day = addDays(today, i);
    const weekday = parseDate(day).getDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(day)) days.push(day);
  }
  return days;
}

/** The slots offered for a ticket: two windows a working day, without the one already booked. */
export function slotsFor(ticket, nowMs) {
  const today = berlinKey(nowMs).slice(0, 10);
  return workingDays(today, FIRST_SLOT_OFFSET, SLOT_DAYS)
    .flatMap((datum) => Object.entries(FENSTER).map(([fenster, t]) => ({ datum, fenster, ...t })))
    .filter((s) => !(ticket.termin && ticket.termin.datum === s.datum && ticket.termin.fenster === s.fenster));
}

/** dd.MM.yyyy of yyyy-MM-dd */
const german = (day) => day.split('-').reverse().join('.');
const slotText = (t) => `${german(t.datum)}, ${t.von}–${t.bis} Uhr`;

/** Adds a message of the provider or the customer to the ticket. */
export function addNachricht(ticket, nowMs, von, text) {
  ticket.nachrichten.push({ am: new Date(nowMs).toISOString(), von, text });
}

/**
 * Brings a ticket up to the clock: an appointment whose window has ended is kept (the fault is fixed at its end)
 * or, with the test-control switch techniker = 'verpasst', missed (reported with its own message).
 */
export function advance(ticket, customer, nowMs) {
  const t = ticket.termin;
  if (!t || ticket.behobenAm || berlinKey(nowMs) < `${t.datum} ${t.bis}`) return;
  const end = Date.parse(berlinInstant(t.datum, t.bis));
  ticket.termin = null;
  if ((customer.stoerungTechniker ?? 'kommt') === 'verpasst') {
    ticket.verpassteTermine.push({ ...t, gemeldetAm: new Date(end).toISOString() });
    ticket.voraussichtlichBehobenAm = null;
    addNachricht(
      ticket,
      end,
      'anbieter',
      `Unser Techniker konnte den Termin am ${slotText(t)} leider nicht wahrnehmen. Dafür steht Ihnen eine Entschädigung zu. Bitte wählen Sie einen neuen Termin.`,
    );
  } else {
    ticket.behobenAm = new Date(end).toISOString();
    addNachricht(ticket, end, 'anbieter', `Unser Techniker hat die Störung am ${slotText(t)} behoben.`);
  }
}

/** Status from the ticket's events. */
function statusOf(ticket, nowMs) {
  if (ticket.behobenAm) return 'behoben';
  if (ticket.termin) return 'techniker_beauftragt';
  return nowMs - Date.parse(ticket.gemeldetAm) >= 15 * 60_000 || ticket.technikerNoetig ? 'in_bearbeitung' : 'gemeldet';
}

/** The answer's view of a ticket (after `advance`). */
export function ticketView(ticket, nowMs) {
  const last = [...ticket.nachrichten].reverse().find((n) => n.von === 'anbieter') ?? null;
  return {
    nummer: ticket.nummer,
    vertragsId: ticket.vertragsId,
    dienst: ticket.dienst,
    art: ticket.art,
    status: statusOf(ticket, nowMs),
    gemeldetAm: ticket.gemeldetAm,
    letzteMeldung: last && { am: last.am, text: last.text },
    voraussichtlichBehobenAm: ticket.voraussichtlichBehobenAm,
    behobenAm: ticket.behobenAm,
    technikerNoetig: ticket.technikerNoetig,
    termin: ticket.termin,
    verpassteTermine: ticket.verpassteTermine,
    monatsentgelt: ticket.monatsentgelt,
    angaben: ticket.angaben,
    nachrichten: ticket.nachrichten,
  };
}

/** A new ticket after a line check. */
export function newTicket({ nummer, contract, pruefung, body, nowMs }) {
  const ticket = {
    nummer,
    vertragsId: contract.contractId,
    dienst: body.dienst,
    art: body.art,
    gemeldetAm: new Date(nowMs).toISOString(),
    voraussichtlichBehobenAm: null,
    behobenAm: null,
    technikerNoetig: pruefung.ergebnis === 'leitungsstoerung',
    termin: null,
    verpassteTermine: [],
    monatsentgelt: contract.monthlyPrice ?? null,
    angaben: { seit: body.seit, lampen: body.lampen, beschreibung: body.beschreibung ?? '' },
    nachrichten: [],
  };
  if (body.beschreibung) addNachricht(ticket, nowMs, 'kunde', body.beschreibung);
  if (ticket.technikerNoetig) {
    addNachricht(
      ticket,
      nowMs,
      'anbieter',
      'Die Prüfung hat eine Störung an Ihrer Leitung ergeben. Zur Behebung muss ein Techniker zu Ihnen kommen: Bitte wählen Sie einen Termin.',
    );
  } else {
    // no fault found by the line check, reported anyway: checked remotely, a date for the fix given at once
    ticket.voraussichtlichBehobenAm = berlinInstant(addDays(berlinKey(nowMs).slice(0, 10), 2), '18:00');
    addNachricht(
      ticket,
      nowMs,
      'anbieter',
      `Wir prüfen Ihren Anschluss aus der Ferne. Die Störung ist voraussichtlich bis ${german(ticket.voraussichtlichBehobenAm.slice(0, 10))} behoben.`,
    );
  }
  return ticket;
}

/** Books or moves the appointment (the caller checked that the slot is offered). */
export function bookTermin(ticket, slot, nowMs) {
  const moved = ticket.termin;
  ticket.termin = { datum: slot.datum, fenster: slot.fenster, von: slot.von, bis: slot.bis };
  ticket.voraussichtlichBehobenAm = berlinInstant(slot.datum, slot.bis);
  addNachricht(
    ticket,
    nowMs,
    'anbieter',
    moved
      ? `Ihr Techniker-Termin wurde auf ${slotText(slot)} verlegt.`
      : `Ein Techniker ist für ${slotText(slot)} beauftragt. Bitte sorgen Sie dafür, dass er Zugang zu Ihrem Anschluss hat.`,
  );
}

/** Until the day before: an appointment today or earlier can no longer be moved or cancelled online. */
export const terminChangeable = (ticket, nowMs) =>
  !ticket.termin || berlinKey(nowMs).slice(0, 10) < ticket.termin.datum;

export { slotText };
