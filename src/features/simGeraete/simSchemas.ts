/**
 * Answer schemas of „SIM & Geräte“ (our calls beyond the spec, test/backend/README.md). Read tolerantly: an
 * unknown SIM state or kind becomes a safe reading (a state that allows nothing), missing texts '', missing
 * instants null, an unreadable SIM is left out. The secrets (PIN/PUK, the activation code) are required where
 * they are the point of the answer: without them the answer is an error, never an empty code.
 */
import * as v from 'valibot';
import { amount, flag, id, listOf, oneOf, optionalObject, text } from '../../api/schemaParts';
import { SIM_STATUS, SPERRGRUENDE } from '../../lib/simRules.mjs';

/** An ISO instant or null (missing, empty or unreadable). */
const instant = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((x) => (typeof x === 'string' && x.trim() && !Number.isNaN(Date.parse(x)) ? x.trim() : null)),
  ),
  null,
);
const secret = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.nonEmpty());

export type SimGrund = (typeof SPERRGRUENDE)[number];

const sperreSchema = v.object({
  grund: oneOf(SPERRGRUENDE, 'verloren'),
  am: instant,
  belegnummer: text,
});

export const simSchema = v.object({
  id,
  art: oneOf(['sim', 'esim'], 'sim'),
  // a state this portal does not know allows nothing (it reads as spent)
  status: oneOf(SIM_STATUS, 'ersetzt'),
  iccidEnde: text,
  geraet: text,
  rufnummer: text,
  multiSim: flag,
  sperre: optionalObject(sperreSchema),
  uebertragungAb: instant,
  ersatzAb: instant,
  ersatz: optionalObject(v.object({ auftragsnummer: text, bestelltAm: instant, lieferadresse: text, preis: amount })),
  profilErstelltAm: instant,
});
export type Sim = v.InferOutput<typeof simSchema>;

/** Unblocking a SIM, or cancelling a transfer: the SIM as it is now. */
export const simAnswerSchema = v.object({ sim: simSchema });
export type SimAnswer = v.InferOutput<typeof simAnswerSchema>;

/** The MultiSIM option as the order API names it: its price is what the terms object reads. */
const optionSchema = v.object({
  id,
  name: text,
  monthlyPrice: amount,
  oneTimePrice: v.optional(amount),
  minimumTermMonths: v.optional(amount),
});

export const simsSchema = v.object({
  stand: instant,
  benachrichtigungAn: text,
  lieferadresse: text,
  // no price, no paid order: a backend that does not name it gets no „zahlungspflichtig bestellen“
  ersatzSimPreis: amount,
  rufnummernsperre: v.fallback(v.object({ aktiv: flag, aufhebungAb: instant }), { aktiv: false, aufhebungAb: null }),
  sims: listOf(simSchema, 'sims'),
  // null: the backend does not offer MultiSIM here (the section is left out); no option: nothing to order
  multiSim: optionalObject(v.object({ option: optionalObject(optionSchema), max: amount, moeglichAb: instant })),
  // null: the backend does not offer porting out (the section is left out)
  portierung: optionalObject(v.object({ codeGueltigBis: instant, moeglichAb: instant })),
});
export type SimsAnswer = v.InferOutput<typeof simsSchema>;

export const sperreAnswerSchema = v.object({
  beleg: v.object({ ...sperreSchema.entries, iccidEnde: text, rufnummer: text }),
  sim: simSchema,
});
export type SperreAnswer = v.InferOutput<typeof sperreAnswerSchema>;
export type SperreBeleg = SperreAnswer['beleg'];

export const pinPukSchema = v.object({ pin: secret, puk: secret });
export type PinPuk = v.InferOutput<typeof pinPukSchema>;

export const uebertragungSchema = v.variant('ergebnis', [
  v.object({
    ergebnis: v.literal('profil'),
    profil: v.object({ aktivierungscode: secret, smdpAdresse: text, qrInhalt: secret, erstelltAm: instant }),
  }),
  v.object({ ergebnis: v.literal('wartet'), moeglichAb: instant, benachrichtigungAn: text }),
]);
export type Uebertragung = v.InferOutput<typeof uebertragungSchema>;

const auftragSchema = v.object({ auftragsnummer: id, bestelltAm: instant, lieferadresse: text, preis: amount });
export type ErsatzAuftrag = v.InferOutput<typeof auftragSchema>;

export const ersatzSchema = v.variant('ergebnis', [
  v.object({ ergebnis: v.literal('bestellt'), auftrag: auftragSchema }),
  v.object({ ergebnis: v.literal('wartet'), moeglichAb: instant, benachrichtigungAn: text }),
]);
export type ErsatzAnswer = v.InferOutput<typeof ersatzSchema>;

export const portierungSchema = v.variant('ergebnis', [
  v.object({
    ergebnis: v.literal('code'),
    portierungscode: v.object({ code: secret, rufnummer: text, gueltigBis: instant, erstelltAm: instant }),
  }),
  v.object({ ergebnis: v.literal('wartet'), moeglichAb: instant, benachrichtigungAn: text }),
]);
export type PortierungAnswer = v.InferOutput<typeof portierungSchema>;

export const bestaetigtSchema = v.object({ gueltigBis: v.string() });
export type Bestaetigt = v.InferOutput<typeof bestaetigtSchema>;

const profilSchema = v.object({ aktivierungscode: secret, smdpAdresse: text, qrInhalt: secret, erstelltAm: instant });
export type EsimProfil = v.InferOutput<typeof profilSchema>;

export const multiSimSchema = v.variant('ergebnis', [
  v.object({
    ergebnis: v.literal('bestellt'),
    auftrag: v.object({
      auftragsnummer: id,
      bestelltAm: instant,
      monatlich: amount,
      lieferadresse: text,
      art: oneOf(['sim', 'esim'], 'sim'),
      geraet: text,
    }),
    // an eSIM's profile, shown once; a card comes by post
    profil: v.fallback(v.nullable(profilSchema), null),
  }),
  v.object({ ergebnis: v.literal('wartet'), moeglichAb: instant, benachrichtigungAn: text }),
]);
export type MultiSimAnswer = v.InferOutput<typeof multiSimSchema>;

/** One SIM of the customer's whole list (a fleet's): no PIN, no full ICCID. */
export const flottenSimSchema = v.object({
  id,
  vertragsId: id,
  rufnummer: text,
  iccidEnde: text,
  status: oneOf(SIM_STATUS, 'ersetzt'),
  art: oneOf(['sim', 'esim'], 'sim'),
  geraet: text,
  multiSim: flag,
  kostenstelle: text,
});
export type FlottenSim = v.InferOutput<typeof flottenSimSchema>;

export const flottenSimsSchema = v.object({
  stand: instant,
  ersatzSimPreis: amount,
  maxJeAktion: v.fallback(v.number(), 500),
  sims: listOf(flottenSimSchema, 'sims'),
});
export type FlottenSims = v.InferOutput<typeof flottenSimsSchema>;

export const sammelBelegSchema = v.object({
  beleg: v.object({
    belegnummer: id,
    am: instant,
    grund: text,
    aktion: oneOf(['sperren', 'ersatz'], 'sperren'),
    anzahl: v.fallback(v.number(), 0),
    preisJeSim: v.optional(amount),
  }),
  uebersprungen: listOf(v.object({ id, rufnummer: text, iccidEnde: text, grund: text }), 'uebersprungen'),
});
export type SammelBeleg = v.InferOutput<typeof sammelBelegSchema>;
