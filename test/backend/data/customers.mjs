/**
 * Demo customers of the stand-in backend. DEMO_LOGINS is exported for the e2e suite and README.
 * buildCustomers(today) creates the full (mutable) records; called at start and at every reset.
 */
import { DEMO_PASSWORD } from '../config.mjs';
import { makeIban, bankInfo } from '../lib/iban.mjs';
import { addDays, addMonths, fmtDate } from '../lib/util.mjs';
import { makeContract, makeInvoices, makeManyContracts, makeTelefonkosten } from './generators.mjs';
import { attachFleet } from './fleet.mjs';
import { PROFILES } from './profiles.mjs';
import { findTarif } from './products.mjs';

/** @type {Array<{ username: string, password: string, kundennummer: string, description: string, zweiFaktor?: boolean }>} zweiFaktor: the login needs a code */
export const DEMO_LOGINS = [
  {
    username: 'dsl25',
    password: DEMO_PASSWORD,
    kundennummer: '1000001',
    description:
      'Privat, DSL-Vertrag „VDSL 25000.2 PK“ (25er-Upgrade), Bankverbindung änderbar, Reset-Token demo-reset-token',
  },
  {
    username: 'ftth',
    password: DEMO_PASSWORD,
    kundennummer: '1000002',
    description: 'Privat, Vertrag mit möglichem Glasfaser-Upgrade (ftth)',
  },
  {
    username: 'multi',
    password: DEMO_PASSWORD,
    kundennummer: '1000003',
    description:
      'Mehrere Verträge: DSL mit Optionen + Router (nicht aktiviert), Mobilfunk, Energie-Bundle, Glasfaser ohne Bundle (Treueangebot), Glasfaser mit Bundle',
  },
  {
    username: 'firma',
    password: DEMO_PASSWORD,
    kundennummer: '1000004',
    description: 'Geschäftskunde (Firma), Technologiewechsel l2-bsa-ugglas möglich',
  },
  { username: 'neu', password: DEMO_PASSWORD, kundennummer: '1000005', description: 'Passwortwechsel erzwungen' },
  {
    username: 'angebot',
    password: DEMO_PASSWORD,
    kundennummer: '1000006',
    description: 'DSL-Vertrag mit ungesehenem Kundenspezialangebot',
  },
  {
    username: 'gfplus',
    password: DEMO_PASSWORD,
    kundennummer: '1000007',
    description: 'GFPlus-Adresse und Zelos-Vertragsdokumente',
  },
  {
    username: 'bankheute',
    password: DEMO_PASSWORD,
    kundennummer: '1000008',
    description: 'Aktuelle Bankverbindung gilt ab heute (Änderung gesperrt)',
  },
  { username: 'gross', password: DEMO_PASSWORD, kundennummer: '1000009', description: '120 Verträge (Performance)' },
  {
    username: 'ohnebank',
    password: DEMO_PASSWORD,
    kundennummer: '1000010',
    description: 'DSL-Vertrag ohne hinterlegte Bankverbindung (Bestellung per Lastschrift gesperrt)',
  },
  {
    username: 'flotte',
    password: DEMO_PASSWORD,
    kundennummer: '1000011',
    description: 'Geschäftskunde mit 5.000 Verträgen (Mobilfunk-Flotte, DSL/Glasfaser an 60 Standorten)',
  },
  {
    username: 'flotte1000',
    password: DEMO_PASSWORD,
    kundennummer: '1000013',
    description: 'Geschäftskunde mit 1.000 Verträgen (Mobilfunk-Flotte, DSL/Glasfaser an 40 Standorten)',
  },
  {
    username: 'zweifaktor',
    password: DEMO_PASSWORD,
    kundennummer: '1000012',
    description: 'Anmeldung in zwei Schritten bei jeder Anmeldung (TOTP-Schlüssel KUNDENPORTALDEMOZWEIFAKTOR234567)',
    zweiFaktor: true,
  },
  {
    username: 'mahnung',
    password: DEMO_PASSWORD,
    kundennummer: '1000014',
    description:
      'DSL-Vertrag mit gemahnter Rechnung und angekündigter Sperre (§ 61 Abs. 4 TKG); die Beanstandung der Verbindungen hebt sie auf',
  },
];

function person(p) {
  const kd = {
    number: p.number,
    customerType: p.customerType ?? 'privat',
    salutation: p.salutation,
    titel: p.titel ?? '',
    firstname: p.firstname,
    lastname: p.lastname,
    company: p.company ?? '',
    birthday: p.birthday,
    email: p.email,
    phone: p.phone,
    phone2: p.phone2 ?? '',
    passwortwechsel_erzwingen: p.passwortwechsel_erzwingen ?? false,
    street: p.street,
    streetNumber: p.streetNumber,
    streetNumberAddon: p.streetNumberAddon ?? '',
    zipcode: p.zipcode,
    city: p.city,
    optInEMail: p.optInEMail ?? false,
    optInPhone: p.optInPhone ?? false,
  };
  Object.assign(kd, {
    invoiceSalutation: kd.salutation,
    invoiceTitle: kd.titel,
    invoiceFirstname: kd.firstname,
    invoiceLastname: kd.lastname,
    invoiceCompany: kd.company,
    invoiceStreet: kd.street,
    invoiceStreetNumber: kd.streetNumber,
    invoiceStreetNumberAddon: kd.streetNumberAddon,
    invoiceZipcode: kd.zipcode,
    invoiceCity: kd.city,
  });
  return kd;
}

function bank(kd, blzAccount, validFrom, relDays) {
  const iban = makeIban('DE', blzAccount);
  const info = bankInfo(iban);
  const holder = kd.customerType === 'business' ? kd.company : `${kd.firstname} ${kd.lastname}`;
  const e = {
    validFrom,
    accountNumberInternational: iban,
    bic: info.bic,
    accountHolder: holder,
    bankName: info.bankName,
  };
  if (relDays !== undefined) Object.defineProperty(e, 'relDays', { value: relDays, enumerable: false, writable: true });
  return e;
}

/** Technologies possible per contractAddressExternalId (technologienundprodukte/technologie). */
export const TECHNOLOGY_BY_ADDRESS = {
  'EXT-FTTH-0001': ['ftth', 'l2-bsa-ugglas'],
  'EXT-FTTH-0061': ['ftth'],
  'EXT-UGGLAS-0001': ['l2-bsa-ugglas'],
};

/** @param {Date} today */
export function buildCustomers(today) {
  // a deep copy: the profiles' nested objects (router, offers) would otherwise be shared by every stand-in in
  // the process, and a router activated in one e2e file would arrive activated in the next file's backend
  return structuredClone(PROFILES).map((p) => {
    const kd = person(p);
    // a fleet (`fleet`: its number of contracts) comes from its own cache at first use (fleet.mjs)
    if (p.fleet)
      return attachFleet(
        record(p, kd, today, { contracts: [], rechnungen: [], telefonkosten: [] }),
        kd,
        today,
        p.fleet,
      );
    const contracts = p.many ? makeManyContracts(kd, today) : p.contracts.map((c) => makeContract(kd, c, today));
    // the performance customer keeps half a year of calls (120 contracts), the others a year
    const telefonkosten = makeTelefonkosten(contracts, today, p.many ? 6 : 12);
    return withArrears(
      p,
      today,
      record(p, kd, today, {
        contracts,
        rechnungen: makeInvoices(kd, contracts, today, telefonkosten),
        telefonkosten,
      }),
    );
  });
}

/**
 * A profile with `mahnung`: that many invoices after the newest are reminded (their debit failed), and a block was announced in writing
 * (`sperrAndrohung.am`, read by routes/rechte.mjs). The provider's billing system keeps that notice date.
 */
function withArrears(p, today, c) {
  if (!p.mahnung) return c;
  for (const r of c.rechnungen.slice(1, 1 + p.mahnung.rechnungen)) {
    r.status = 'gemahnt';
    delete r.debitDate;
  }
  c.sperrAndrohung = { am: addDays(today, -p.mahnung.androhungVorTagen) };
  return c;
}

/** One customer's mutable record. */
function record(p, kd, today, { contracts, rechnungen, telefonkosten }) {
  const r = Number(p.number.slice(-2));
  return {
    username: p.username,
    password: DEMO_PASSWORD,
    kundendaten: kd,
    contracts,
    bankdaten: p.banks.map(([acc, rel, live]) => bank(kd, acc, addDays(today, rel), live ? rel : undefined)),
    rechnungen,
    telefonkosten,
    // the regular price after the offer months is the offered tariff's catalogue price (one source)
    kundenspezialangebot: p.spezialangebot
      ? { ...p.spezialangebot, listMonthlyPrice: findTarif(p.spezialangebot.produktnummer)?.price ?? null }
      : null,
    zelos: (p.zelos ?? []).map(([id, title, rel, produktnummer]) => ({
      id,
      title,
      date: addDays(today, rel),
      contractId: contracts[0].contractId,
      ...(produktnummer ? { produktnummer } : {}),
    })),
    gfplus: p.gfplus ? { ...p.gfplus } : null,
    authcode: { authcode: String(1000 + ((r * 7919) % 9000)), validUntil: addMonths(today, 1) },
    telefonbucheintrag: { eintrag: 'nicht_eingetragen', inverseSuche: false, umfang: 'name_nummer' },
    devPortal: false,
  };
}

export { fmtDate };
