import * as v from 'valibot';
import { portalApi } from '../../api/portalApi';
import { amount, id, oneOf, optionalObject, text } from '../../api/schemaParts';
import { VORGAENGE_TAG } from '../../api/vorgaengeTag';

/** What an order may wait for (src/config/nachweis.json, shared with the stand-in); unknown ones read „sonstiges“. */
const UNTERLAGEN = ['gee', 'wohnungsgeberbestaetigung', 'ausweis', 'sepa_mandat', 'sonstiges'] as const;

/**
 * GET user/vorgaenge (beyond spec, our design; test/backend/README.md): what the customer sent from
 * the portal. Read from the backend, never only from local state, so another device or tab sees the same.
 */
const VorgangSchema = v.object({
  /** a number where a backend names it as one (a cancellation's id in the other reading) */
  referenz: id,
  /** beanstandung: an invoice dispute (Meine Rechte), `zum` its deadline; minderung: a measurement protocol
   * (PDF) checked by hand for a price reduction, with `protokoll` */
  art: v.picklist(['bestellung', 'umzug', 'router', 'kuendigung', 'beanstandung', 'minderung']),
  /** as the contract list names the contract (a backend with numeric contract ids sends a number) */
  vertragsId: id,
  /** ISO instant */
  eingangAm: v.string(),
  /** in_pruefung: an order sent without hmac, held for review; widerrufen: withdrawn;
   * wartet_auf_unterlagen: the order needs a document from the customer, named by `unterlage`; an
   * unknown status counts as received */
  status: oneOf(
    ['eingegangen', 'in_pruefung', 'wartet_auf_unterlagen', 'in_bearbeitung', 'abgeschlossen', 'widerrufen'],
    'eingegangen',
  ),
  unterlage: v.optional(oneOf(UNTERLAGEN, 'sonstiges')),
  /** the document sent for it: file name and ISO instant of receipt */
  unterlageEingegangen: v.optional(optionalObject(v.object({ name: text, am: text }))),
  /** the measurement protocol a minderung was sent with: file name and ISO instant of receipt */
  protokoll: v.optional(optionalObject(v.object({ name: text, am: text }))),
  bestellart: v.optional(v.string()),
  produkt: v.optional(v.string()),
  /** our extension, optional: the ordered tariff's product number (cards do not upsell what is on its way) */
  produktnummer: v.optional(v.string()),
  /** our extension, optional: the key of the public withdrawal of an order (src/lib/auftragsschluessel.mjs) */
  auftragsschluessel: v.optional(v.string()),
  /** yyyy-MM-dd: desired date, move date or end of contract */
  zum: v.optional(v.string()),
  /** our extension, all optional (a backend without them still lists the request): euros of the tariff with its options and its one-off costs; a move's date
   * and new address, also on an order that changes the tariff with the move */
  monatlich: v.optional(amount),
  einmalig: v.optional(amount),
  /** an offer price: its months, and the monthly price after them */
  aktionsmonate: v.optional(amount),
  monatlichNachAktion: v.optional(amount),
  /** whether the order started a new minimum term (false: the contract's runs on); missing: not named */
  neueMindestlaufzeit: v.optional(v.boolean()),
  mindestlaufzeitMonate: v.optional(amount),
  /** the order made a new contract beside the one it was placed from (a mobile line, a GFPlus line) */
  neuerVertrag: v.optional(v.boolean()),
  umzugsdatum: v.optional(text),
  neueAdresse: v.optional(
    optionalObject(v.object({ strasse: text, hausnummer: text, hausnummernzusatz: text, plz: text, ort: text })),
  ),
});
export type Vorgang = v.InferOutput<typeof VorgangSchema>;
export type VorgangArt = Vorgang['art'];

const VorgaengeSchema = v.object({ vorgaenge: v.array(VorgangSchema) });

export const auftraegeApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    vorgaenge: build.query<Vorgang[], void>({
      query: () => 'user/vorgaenge',
      rawResponseSchema: VorgaengeSchema,
      transformResponse: (answer: v.InferOutput<typeof VorgaengeSchema>) => answer.vorgaenge,
      providesTags: [VORGAENGE_TAG],
    }),
  }),
});

export const { useVorgaengeQuery } = auftraegeApi;
