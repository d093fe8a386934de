/**
 * Shapes of the backend answers AFTER their schemas (spec §3, §7): what the screens receive. Fields the
 * spec shows keep its names; fields it does not show are our design (documented in test/backend/README.md) and are
 * implemented the same way by the stand-in backend under test/backend/. Each feature's schema module
 * (e.g. src/features/vertraege/vertraegeSchemas.ts) reads an answer into these types and checks at
 * compile time that its output agrees with them (`Agrees`). Missing display texts are '' (shown as '-'),
 * missing amounts null, missing lists [].
 */

import type { CustomerType } from './schemaParts';
import type { Salutation, Title } from './salutation';

export type { Salutation, Title };
export type { CustomerType } from './schemaParts';

/** '' when the backend sent none (or one the spec does not name). */
export type SalutationOrNone = Salutation | '';

export interface InvoiceAddress {
  invoiceSalutation: SalutationOrNone;
  invoiceTitle: Title;
  invoiceFirstname: string;
  invoiceLastname: string;
  invoiceCompany: string;
  invoiceStreet: string;
  invoiceStreetNumber: string;
  invoiceStreetNumberAddon: string;
  invoiceZipcode: string;
  invoiceCity: string;
}

export interface Kundendaten extends InvoiceAddress {
  number: string;
  customerType: CustomerType;
  salutation: SalutationOrNone;
  titel: Title;
  firstname: string;
  lastname: string;
  /** business customers: company name (beyond spec). */
  company: string;
  /** yyyy-MM-dd */
  birthday: string;
  email: string;
  phone: string;
  phone2: string;
  passwortwechsel_erzwingen: boolean;
  street: string;
  streetNumber: string;
  streetNumberAddon: string;
  zipcode: string;
  city: string;
  optInEMail: boolean;
  optInPhone: boolean;
}

export interface Artikel {
  number: string;
  name: string;
  /** monthly price in EUR */
  price: number | null;
}

/** Product family of a contract (beyond spec): decides which detail tabs apply. */
export type ProductCategory = 'dsl' | 'glasfaser' | 'mobilfunk' | 'energie' | 'unbekannt';
export type ContractOption = 'cloud' | 'antivirus' | 'voip';
export type ContractStatus = 'aktiv' | 'gekuendigt' | 'widerrufen' | 'in_bearbeitung' | 'unbekannt';

export interface DeliveryAddress {
  deliverySalutation: SalutationOrNone;
  deliveryTitle: Title;
  deliveryFirstname: string;
  deliveryLastname: string;
  deliveryCompany: string;
  deliveryStreet: string;
  deliveryStreetNumber: string;
  deliveryStreetNumberAddon: string;
  deliveryZipcode: string;
  deliveryCity: string;
}

export interface Router {
  mac: string;
  model: string;
  activated: boolean;
}

export interface Vertrag extends DeliveryAddress {
  contractId: string;
  customerId: string;
  /** product number */
  number: string;
  name: string;
  articles: Artikel[];
  /** bundle id; empty string = contract without bundle */
  TEAGCustomerId: string;
  /** empty until an eligibility check finds a technology upgrade possible */
  techwechselRoute: string;
  contractAddressId: string;
  contractAddressExternalId: string;
  contractStreet: string;
  contractStreetNumber: string;
  contractStreetNumberAddon: string;
  contractZipcode: string;
  contractCity: string;
  // --- beyond spec ---
  category: ProductCategory;
  options: ContractOption[];
  status: ContractStatus;
  /** yyyy-MM-dd */
  startDate: string;
  /** yyyy-MM-dd, end of the minimum term */
  minimumTermEnd: string;
  minimumTermMonths: number | null;
  noticePeriodMonths: number | null;
  /** after the minimum term the contract runs on monthly (TKG § 56) */
  renewalNoticeMonths: number;
  monthlyPrice: number | null;
  router: Router | null;
  /** the answer does not describe the router at all (no `router` field): "keine Angaben", not "no router" */
  routerUnknown: boolean;
  /** network build-out status at the contract address */
  ausbaustatus: 'geplant' | 'im_bau' | 'fertig' | 'nicht_geplant' | 'unbekannt';
  phoneNumbers: string[];
  /** optional: the current tariff's technology and speeds (offers are ranked against them) */
  technologie?: string;
  downloadMbit?: number | null;
  uploadMbit?: number | null;
}

export interface Bankdaten {
  /** yyyy-MM-dd */
  validFrom: string;
  accountNumberInternational: string;
  // beyond spec
  bic: string;
  accountHolder: string;
  bankName: string;
}

export interface Rechnung {
  id: string;
  number: string;
  /** yyyy-MM-dd */
  date: string;
  periodFrom: string;
  periodTo: string;
  amount: number | null;
  status: 'bezahlt' | 'offen' | 'gemahnt' | 'unbekannt';
  contractId: string;
  /** beyond spec, optional (older invoices lack them): yyyy-MM-dd payment due / SEPA debit date */
  dueDate?: string;
  debitDate?: string;
}

export interface Einzelverbindung {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm:ss */
  time: string;
  /** dialled number: full (the portal shortens it), or as the customer's itemised-bill choice allows (`evn`) */
  number: string;
  durationSeconds: number | null;
  cost: number | null;
  /** e.g. Festnetz, Mobilfunk, Ausland, Sonderrufnummer */
  zone: string;
}

export interface Telefonkosten {
  /** yyyy-MM */
  month: string;
  contractId: string;
  phoneNumber: string;
  total: number | null;
  calls: Einzelverbindung[];
  /** beyond spec, optional: the itemised-bill choice the backend applied to `calls` (src/lib/evn.mjs); missing:
   * the numbers are full and the portal shortens them */
  evn?: 'keiner' | 'gekuerzt' | 'vollstaendig';
}

export interface Kundenspezialangebot {
  id: string;
  contractId: string;
  title: string;
  text: string;
  monthlyPrice: number | null;
  seen: boolean;
  /** optional: product number of the offered tariff and how many months the offer price applies */
  produktnummer?: string;
  offerMonths?: number | null;
  /** optional: the regular price after the offer months (the tariff's catalogue price) */
  listMonthlyPrice?: number | null;
}

export interface ZelosDokument {
  id: string;
  title: string;
  /** yyyy-MM-dd */
  date: string;
  contractId: string;
}

export interface GfplusAdresse {
  id: string;
  plz: string;
  ort: string;
  strasse: string;
  haus_nr_original: string;
  hausnummernzusatz: string;
}

export interface Kampagnendaten {
  kampagne: string;
  path: string;
}

/** Answer of POST login. */
export interface LoginResponse {
  kundendaten: Kundendaten;
  zelos_vertragsdokumente: ZelosDokument[];
  kundenprodukte: Vertrag[];
  bankdaten: Bankdaten[];
  rechnungen: Rechnung[];
  telefonkosten: Telefonkosten[];
  kundenspezialangebot: Kundenspezialangebot | null;
  dev_kundenportal: boolean;
  /** beyond spec: the server's idle time-out, so the portal can warn before it (WCAG 2.2.1) */
  session_idle_seconds: number;
}

/**
 * Answer of POST login when two-step login asks for a code first (ours): no session yet; POST
 * login/zweiter-faktor with the code answers the LoginResponse.
 */
export interface SecondStepNeeded {
  zweiterFaktor: 'totp';
}

/** Answer of GET user/current. */
export interface CurrentUserResponse extends LoginResponse {
  kampagnendaten: Kampagnendaten | null;
}

export interface ApiError {
  message: string;
}

export interface TrackingEvent {
  kundennummer: string | null;
  previous_tracking_id: number | null;
  kampagne: string | null;
  ereignis: string;
  path: string;
}

export interface EditorialCard {
  id: string;
  title: string;
  /** may contain simple markup (b, i, a, br, p, ul, li): render only sanitised */
  text: string;
  image: string;
  imageAlt: string;
  link: string;
  linkText: string;
  /** beyond spec: the customer types the card is for, comma-separated (e.g. 'geschaeftlich, business'); '' = all */
  kundentypen: string;
  /** beyond spec: the product numbers the card advertises, comma-separated; '' = none. Not shown to a customer
   * who holds all of them (no upsell of tariffs already held) */
  produktnummern: string;
}

// the order API's shapes live in their own file
export * from './orderTypes';
