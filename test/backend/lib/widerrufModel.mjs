/**
 * „Vertrag widerrufen" (Art. 11a VRRL) in the stand-in: which of a customer's orders may be withdrawn,
 * the receipt, and the e-mail it sends. The period itself is the portal's rule (src/lib/widerrufsfrist.mjs).
 * Everything lives on the customer objects, so /__test/reset returns to the demo data.
 */
import { timingSafeEqual } from 'node:crypto';
import { isSchluessel, normalizeSchluessel } from '../../../src/lib/auftragsschluessel.mjs';
import { widerrufsfrist } from '../../../src/lib/widerrufsfrist.mjs';
import { CUSTOMER_TIME_ZONE } from '../config.mjs';
import { berlinDateTime } from './berlinTime.mjs';
import { makePdf } from './pdf.mjs';
import { sameId } from './shapes.mjs';

/**
 * Every order the portal sent (order API) and every move with a new tariff (umzugactivity): the
 * contracts a consumer concludes online and can withdraw from. A move that keeps the contract concludes none.
 */
export const concludesContract = (v) => v.art === 'bestellung' || (v.art === 'umzug' && Boolean(v.produkt));

export const ordersOf = (customer) => (customer?.vorgaenge ?? []).filter(concludesContract);

export const findOrder = (customer, auftragsnummer) =>
  ordersOf(customer).find((v) => sameId(v.referenz, auftragsnummer)) ?? null;

/** The order with this Auftragsschlüssel (typed in any case, with or without hyphens), or null. */
export function findOrderByKey(customer, typed) {
  const key = normalizeSchluessel(typed);
  if (!isSchluessel(key)) return null;
  const wanted = Buffer.from(key);
  return (
    ordersOf(customer).find((v) => {
      const own = Buffer.from(normalizeSchluessel(v.auftragsschluessel));
      return own.length === wanted.length && timingSafeEqual(own, wanted);
    }) ?? null
  );
}

export const belegOf = (customer, auftragsnummer) =>
  (customer?.widerrufe ?? []).find((w) => w.auftragsnummer === auftragsnummer) ?? null;

/**
 * What a repeated declaration learns: that the order was withdrawn, when, and the receipt's number; never who
 * declared it first, under which name, or where the first receipt was sent.
 */
export function neutralBeleg(beleg) {
  const { belegnummer, auftragsnummer, eingangAm, vertragsId, neuerVertrag, bestellart, produkt, bestelltAm } = beleg;
  return {
    belegnummer,
    auftragsnummer,
    eingangAm,
    vertragsId,
    ...(neuerVertrag ? { neuerVertrag } : {}),
    bestellart,
    produkt,
    bestelltAm,
    fristEnde: beleg.fristEnde,
    wiederholt: true,
  };
}

/** The period of an order at the stand-in's now. */
export const fristOf = (order, nowMs) => widerrufsfrist(order.eingangAm, nowMs, CUSTOMER_TIME_ZONE);

/** One order as `GET widerruf` lists it. */
export function listEntry(customer, order, nowMs) {
  const frist = fristOf(order, nowMs);
  const beleg = belegOf(customer, order.referenz);
  return {
    auftragsnummer: order.referenz,
    vertragsId: order.vertragsId,
    ...(order.neuerVertrag ? { neuerVertrag: true } : {}),
    bestellart: order.bestellart ?? '',
    produkt: order.produkt ?? '',
    bestelltAm: order.eingangAm,
    fristEnde: frist.fristEnde,
    widerrufbar: frist.offen && !beleg,
    beleg,
  };
}

/** Names compared as a person would: case, spaces and composed/decomposed umlauts do not matter. */
export const sameName = (a, b) => {
  const norm = (s) =>
    String(s ?? '')
      .normalize('NFC')
      .trim()
      .replace(/\s+/g, ' ')
      .toLocaleLowerCase('de');
  return norm(a) !== '' && norm(a) === norm(b);
};

const de = (day) => day.split('-').reverse().join('.');

/** The receipt's text: the PDF attached to the e-mail (the portal builds the same content for its PDF). */
export function belegLines(b) {
  const eingang = berlinDateTime(b.eingangAm);
  const bestellt = berlinDateTime(b.bestelltAm);
  return [
    `Belegnummer: ${b.belegnummer}`,
    `Eingegangen am: ${eingang.date} um ${eingang.time} Uhr`,
    '',
    `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag: Auftrag ${b.auftragsnummer}${b.produkt ? ` (${b.produkt})` : ''}, bestellt am ${bestellt.date} um ${bestellt.time} Uhr.`,
    `Name: ${b.vorname} ${b.nachname}`,
    `Kundennummer: ${b.kundennummer}`,
    // a new contract (a mobile or GFPlus line) is not the contract it was ordered from
    `Vertrag: ${b.neuerVertrag ? `neuer Vertrag: ${b.produkt}` : b.vertragsId}`,
    `E-Mail-Adresse für die Bestätigung: ${b.email}`,
    `Widerrufsfrist bis: ${de(b.fristEnde)}`,
  ];
}

/** The receipt e-mail, recorded instead of sent: to the stored address of the contract holder (and a copy). */
export async function sendBeleg(customer, beleg, nowMs) {
  const stored = customer.kundendaten.email;
  const an = [
    stored,
    ...(beleg.email && beleg.email.toLowerCase() !== String(stored).toLowerCase() ? [beleg.email] : []),
  ];
  const pdf = await makePdf({ title: 'Eingangsbestätigung Ihres Widerrufs', lines: belegLines(beleg) });
  customer.widerrufMails ??= [];
  customer.widerrufMails.push({
    an,
    hinterlegt: stored,
    betreff: `Eingangsbestätigung Ihres Widerrufs ${beleg.belegnummer}`,
    belegnummer: beleg.belegnummer,
    gesendetAm: new Date(nowMs).toISOString(),
    anhang: { name: `Widerruf_${beleg.belegnummer}.pdf`, bytes: pdf.length },
  });
}
