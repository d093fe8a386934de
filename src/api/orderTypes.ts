/** Shapes of the order backend's answers and of the order sent to it (spec §3, §7; our design where not shown). */
import type { Salutation, Title } from './salutation';

/** '' when the customer data carry no salutation */
type Anrede = Salutation | '';

export interface Produktpruefung {
  matchByClientId: boolean;
  produktnummer: string;
  produktart: string;
}

export interface ProduktOption {
  id: string;
  name: string;
  monthlyPrice: number | null;
  /** beyond spec, optional: one-off costs of the option (missing: none named) */
  oneTimePrice?: number | null;
  /** beyond spec, optional: the option's own minimum term in months */
  minimumTermMonths?: number | null;
}

export interface Produkt {
  id: string;
  name: string;
  produktnummer: string;
  technologie: string;
  downloadMbit: number | null;
  uploadMbit: number | null;
  monthlyPrice: number | null;
  oneTimePrice: number | null;
  minimumTermMonths: number | null;
  /** notice period in months before the end of the minimum term (beyond spec) */
  noticePeriodMonths: number | null;
  options: ProduktOption[];
  /** beyond spec, optional: offer price of a loyalty flow for the first `offerMonths` months */
  offerMonthlyPrice?: number | null;
  offerMonths?: number | null;
}

export interface UmzugWechsel {
  /** null: the answer carried no readable code (no decision possible) */
  code: 0 | 1 | 2 | 3 | 4 | null;
  text: string;
  /** beyond spec: euros a move that keeps the contract costs once (code 1); missing: not known */
  einmaligeKosten?: number | null;
}

export interface ProdukteResponse {
  verfuegbar: boolean;
  technologie: string;
  umzugWechsel: UmzugWechsel;
  produkte: Produkt[];
}

export interface SchreibweiseResponse {
  plz: string;
  ort: string;
  strasse: string;
  hnr: string;
}

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

export interface OrderResponse {
  auftragsnummer: string;
  eingangAm: string;
  /** our extension: 'in_pruefung' = held for review (sent without hmac); '' when not sent */
  status: 'eingegangen' | 'in_pruefung' | '';
  /** our extension: the key of the public withdrawal; '' when not sent */
  auftragsschluessel: string;
}
