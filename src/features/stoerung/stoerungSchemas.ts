/**
 * Answer schemas of „Störung melden" (calls of our design, test/backend/README.md): booked
 * services, the line check, fault tickets and technician slots. Read tolerantly: ids as text or number, missing
 * texts '', missing instants null, unknown statuses a safe default, unreadable list entries left out; only what
 * the screens cannot do without is required (the check's outcome, a ticket's number and contract).
 */
import * as v from 'valibot';
import { amount, flag, id, listOf, oneOf, optionalObject, text } from '../../api/schemaParts';

export const DIENSTE = ['internet', 'telefon', 'tv'] as const;
export type Dienst = (typeof DIENSTE)[number];
export const ARTEN = ['totalausfall', 'eingeschraenkt'] as const;
export const SEIT = ['gerade', 'heute', 'gestern', 'mehrere_tage'] as const;
export const LAMPEN = ['normal', 'dsl_blinkt', 'dsl_aus', 'rot', 'aus', 'weiss_nicht'] as const;
export const FENSTER = ['vormittag', 'nachmittag'] as const;
export type Fenster = (typeof FENSTER)[number];

/** An ISO instant or null (missing, empty or unreadable). */
const instant = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'string' && x.trim() && !Number.isNaN(Date.parse(x)) ? x.trim() : null)),
  ),
  null,
);
/** yyyy-MM-dd, required where used */
const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const diensteSchema = v.object({
  vertragsId: v.optional(id),
  // an unknown service is left out; an answer without any still lets the customer report internet
  dienste: v.pipe(
    listOf(v.picklist(DIENSTE), 'dienste'),
    v.transform((list): Dienst[] => (list.length ? list : ['internet'])),
  ),
  offeneStoerung: v.fallback(v.nullable(id), null),
});
export type DiensteAnswer = v.InferOutput<typeof diensteSchema>;

export const leitungspruefungSchema = v.object({
  pruefungId: id,
  geprueftAm: instant,
  ergebnis: v.picklist(['keine_stoerung', 'netzstoerung', 'leitungsstoerung']),
  netzstoerung: optionalObject(v.object({ gebiet: text, seit: instant, voraussichtlichBis: instant, meldung: text })),
  offeneStoerung: v.fallback(v.nullable(id), null),
});
export type Leitungspruefung = v.InferOutput<typeof leitungspruefungSchema>;

export const slotSchema = v.object({
  datum: day,
  fenster: v.picklist(FENSTER),
  von: text,
  bis: text,
});
export type Slot = v.InferOutput<typeof slotSchema>;

const nachrichtSchema = v.object({ am: instant, von: oneOf(['kunde', 'anbieter'], 'anbieter'), text });

export const stoerungSchema = v.object({
  nummer: id,
  vertragsId: id,
  dienst: oneOf([...DIENSTE, 'unbekannt'], 'unbekannt'),
  art: oneOf(['totalausfall', 'eingeschraenkt', 'unbekannt'], 'unbekannt'),
  status: oneOf(['gemeldet', 'in_bearbeitung', 'techniker_beauftragt', 'behoben'], 'gemeldet'),
  gemeldetAm: instant,
  letzteMeldung: optionalObject(v.object({ am: instant, text })),
  voraussichtlichBehobenAm: instant,
  behobenAm: instant,
  technikerNoetig: flag,
  termin: optionalObject(slotSchema),
  verpassteTermine: listOf(v.object({ ...slotSchema.entries, gemeldetAm: instant }), 'verpassteTermine'),
  monatsentgelt: amount,
  nachrichten: listOf(nachrichtSchema, 'nachrichten'),
});
export type Stoerung = v.InferOutput<typeof stoerungSchema>;
export type StoerungStatus = Stoerung['status'];

export const stoerungenSchema = v.object({
  stand: instant,
  stoerungen: listOf(stoerungSchema, 'stoerungen'),
});
export type StoerungenAnswer = v.InferOutput<typeof stoerungenSchema>;

/** Answer of a ticket write: the ticket as it is now (the list is loaded again anyway). */
export const stoerungAnswerSchema = v.object({ stand: instant, stoerung: stoerungSchema });
export type StoerungAnswer = v.InferOutput<typeof stoerungAnswerSchema>;

export const termineSchema = v.object({ termine: listOf(slotSchema, 'termine') });
