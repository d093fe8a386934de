/** Deterministic generators for contracts, invoices and telephone costs (seeded PRNG, no Math.random). */
import { BERATUNGSSTELLEN } from './kostenSchutz.mjs';
import { TARIF, TARIFE } from './products.mjs';
import { addDays, addMonths, fmtDate, prng, round2 } from '../lib/util.mjs';

const OPTION_ARTICLES = {
  cloud: { suffix: 'CL', name: 'Cloud 100 GB', price: 2.99 },
  antivirus: { suffix: 'AV', name: 'Sicherheitspaket (Antivirus)', price: 3.99 },
  voip: { suffix: 'VO', name: 'VoIP-Telefonie', price: 1.99 },
};

export function hashSeed(s) {
  let h = 2166136261;
  for (const c of String(s)) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * @param {object} kd Kundendaten of the owner
 * @param {object} spec { id, tarif, startMonthsAgo?, TEAGCustomerId?, options?, router?, extId?, address?, status?, ausbaustatus?, phoneNumbers? }
 * @param {Date} today
 */
export function makeContract(kd, spec, today) {
  const t = TARIF[spec.tarif];
  if (!t) throw new Error(`unknown tarif ${spec.tarif}`);
  const options = spec.options ?? [];
  const a = spec.address ?? {
    street: kd.street,
    streetNumber: kd.streetNumber,
    streetNumberAddon: kd.streetNumberAddon,
    zipcode: kd.zipcode,
    city: kd.city,
  };
  const startDate = addMonths(addDays(today, -(today.getDate() - 1)), -(spec.startMonthsAgo ?? 10));
  const minimumTermMonths = t.category === 'energie' ? 12 : 24;
  const articles = [
    { number: t.articleNumber, name: t.name, price: t.price },
    ...options.map((o) => ({
      number: `${t.number}-${OPTION_ARTICLES[o].suffix}`,
      name: OPTION_ARTICLES[o].name,
      price: OPTION_ARTICLES[o].price,
    })),
  ];
  const fixed = t.category === 'dsl' || t.category === 'glasfaser';
  const r = prng(hashSeed(spec.id));
  const phoneNumbers =
    spec.phoneNumbers ??
    (fixed
      ? [`0${a.zipcode.startsWith('07') ? '3641' : '361'} ${r.int(200000, 799999)}`]
      : t.category === 'mobilfunk'
        ? [`0151 ${r.int(1000000, 9999999)}`]
        : []);
  return {
    contractId: spec.id,
    customerId: kd.number,
    number: t.number,
    name: t.name,
    articles,
    TEAGCustomerId: spec.TEAGCustomerId ?? '',
    techwechselRoute: '',
    contractAddressId: `ADR-${spec.id.slice(2)}`,
    contractAddressExternalId: spec.extId ?? `EXT-${a.zipcode}-${spec.id.slice(2)}`,
    contractStreet: a.street,
    contractStreetNumber: a.streetNumber,
    contractStreetNumberAddon: a.streetNumberAddon,
    contractZipcode: a.zipcode,
    contractCity: a.city,
    deliverySalutation: kd.salutation,
    deliveryTitle: kd.titel,
    deliveryFirstname: kd.firstname,
    deliveryLastname: kd.lastname,
    deliveryCompany: kd.company,
    deliveryStreet: kd.street,
    deliveryStreetNumber: kd.streetNumber,
    deliveryStreetNumberAddon: kd.streetNumberAddon,
    deliveryZipcode: kd.zipcode,
    deliveryCity: kd.city,
    category: t.category,
    // the current tariff's technology and speeds (beyond spec): the portal ranks offers against them
    technologie: t.technologie,
    downloadMbit: t.down,
    uploadMbit: t.up,
    options,
    status: spec.status ?? 'aktiv',
    startDate,
    minimumTermEnd: addDays(addMonths(startDate, minimumTermMonths), -1),
    minimumTermMonths,
    noticePeriodMonths: 1,
    renewalNoticeMonths: 1,
    monthlyPrice: round2(articles.reduce((s, x) => s + x.price, 0)),
    router:
      spec.router ??
      (fixed
        ? {
            mac: macFor(r),
            model: r.pick(['FRITZ!Box 7590 AX', 'FRITZ!Box 7530 AX', 'FRITZ!Box 5590 Fiber']),
            activated: true,
          }
        : null),
    ausbaustatus: spec.ausbaustatus ?? (t.category === 'glasfaser' ? 'fertig' : 'nicht_geplant'),
    phoneNumbers,
  };
}

function macFor(r) {
  const h = () => r.int(0, 255).toString(16).toUpperCase().padStart(2, '0');
  return ['3C', 'A6', '2F', h(), h(), h()].join(':');
}

/** Invoices older than this many months come from the old billing system: no due date, no debit date. */
const DATED_INVOICE_MONTHS = 18;
const PAYMENT_DAYS = 14;
const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/**
 * 26 monthly invoices, newest first. Each invoice lists its lines (positionen: the monthly prices of the
 * contracts' articles and, per connection, the telephone costs of the invoiced month, exactly the total of
 * makeTelefonkosten for that month), and its amount is their sum, so the PDF adds up and the itemised calls
 * fit into the invoice of their month.
 * @param {Array<{ month: string, contractId: string, phoneNumber: string, total: number }>} telefonkosten
 */
export function makeInvoices(kd, contracts, today, telefonkosten = [], count = 26) {
  const base =
    today.getDate() >= 3
      ? new Date(today.getFullYear(), today.getMonth(), 3)
      : new Date(today.getFullYear(), today.getMonth() - 1, 3);
  const billed = contracts.filter((c) => c.status !== 'gekuendigt');
  const out = [];
  for (let i = 0; i < count; i++) {
    const date = new Date(base.getFullYear(), base.getMonth() - i, 3);
    const from = new Date(date.getFullYear(), date.getMonth() - 1, 1);
    const to = new Date(date.getFullYear(), date.getMonth(), 0);
    const month = fmtDate(from).slice(0, 7);
    const positionen = [
      ...billed.flatMap((c) => c.articles.map((a) => ({ text: `${a.name} (${c.contractId})`, amount: a.price }))),
      ...telefonkosten
        .filter((t) => t.month === month)
        .map((t) => ({
          text: `Verbindungen ${MONTH_NAMES[from.getMonth()]} ${from.getFullYear()}, Anschluss ${t.phoneNumber}`,
          amount: t.total,
        })),
    ];
    const ym = fmtDate(date).slice(0, 7).replace('-', '');
    const dueDate = addDays(date, PAYMENT_DAYS);
    out.push({
      id: `R-${kd.number}-${ym}`,
      number: `${ym}${kd.number.slice(-4)}`,
      date: fmtDate(date),
      periodFrom: fmtDate(from),
      periodTo: fmtDate(to),
      // summed in cents: the total equals the sum of the printed lines
      amount: positionen.reduce((cents, p) => cents + Math.round(p.amount * 100), 0) / 100,
      status: i === 0 ? 'offen' : 'bezahlt',
      contractId: contracts[0]?.contractId ?? '',
      // optional fields: older invoices do not have them (the portal shows '-')
      ...(i < DATED_INVOICE_MONTHS ? { dueDate, debitDate: dueDate } : {}),
      positionen,
    });
  }
  return out;
}

const ZONES = [
  { zone: 'Festnetz', perMin: 0, prefix: () => '0361' },
  { zone: 'Festnetz', perMin: 0, prefix: () => '03641' },
  { zone: 'Mobilfunk', perMin: 0.19, prefix: (r) => r.pick(['0151', '0160', '0171', '0176']) },
  { zone: 'Ausland', perMin: 0.39, prefix: (r) => r.pick(['0043', '0041', '0048']) },
  { zone: 'Sonderrufnummer', perMin: 1.99, prefix: () => '0900' },
];

/** Telephone costs of the last `months` full months for each fixed-network contract. */
export function makeTelefonkosten(contracts, today, months = 12) {
  const out = [];
  for (const c of contracts) {
    if ((c.category !== 'dsl' && c.category !== 'glasfaser') || !c.phoneNumbers.length) continue;
    const r = prng(hashSeed(`tk-${c.contractId}`));
    for (let m = 1; m <= months; m++) {
      const first = new Date(today.getFullYear(), today.getMonth() - m, 1);
      const days = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
      const n = r.int(10, 30);
      const calls = [];
      for (let i = 0; i < n; i++) {
        const z = r.next() < 0.55 ? ZONES[r.int(0, 1)] : ZONES[r.int(2, 4)];
        const durationSeconds = r.int(8, 2400);
        calls.push({
          date: fmtDate(new Date(first.getFullYear(), first.getMonth(), r.int(1, days))),
          time: [r.int(7, 22), r.int(0, 59), r.int(0, 59)].map((x) => String(x).padStart(2, '0')).join(':'),
          number: `${z.prefix(r)}${r.int(1000000, 9999999)}`,
          durationSeconds,
          cost: round2(Math.ceil(durationSeconds / 60) * z.perMin),
          zone: z.zone,
        });
      }
      // every other month a free call to a counselling service: the sample the itemised bill must leave out
      if (m % 2 === 1)
        calls.push({
          date: fmtDate(new Date(first.getFullYear(), first.getMonth(), Math.min(days, 4 + m))),
          time: '22:10:00',
          number: BERATUNGSSTELLEN[m % BERATUNGSSTELLEN.length],
          durationSeconds: 900,
          cost: 0,
          zone: 'Festnetz',
        });
      calls.sort((x, y) => (x.date + x.time).localeCompare(y.date + y.time));
      out.push({
        month: fmtDate(first).slice(0, 7),
        contractId: c.contractId,
        phoneNumber: c.phoneNumbers[0],
        total: round2(calls.reduce((s, x) => s + x.cost, 0)),
        calls,
      });
    }
  }
  return out;
}

const STREETS = {
  Erfurt: {
    plz: ['99084', '99085', '99086', '99087', '99089', '99091', '99094', '99096'],
    streets: [
      'Anger',
      'Juri-Gagarin-Ring',
      'Krämerbrücke',
      'Löberstraße',
      'Nordhäuser Straße',
      'Magdeburger Allee',
      'Johannesstraße',
    ],
  },
  Jena: {
    plz: ['07743', '07745', '07747', '07749'],
    streets: ['Löbdergraben', 'Wagnergasse', 'Westbahnhofstraße', 'Leutragraben', 'Carl-Zeiss-Platz'],
  },
  Gera: {
    plz: ['07545', '07546', '07548', '07549', '07551', '07552'],
    streets: ['Sorge', 'Johannisplatz', 'Heinrichstraße', 'Leipziger Straße', 'Wiesestraße'],
  },
};

/** 120 mixed contracts for the performance customer. */
export function makeManyContracts(kd, today, count = 120) {
  const r = prng(hashSeed(`gross-${kd.number}`));
  const pool = TARIFE.filter((t) => !t.business);
  const out = [];
  for (let i = 0; i < count; i++) {
    const t = pool[i % pool.length];
    const city = r.pick(Object.keys(STREETS));
    const s = STREETS[city];
    const address = {
      street: r.pick(s.streets),
      streetNumber: String(r.int(1, 120)),
      streetNumberAddon: r.next() < 0.15 ? 'a' : '',
      zipcode: r.pick(s.plz),
      city,
    };
    out.push(
      makeContract(
        kd,
        {
          id: `V-${200001 + i}`,
          tarif: t.key,
          address,
          startMonthsAgo: r.int(1, 60),
          TEAGCustomerId: r.next() < 0.5 ? `B-${600000 + i}` : '',
          options:
            t.category === 'dsl' || t.category === 'glasfaser'
              ? ['cloud', 'antivirus', 'voip'].filter(() => r.next() < 0.3)
              : [],
          status: r.next() < 0.08 ? 'gekuendigt' : r.next() < 0.05 ? 'in_bearbeitung' : 'aktiv',
          ausbaustatus: r.pick(['geplant', 'im_bau', 'fertig', 'nicht_geplant']),
        },
        today,
      ),
    );
  }
  return out;
}
