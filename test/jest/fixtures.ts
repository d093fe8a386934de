import type { Bankdaten, Kundendaten, LoginResponse, Vertrag } from '../../src/api/types';

/** Small, typed fixtures for jest tests (the stand-in backend has the full demo data). */
export function kundendaten(overrides: Partial<Kundendaten> = {}): Kundendaten {
  return {
    number: '1000001',
    customerType: 'privat',
    salutation: 'Frau',
    titel: '',
    firstname: 'Anna',
    lastname: 'Schmidt',
    company: '',
    birthday: '1985-04-12',
    email: 'anna.schmidt@example.org',
    phone: '0361 1234567',
    phone2: '',
    passwortwechsel_erzwingen: false,
    street: 'Bahnhofstraße',
    streetNumber: '12',
    streetNumberAddon: '',
    zipcode: '99084',
    city: 'Erfurt',
    invoiceSalutation: 'Frau',
    invoiceTitle: '',
    invoiceFirstname: 'Anna',
    invoiceLastname: 'Schmidt',
    invoiceCompany: '',
    invoiceStreet: 'Bahnhofstraße',
    invoiceStreetNumber: '12',
    invoiceStreetNumberAddon: '',
    invoiceZipcode: '99084',
    invoiceCity: 'Erfurt',
    optInEMail: false,
    optInPhone: false,
    ...overrides,
  };
}

export function vertrag(overrides: Partial<Vertrag> = {}): Vertrag {
  return {
    contractId: 'V-1',
    customerId: 'K-1',
    number: '1559713B327',
    name: 'VDSL 25000.2 PK',
    articles: [{ number: 'ART-1', name: 'VDSL 25', price: 29.99 }],
    TEAGCustomerId: 'B-1',
    techwechselRoute: '',
    contractAddressId: 'A-1',
    contractAddressExternalId: 'EXT-1',
    contractStreet: 'Bahnhofstraße',
    contractStreetNumber: '12',
    contractStreetNumberAddon: '',
    contractZipcode: '99084',
    contractCity: 'Erfurt',
    deliverySalutation: 'Frau',
    deliveryTitle: '',
    deliveryFirstname: 'Anna',
    deliveryLastname: 'Schmidt',
    deliveryCompany: '',
    deliveryStreet: 'Bahnhofstraße',
    deliveryStreetNumber: '12',
    deliveryStreetNumberAddon: '',
    deliveryZipcode: '99084',
    deliveryCity: 'Erfurt',
    category: 'dsl',
    options: [],
    status: 'aktiv',
    startDate: '2024-01-01',
    minimumTermEnd: '2025-12-31',
    minimumTermMonths: 24,
    noticePeriodMonths: 1,
    renewalNoticeMonths: 1,
    monthlyPrice: 29.99,
    router: null,
    routerUnknown: false,
    ausbaustatus: 'fertig',
    phoneNumbers: ['0361 1234567'],
    ...overrides,
  };
}

export function bankdaten(validFrom: string, iban = 'DE89370400440532013000'): Bankdaten {
  return {
    validFrom,
    accountNumberInternational: iban,
    bic: 'COBADEFFXXX',
    accountHolder: 'Anna Schmidt',
    bankName: 'Commerzbank',
  };
}

export function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    kundendaten: kundendaten(),
    zelos_vertragsdokumente: [],
    kundenprodukte: [vertrag()],
    bankdaten: [bankdaten('2024-01-01')],
    rechnungen: [],
    telefonkosten: [],
    kundenspezialangebot: null,
    dev_kundenportal: false,
    session_idle_seconds: 900,
    ...overrides,
  };
}
