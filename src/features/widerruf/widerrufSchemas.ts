import * as v from 'valibot';
import { flag, id, listOf, optionalId, text } from '../../api/schemaParts';

/**
 * Answers of „Vertrag widerrufen" (our calls beyond the spec, test/backend/README.md).
 * Only what identifies the receipt is required; every other field may be missing (the screen then shows what
 * was sent) and ids may come as numbers (the other reading of the spec's open shapes).
 */
export const belegSchema = v.object({
  belegnummer: id,
  auftragsnummer: id,
  /** ISO instant of receipt: the legal proof of the declaration's time */
  eingangAm: v.pipe(v.string(), v.nonEmpty()),
  vertragsId: optionalId,
  /** our extension: the order made a new contract (a mobile or GFPlus line), not a change of `vertragsId` */
  neuerVertrag: flag,
  produkt: text,
  bestellart: text,
  bestelltAm: text,
  fristEnde: text,
  kundennummer: optionalId,
  vorname: text,
  nachname: text,
  email: text,
  anHinterlegteAdresseGesendet: flag,
  wiederholt: flag,
});
export type Beleg = v.InferOutput<typeof belegSchema>;

const eintragSchema = v.object({
  auftragsnummer: id,
  vertragsId: optionalId,
  neuerVertrag: flag,
  bestellart: text,
  produkt: text,
  /** ISO instant of the order: the period counts from its Berlin day */
  bestelltAm: v.pipe(v.string(), v.nonEmpty()),
  fristEnde: text,
  widerrufbar: flag,
  beleg: v.fallback(v.nullable(belegSchema), null),
});
export type WiderrufEintrag = v.InferOutput<typeof eintragSchema>;

export const listeSchema = v.object({ stand: text, auftraege: listOf(eintragSchema, 'Widerruf-Eintrag') });
export type WiderrufListe = v.InferOutput<typeof listeSchema>;
