/**
 * The data download (Art. 15/20 DSGVO, our design, test/backend/README.md „Meine Daten herunterladen“): the shape
 * of the JSON file a customer takes to another provider, and the answer that prepares it. The file is kept
 * strict where it must hold no secret (passkeys, devices: names and dates only) and open elsewhere, so a backend
 * may add columns without breaking the promise of the format.
 */
import * as v from 'valibot';
import config from '../../config/datenauskunft.json';
import { count, flag, listOf, text } from '../../api/schemaParts';

export const TABELLEN = config.tabellen as readonly string[];

const instant = v.pipe(v.string(), v.isoTimestamp());
const nullableInstant = v.nullable(instant);
const row = v.looseObject({});

/** The JSON file „Meine Daten herunterladen“ (format kundenportal-datenauskunft, version 1). */
export const datenauskunftFileSchema = v.strictObject({
  format: v.literal('kundenportal-datenauskunft'),
  version: v.literal(1),
  erstelltAm: instant,
  kundennummer: v.pipe(v.string(), v.nonEmpty()),
  tabellen: v.strictObject({
    stammdaten: v.pipe(
      v.array(
        v.looseObject({
          number: v.string(),
          firstname: v.string(),
          lastname: v.string(),
          email: v.string(),
          optInEMail: v.boolean(),
          optInPhone: v.boolean(),
        }),
      ),
      v.length(1),
    ),
    bankverbindungen: v.array(v.looseObject({ accountNumberInternational: v.string() })),
    vertraege: v.array(v.looseObject({ contractId: v.union([v.string(), v.number()]) })),
    auftraege: v.array(
      v.looseObject({ referenz: v.string(), art: v.string(), eingangAm: instant, status: v.string() }),
    ),
    rechnungen: v.array(row),
    verbindungen: v.array(row),
    einwilligungen: v.array(v.strictObject({ einwilligung: v.string(), erteilt: v.boolean() })),
    einwilligungsverlauf: v.array(
      v.strictObject({
        zeitpunkt: instant,
        einwilligung: v.string(),
        erteilt: v.boolean(),
        quelle: v.string(),
      }),
    ),
    passkeys: v.array(v.strictObject({ name: v.string(), erstelltAm: instant, zuletztVerwendetAm: nullableInstant })),
    geraete: v.array(v.strictObject({ browser: v.string(), angemeldetAm: instant, zuletztAktivAm: instant })),
  }),
});
export type DatenauskunftFile = v.InferOutput<typeof datenauskunftFileSchema>;

/** The answer of POST user/datenauskunft: the prepared export, valid until `gueltigBis`. */
export const vorbereitetSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  erstelltAm: text,
  gueltigBis: text,
  tabellen: listOf(v.object({ name: v.picklist(config.tabellen), zeilen: count(0) }), 'tabellen'),
  /** the backend also offers the readable PDF summary (without it the page offers JSON and CSV only) */
  pdf: flag,
});
export type Vorbereitet = v.InferOutput<typeof vorbereitetSchema>;
