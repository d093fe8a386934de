/**
 * Demo customers of the stand-in backend. DEMO_LOGINS is exported for the e2e suite and README.
 * buildCustomers(today) creates the full (mutable) records; called at start and at every reset.
 */
import { DEMO_PASSWORD } from '../config.mjs';
import { makeIban, bankInfo } from '../lib/iban.mjs';
import { addDays, addMonths, fmtDate } from '../lib/util.mjs';
import { makeContract, makeInvoices, makeManyContracts, makeTelefonkosten } from './generators.mjs';

/** @type {Array<{ username: string, password: string, kundennummer: string, description: string }>} */
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

const PROFILES = [
  {
    username: 'dsl25',
    number: '1000001',
    salutation: 'Herr',
    firstname: 'Thomas',
    lastname: 'Müller',
    birthday: '1971-04-12',
    email: 'thomas.mueller@example.org',
    phone: '0361 5550101',
    street: 'Bahnhofstraße',
    streetNumber: '12',
    zipcode: '99086',
    city: 'Erfurt',
    optInEMail: true,
    contracts: [{ id: 'V-100001', tarif: 'vdsl25', startMonthsAgo: 40, ausbaustatus: 'geplant' }],
    banks: [['820510000012345678', -730]],
  },
  {
    username: 'ftth',
    number: '1000002',
    salutation: 'Frau',
    firstname: 'Sabine',
    lastname: 'Schröder',
    birthday: '1983-09-30',
    email: 'sabine.schroeder@example.org',
    phone: '0361 5550202',
    phone2: '0171 2220202',
    street: 'Krämpferstraße',
    streetNumber: '7',
    zipcode: '99087',
    city: 'Erfurt',
    contracts: [
      {
        id: 'V-100002',
        tarif: 'vdsl50',
        startMonthsAgo: 30,
        extId: 'EXT-FTTH-0001',
        ausbaustatus: 'fertig',
        TEAGCustomerId: 'B-500201',
      },
    ],
    banks: [['370400440532013000', -500]],
  },
  {
    username: 'multi',
    number: '1000003',
    salutation: 'Herr',
    titel: 'Dr.',
    firstname: 'Jürgen',
    lastname: 'Weiß',
    birthday: '1965-02-01',
    email: 'juergen.weiss@example.org',
    phone: '03641 555030',
    phone2: '0160 5550303',
    street: 'Löbdergraben',
    streetNumber: '25',
    streetNumberAddon: 'b',
    zipcode: '07743',
    city: 'Jena',
    optInEMail: true,
    optInPhone: true,
    contracts: [
      {
        id: 'V-100031',
        tarif: 'vdsl100',
        options: ['cloud', 'antivirus', 'voip'],
        TEAGCustomerId: 'B-500301',
        startMonthsAgo: 14,
        router: { mac: '3C:A6:2F:11:22:33', model: 'FRITZ!Box 7590 AX', activated: false },
        phoneNumbers: ['03641 555031', '03641 555032'],
      },
      {
        id: 'V-100032',
        tarif: 'mobilM',
        TEAGCustomerId: 'B-500301',
        startMonthsAgo: 14,
        phoneNumbers: ['0160 5550303'],
      },
      { id: 'V-100033', tarif: 'energie', TEAGCustomerId: 'B-500301', startMonthsAgo: 8 },
      {
        id: 'V-100034',
        tarif: 'gf300',
        TEAGCustomerId: '',
        startMonthsAgo: 30,
        ausbaustatus: 'fertig',
        address: { street: 'Wagnergasse', streetNumber: '3', streetNumberAddon: '', zipcode: '07743', city: 'Jena' },
      },
      {
        id: 'V-100035',
        tarif: 'gf500',
        TEAGCustomerId: 'B-500302',
        startMonthsAgo: 5,
        ausbaustatus: 'fertig',
        address: {
          street: 'Westbahnhofstraße',
          streetNumber: '8',
          streetNumberAddon: '',
          zipcode: '07745',
          city: 'Jena',
        },
      },
    ],
    banks: [
      ['830530300000456789', -1200],
      ['830530300000987654', -200],
    ],
  },
  {
    username: 'firma',
    number: '1000004',
    customerType: 'business',
    salutation: 'Firma',
    firstname: 'Frank',
    lastname: 'Köhler',
    company: 'Thüringer Holzbau GmbH',
    birthday: '1970-01-01',
    email: 'buchhaltung@holzbau-example.de',
    phone: '0365 5550404',
    phone2: '0365 5550405',
    street: 'Heinrichstraße',
    streetNumber: '40',
    zipcode: '07545',
    city: 'Gera',
    contracts: [
      {
        id: 'V-100041',
        tarif: 'bizvdsl100',
        startMonthsAgo: 20,
        extId: 'EXT-UGGLAS-0001',
        ausbaustatus: 'im_bau',
        TEAGCustomerId: 'B-500401',
      },
      { id: 'V-100042', tarif: 'mobilL', startMonthsAgo: 6, TEAGCustomerId: 'B-500401' },
    ],
    banks: [['830500000001112223', -900]],
  },
  {
    username: 'neu',
    number: '1000005',
    salutation: 'Frau',
    firstname: 'Anna',
    lastname: 'Neumann',
    birthday: '1995-07-21',
    passwortwechsel_erzwingen: true,
    email: 'anna.neumann@example.org',
    phone: '0361 5550505',
    street: 'Magdeburger Allee',
    streetNumber: '101',
    zipcode: '99084',
    city: 'Erfurt',
    contracts: [{ id: 'V-100051', tarif: 'vdsl50', startMonthsAgo: 1 }],
    banks: [['120300001005555555', -30]],
  },
  {
    username: 'angebot',
    number: '1000006',
    salutation: 'Herr',
    firstname: 'Lukas',
    lastname: 'Bäcker',
    birthday: '1988-11-05',
    email: 'lukas.baecker@example.org',
    phone: '0361 5550606',
    street: 'Johannesstraße',
    streetNumber: '66',
    zipcode: '99085',
    city: 'Erfurt',
    // a fibre offer needs fibre at the address: build-out finished
    contracts: [
      { id: 'V-100061', tarif: 'vdsl100', startMonthsAgo: 22, ausbaustatus: 'fertig', extId: 'EXT-FTTH-0061' },
    ],
    banks: [['500105175407324931', -400]],
    spezialangebot: {
      id: 'SA-100061',
      contractId: 'V-100061',
      title: 'Exklusiv für Sie: TEAG Glasfaser 500 zum Vorteilspreis',
      text: 'Wechseln Sie jetzt auf TEAG Glasfaser 500 und zahlen Sie 12 Monate lang nur 39,99 € monatlich.',
      monthlyPrice: 39.99,
      produktnummer: '20500',
      offerMonths: 12,
      seen: false,
    },
  },
  {
    username: 'gfplus',
    number: '1000007',
    salutation: 'Frau',
    firstname: 'Marie',
    lastname: 'Günther',
    birthday: '1979-03-14',
    email: 'marie.guenther@example.org',
    phone: '03641 555070',
    street: 'Leutragraben',
    streetNumber: '2',
    zipcode: '07745',
    city: 'Jena',
    contracts: [{ id: 'V-100071', tarif: 'vdsl50', startMonthsAgo: 18 }],
    banks: [['830530300000707070', -600]],
    gfplus: {
      id: 'GFP-7001',
      plz: '07745',
      ort: 'Jena',
      strasse: 'Am Steiger',
      haus_nr_original: '12',
      hausnummernzusatz: 'a',
    },
    zelos: [
      ['ZD-7001', 'Auftragsbestätigung TEAG Glasfaser 300', -20],
      ['ZD-7002', 'Vertragszusammenfassung nach § 54 TKG', -20],
      ['ZD-7003', 'Widerrufsbelehrung', -19],
    ],
  },
  {
    username: 'bankheute',
    number: '1000008',
    salutation: 'Herr',
    firstname: 'Stefan',
    lastname: 'Hoffmann',
    birthday: '1975-12-24',
    email: 'stefan.hoffmann@example.org',
    phone: '0365 5550808',
    street: 'Sorge',
    streetNumber: '17',
    zipcode: '07548',
    city: 'Gera',
    contracts: [{ id: 'V-100081', tarif: 'vdsl50', startMonthsAgo: 26 }],
    banks: [
      ['830500000008080808', -800],
      ['830500000008181818', 0, true],
    ],
  },
  {
    username: 'gross',
    number: '1000009',
    salutation: 'Frau',
    firstname: 'Petra',
    lastname: 'Großmann',
    birthday: '1960-06-06',
    email: 'petra.grossmann@example.org',
    phone: '0361 5550909',
    street: 'Juri-Gagarin-Ring',
    streetNumber: '90',
    zipcode: '99089',
    city: 'Erfurt',
    many: true,
    banks: [['820500000009090909', -1000]],
  },
  {
    username: 'ohnebank',
    number: '1000010',
    salutation: 'Frau',
    firstname: 'Clara',
    lastname: 'Ohnesorg',
    birthday: '1990-08-15',
    email: 'clara.ohnesorg@example.org',
    phone: '0361 5551010',
    street: 'Anger',
    streetNumber: '5',
    zipcode: '99084',
    city: 'Erfurt',
    contracts: [{ id: 'V-100101', tarif: 'vdsl50', startMonthsAgo: 12 }],
    banks: [],
  },
];

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
    const contracts = p.many ? makeManyContracts(kd, today) : p.contracts.map((c) => makeContract(kd, c, today));
    const r = Number(p.number.slice(-2));
    // the performance customer keeps half a year of calls (120 contracts), the others a year
    const telefonkosten = makeTelefonkosten(contracts, today, p.many ? 6 : 12);
    return {
      username: p.username,
      password: DEMO_PASSWORD,
      kundendaten: kd,
      contracts,
      bankdaten: p.banks.map(([acc, rel, live]) => bank(kd, acc, addDays(today, rel), live ? rel : undefined)),
      rechnungen: makeInvoices(kd, contracts, today, telefonkosten),
      telefonkosten,
      kundenspezialangebot: p.spezialangebot ? { ...p.spezialangebot } : null,
      zelos: (p.zelos ?? []).map(([id, title, rel]) => ({
        id,
        title,
        date: addDays(today, rel),
        contractId: contracts[0].contractId,
      })),
      gfplus: p.gfplus ? { ...p.gfplus } : null,
      authcode: { authcode: String(1000 + ((r * 7919) % 9000)), validUntil: addMonths(today, 1) },
      telefonbucheintrag: { eintrag: 'nicht_eingetragen', inverseSuche: false, umfang: 'name_nummer' },
      devPortal: false,
    };
  });
}

export { fmtDate };
