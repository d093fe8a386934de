/**
 * Answer schemas of what a contract can get (spec §3, §7): the product check, the products and availability at an
 * address (with the move code umzugWechsel) and the GFPlus address. In src/api because the eligibility rules, the
 * session (the GFPlus address) and the order terms read them; the types in orderTypes.ts are inferred from them.
 */
import * as v from 'valibot';
import { withReadings } from './readings';
import { amount, flag, id, listOf, text } from './schemaParts';

export const produktpruefungSchema = v.object({ matchByClientId: flag, produktnummer: text, produktart: text });

/** How the other reading names an option's price and term: as a product's (PRODUKT_READINGS). */
const OPTION_READINGS = {
  monthlyPrice: ['preis.monatlich'],
  oneTimePrice: ['preis.einmalig'],
  minimumTermMonths: ['mindestlaufzeitMonate'],
} as const;

export const produktOptionSchema = withReadings(
  OPTION_READINGS,
  v.object({
    id,
    name: text,
    monthlyPrice: amount,
    /** beyond spec, optional: one-off costs of the option (missing: none named) */
    oneTimePrice: v.optional(amount),
    /** beyond spec, optional: the option's own minimum term in months */
    minimumTermMonths: v.optional(amount),
  }),
);

/**
 * How the other reading of the spec's open product shape names a product's price and terms (amounts as text with a
 * decimal comma): read into the portal's own fields, so the order's terms have them in both readings
 * (test/backend/README.md, „Two readings of the open shapes“).
 */
const PRODUKT_READINGS = {
  produktnummer: ['nummer'],
  technologie: ['anschlussart'],
  monthlyPrice: ['preis.monatlich'],
  oneTimePrice: ['preis.einmalig'],
  minimumTermMonths: ['mindestlaufzeitMonate'],
  noticePeriodMonths: ['kuendigungsfristMonate'],
  offerMonthlyPrice: ['aktion.preis'],
  offerMonths: ['aktion.monate'],
  options: ['optionen'],
} as const;

/** A product needs its id (it is what is ordered). */
const produktFields = v.object({
  id,
  name: text,
  produktnummer: text,
  technologie: text,
  downloadMbit: amount,
  uploadMbit: amount,
  monthlyPrice: amount,
  oneTimePrice: amount,
  minimumTermMonths: amount,
  /** notice period in months before the end of the minimum term (beyond spec) */
  noticePeriodMonths: amount,
  /** beyond spec, optional: offer price of a loyalty flow for the first `offerMonths` months */
  offerMonthlyPrice: v.optional(amount),
  offerMonths: v.optional(amount),
  options: listOf(produktOptionSchema, 'produkte.options'),
});
export const produktSchema = withReadings(PRODUKT_READINGS, produktFields);

/** umzugWechsel.code 0–4 (§3), also as a string; anything else: null (the answer carried no readable code). */
const umzugCode = v.fallback(
  v.nullable(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist([0, 1, 2, 3, 4] as const))),
  null,
);

export const umzugWechselSchema = v.object({
  code: umzugCode,
  text,
  /** beyond spec: euros a move that keeps the contract costs once (code 1); missing: not known */
  einmaligeKosten: v.optional(amount),
});

export const produkteResponseSchema = v.object({
  verfuegbar: flag,
  technologie: text,
  umzugWechsel: v.fallback(umzugWechselSchema, { code: null, text: '' }),
  produkte: listOf(produktSchema, 'produkte'),
});

export const gfplusAdresseSchema = v.object({
  id,
  plz: text,
  ort: text,
  strasse: text,
  haus_nr_original: text,
  hausnummernzusatz: text,
});
