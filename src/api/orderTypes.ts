/** Shapes of the order backend's answers and of the order sent to it (spec §3, §7; our design where not shown). */
import type { Salutation, Title } from './salutation';

export interface Produktpruefung {
  matchByClientId: boolean;
  produktnummer: string;
  produktart: string;
}

export interface ProduktOption {
  id: string;
  name: string;
  monthlyPrice: number;
}

export interface Produkt {
  id: string;
  name: string;
  produktnummer: string;
  technologie: string;
  /** Mbit/s; optional: a backend may not send speeds (the contract summary then says "keine Angabe") */
  downloadMbit?: number;
  uploadMbit?: number;
  monthlyPrice: number;
  oneTimePrice: number;
  /** optional for the same reason as the speeds */
  minimumTermMonths?: number;
  /** notice period in months before the end of the minimum term (beyond spec; optional) */
  noticePeriodMonths?: number;
  options: ProduktOption[];
}

export interface UmzugWechsel {
  code: 0 | 1 | 2 | 3 | 4;
  text: string;
}

export interface ProdukteResponse {
  verfuegbar: boolean;
  technologie: string;
  umzugWechsel: UmzugWechsel;
  produkte: Produkt[];
}

/** GET technologienundprodukte/technologie?contractAddressExternalId=&technologie= */
export interface TechnologieResponse {
  contractAddressExternalId: string;
  technologie: string;
  moeglich: boolean;
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
    anrede: Salutation;
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
    anrede: Salutation;
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
  produktId: string;
  optionIds: string[];
  /** yyyy-MM-dd */
  wunschtermin: string;
  downgradeAllowed: boolean;
}

export interface OrderResponse {
  auftragsnummer: string;
  eingangAm: string;
}
