/**
 * Answer schemas of „Meine Rechte“ (our calls beyond the spec, test/backend/README.md): invoice disputes, an
 * invoice's lines, the check of a measurement protocol. Read tolerantly: unknown statuses a safe default, missing
 * amounts null, unreadable list entries left out; required only what a screen cannot do without.
 */
import * as v from 'valibot';
import { amount, count, flag, id, listOf, oneOf, text } from '../../api/schemaParts';

export const BEANSTANDUNG_STATUS = ['eingegangen', 'in_bearbeitung', 'stattgegeben', 'abgelehnt'] as const;

export const beanstandungSchema = v.object({
  referenz: id,
  rechnungId: id,
  rechnungsnummer: text,
  ganz: flag,
  positionen: listOf(v.number(), 'positionen'),
  betrag: amount,
  /** yyyy-MM-dd */
  fristEnde: text,
  /** ISO instant */
  eingangAm: text,
  abbuchungAusgesetzt: flag,
  status: oneOf(BEANSTANDUNG_STATUS, 'eingegangen'),
});
export type Beanstandung = v.InferOutput<typeof beanstandungSchema>;

/** A block for arrears announced in writing (§ 61 Abs. 4–7 TKG; the rule: src/lib/beanstandung.mjs). */
export const androhungSchema = v.object({
  status: v.picklist(['angedroht', 'aufgehoben']),
  rueckstand: amount,
  /** yyyy-MM-dd: the written notice, and the first day the block may come */
  angedrohtAm: text,
  sperreAb: text,
  faellig: flag,
  /** the invoices in arrears, oldest first: what to pay or dispute */
  rechnungen: listOf(v.object({ id, number: text, date: text, amount }), 'androhung.rechnungen'),
});
export type Androhung = v.InferOutput<typeof androhungSchema>;

export const beanstandungenSchema = v.object({
  beanstandungen: listOf(beanstandungSchema, 'beanstandungen'),
  sperre: v.fallback(v.nullable(v.object({ rueckstand: amount, sperrfaehig: flag })), null),
  /** missing, unreadable or null: no block announced (the start page shows nothing) */
  androhung: v.fallback(v.nullable(androhungSchema), null),
  /** the backend's day (yyyy-MM-dd), for the deadline */
  heute: text,
});
export type Beanstandungen = v.InferOutput<typeof beanstandungenSchema>;

export const rechnungPositionenSchema = v.object({
  id,
  number: text,
  date: text,
  amount,
  positionen: listOf(v.object({ text, amount }), 'positionen'),
});
export type RechnungPositionen = v.InferOutput<typeof rechnungPositionenSchema>;

export const messergebnisSchema = v.object({
  vertragsId: id,
  normalMbit: amount,
  maxMbit: amount,
  unlesbar: count(0),
  messungen: count(0),
  tage: count(0),
  tageUnter: count(0),
  mittelMbit: amount,
  nachgewiesen: flag,
  grund: v.fallback(v.nullable(v.picklist(['zu_wenige_messungen', 'zu_wenige_tage', 'keine_unterschreitung'])), null),
  prozent: count(0),
  monate: listOf(v.object({ monat: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)), betrag: amount }), 'monate'),
});
export type Messergebnis = v.InferOutput<typeof messergebnisSchema>;

export const bestertarifSchema = v.object({
  vertragsId: id,
  aktuell: v.fallback(v.nullable(v.object({ name: text, monatlich: amount })), null),
  bester: v.fallback(v.nullable(v.object({ name: text, monatlich: amount, ersparnisMonatlich: amount })), null),
});
export type Bestertarif = v.InferOutput<typeof bestertarifSchema>;

/** The answer to a PDF protocol: the request it became (Meine Aufträge), checked by hand. */
export const protokollEingangSchema = v.object({
  referenz: id,
  status: text,
  protokoll: v.fallback(v.nullable(v.object({ name: text, am: text })), null),
});
export type ProtokollEingang = v.InferOutput<typeof protokollEingangSchema>;
