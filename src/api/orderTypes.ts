/**
 * Shapes of the order backend's answers, inferred from their schemas (produkteSchemas.ts), and of the order sent
 * to it (spec §3, §7; our design where not shown). What is sent has no schema: it is written here by hand.
 */
import type * as v from 'valibot';
import type {
  gfplusAdresseSchema,
  produkteResponseSchema,
  produktOptionSchema,
  produktpruefungSchema,
  produktSchema,
  umzugWechselSchema,
} from './produkteSchemas';
import type { Salutation, Title } from './salutation';

export type Produktpruefung = v.InferOutput<typeof produktpruefungSchema>;
export type ProduktOption = v.InferOutput<typeof produktOptionSchema>;
export type Produkt = v.InferOutput<typeof produktSchema>;
/** code null: the answer carried no readable code (no decision possible) */
export type UmzugWechsel = v.InferOutput<typeof umzugWechselSchema>;
export type ProdukteResponse = v.InferOutput<typeof produkteResponseSchema>;
export type GfplusAdresse = v.InferOutput<typeof gfplusAdresseSchema>;

/** '' when the customer data carry no salutation */
type Anrede = Salutation | '';

export interface OrderAddress {
  plz: string;
  ort: string;
  strasse: string;
  hausnummer: string;
}

export interface OrderBundle {
  vertragsId: string;
  hmac: string;
  kundennummer: string;
  kundentyp: string;
  persoenlicheDaten: OrderAddress & {
    anrede: Anrede;
    titel: Title;
    vorname: string;
    nachname: string;
    geburtsdatum: string;
    email: string;
    rufnummerFestnetz: string;
    rufnummerMobil: string;
  };
  verbrauchsstelle: OrderAddress;
  postRechnungsanschrift: OrderAddress & {
    anrede: Anrede;
    titel: Title;
    vorname: string;
    nachname: string;
  };
  zahlungsweise: { iban: string; typ: number };
}

/** POST artikelhinzuproduktwechsel: the bundle plus what was chosen (beyond spec). */
export interface OrderRequest extends OrderBundle {
  clientId: string;
  bestellart:
    | 'produktwechsel'
    | 'treueangebot'
    | 'technologiewechsel'
    | 'vertraghinzu'
    | 'mobilfunk'
    | 'option'
    | 'umzug'
    | 'vertragswechsel'
    | 'spezialangebot';
  /** the tariff ordered; left out when the tariff stays (an option order adds options to the contract's tariff) */
  produktId?: string;
  optionIds: string[];
  /** yyyy-MM-dd */
  wunschtermin: string;
  downgradeAllowed: boolean;
  /** beyond spec, optional: the customer's special offer this order takes up */
  angebotId?: string;
  /** beyond spec, optional: the order belongs to a move (yyyy-MM-dd); verbrauchsstelle is the new address */
  umzugsdatum?: string;
  /**
   * beyond spec: the terms the customer was shown (orderTerms); a backend refuses an order whose terms it would not
   * honour instead of charging other ones
   */
  konditionen?: OrderKonditionen;
  /**
   * beyond spec: the order starts a new minimum term on this contract and the customer expressly agreed to it
   * (TKG § 66 Abs. 3): the end date agreed to, yyyy-MM-dd; a backend refuses such an order without it
   */
  neueMindestlaufzeitZustimmung?: string;
}

export interface OrderKonditionen {
  monatlich: number | null;
  einmalig: number | null;
  /** months at the offer price (0: no offer price) */
  aktionsmonate: number;
  monatlichNachAktion: number | null;
  neueMindestlaufzeit: boolean;
  neuerVertrag: boolean;
}
