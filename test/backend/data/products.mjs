/** Tariff catalogue of the stand-in (contracts and the order API share it). */
import { PRODUCT_TYPE, CLIENT_IDS } from '../config.mjs';

/**
 * @typedef {{ key: string, name: string, number: string, articleNumber: string, category: 'dsl'|'glasfaser'|'mobilfunk'|'energie',
 *   technologie: string, down: number, up: number, price: number, oneTime: number, business?: boolean }} Tarif
 */

/** @type {Tarif[]} */
export const TARIFE = [
  {
    key: 'tdsl25',
    name: 'ThüringenDSL.privat 25',
    number: '10026',
    articleNumber: '10026-01',
    category: 'dsl',
    technologie: 'vdsl',
    down: 25,
    up: 5,
    price: 29.99,
    oneTime: 49.99,
  },
  {
    key: 'vdsl25',
    name: 'VDSL 25000.2 PK',
    number: '10025',
    articleNumber: '10025-01',
    category: 'dsl',
    technologie: 'vdsl',
    down: 25,
    up: 5,
    price: 29.99,
    oneTime: 49.99,
  },
  {
    key: 'vdsl50',
    name: 'VDSL 50',
    number: '10050',
    articleNumber: '10050-01',
    category: 'dsl',
    technologie: 'vdsl',
    down: 50,
    up: 10,
    price: 34.99,
    oneTime: 49.99,
  },
  {
    key: 'vdsl100',
    name: 'VDSL 100',
    number: '10100',
    articleNumber: '10100-01',
    category: 'dsl',
    technologie: 'vdsl',
    down: 100,
    up: 40,
    price: 39.99,
    oneTime: 49.99,
  },
  {
    key: 'vdsl250',
    name: 'VDSL 250',
    number: '10250',
    articleNumber: '10250-01',
    category: 'dsl',
    technologie: 'vdsl',
    down: 250,
    up: 40,
    price: 49.99,
    oneTime: 49.99,
  },
  {
    key: 'ugglas100',
    name: 'TEAG Glasfaser 100 (L2-BSA)',
    number: '20110',
    articleNumber: '20110-01',
    category: 'glasfaser',
    technologie: 'l2-bsa-ugglas',
    down: 100,
    up: 50,
    price: 37.99,
    oneTime: 0,
  },
  {
    key: 'gf300',
    name: 'TEAG Glasfaser 300',
    number: '20300',
    articleNumber: '20300-01',
    category: 'glasfaser',
    technologie: 'ftth',
    down: 300,
    up: 150,
    price: 44.99,
    oneTime: 0,
  },
  {
    key: 'gf500',
    name: 'TEAG Glasfaser 500',
    number: '20500',
    articleNumber: '20500-01',
    category: 'glasfaser',
    technologie: 'ftth',
    down: 500,
    up: 250,
    price: 54.99,
    oneTime: 0,
  },
  {
    key: 'gf1000',
    name: 'TEAG Glasfaser 1000',
    number: '21000',
    articleNumber: '21000-01',
    category: 'glasfaser',
    technologie: 'ftth',
    down: 1000,
    up: 500,
    price: 79.99,
    oneTime: 0,
  },
  {
    key: 'mobilS',
    name: 'Mobilfunk Allnet S',
    number: '30005',
    articleNumber: '30005-01',
    category: 'mobilfunk',
    technologie: 'lte',
    down: 50,
    up: 25,
    price: 9.99,
    oneTime: 19.99,
  },
  {
    key: 'mobilM',
    name: 'Mobilfunk Allnet M',
    number: '30010',
    articleNumber: '30010-01',
    category: 'mobilfunk',
    technologie: 'lte',
    down: 150,
    up: 50,
    price: 14.99,
    oneTime: 19.99,
  },
  {
    key: 'mobilL',
    name: 'Mobilfunk Allnet L',
    number: '30020',
    articleNumber: '30020-01',
    category: 'mobilfunk',
    technologie: '5g',
    down: 300,
    up: 100,
    price: 24.99,
    oneTime: 19.99,
  },
  {
    key: 'energie',
    name: 'TEAG Strom & Internet Bundle',
    number: '40010',
    articleNumber: '40010-01',
    category: 'energie',
    technologie: 'energie',
    down: 0,
    up: 0,
    price: 19.9,
    oneTime: 0,
  },
  {
    key: 'bizvdsl100',
    name: 'Business VDSL 100',
    number: '11100',
    articleNumber: '11100-01',
    category: 'dsl',
    technologie: 'vdsl',
    down: 100,
    up: 40,
    price: 49.99,
    oneTime: 69.99,
    business: true,
  },
  {
    key: 'bizgf500',
    name: 'Business Glasfaser 500',
    number: '21500',
    articleNumber: '21500-01',
    category: 'glasfaser',
    technologie: 'ftth',
    down: 500,
    up: 250,
    price: 89.99,
    oneTime: 0,
    business: true,
  },
];

export const TARIF = Object.fromEntries(TARIFE.map((t) => [t.key, t]));

/** product number or first article number → tariff */
export function findTarif(nummer) {
  const n = String(nummer ?? '').trim();
  return TARIFE.find((t) => t.number === n || t.articleNumber === n || t.key === n) ?? null;
}

export function produktart(tarif) {
  if (tarif.category === 'mobilfunk') return PRODUCT_TYPE.MOBILFUNK;
  if (tarif.category === 'energie') return PRODUCT_TYPE.ENERGIE;
  return PRODUCT_TYPE.FESTNETZ_DSL;
}

/** Which tariff categories are offerable (matchByClientId) under which client id. */
export const CLIENT_ID_CATEGORIES = {
  [CLIENT_IDS.main]: ['dsl', 'glasfaser', 'mobilfunk', 'energie'],
  [CLIENT_IDS.mobilfunk]: ['dsl', 'glasfaser'],
  [CLIENT_IDS.produktwechsel]: ['dsl', 'glasfaser'],
  [CLIENT_IDS.produktwechselPromo1309]: ['dsl'],
  [CLIENT_IDS.produktwechselPromo1345]: ['glasfaser'],
  [CLIENT_IDS.vertraghinzuGfplus]: ['dsl', 'glasfaser'],
  [CLIENT_IDS.treueangebot]: ['dsl', 'glasfaser'],
  [CLIENT_IDS.dokumente]: ['dsl', 'glasfaser', 'mobilfunk'],
};

export const OPTIONEN = {
  festnetz: [
    { id: 'OPT-FLAT', name: 'Festnetz-Flatrate', monthlyPrice: 4.99 },
    { id: 'OPT-SEC', name: 'Sicherheitspaket', monthlyPrice: 3.99 },
    { id: 'OPT-CLOUD', name: 'Cloud 100 GB', monthlyPrice: 2.99 },
    { id: 'OPT-VOIP', name: 'Zusätzliche Rufnummern (VoIP)', monthlyPrice: 1.99 },
    { id: 'OPT-IP', name: 'Feste IP-Adresse', monthlyPrice: 5.0 },
  ],
  mobilfunk: [
    { id: 'OPT-EU', name: 'EU-Roaming Plus', monthlyPrice: 2.99 },
    { id: 'OPT-MULTI', name: 'MultiSIM', monthlyPrice: 4.99 },
    { id: 'OPT-DATA5', name: 'Datenpaket 5 GB', monthlyPrice: 5.0 },
  ],
  energie: [{ id: 'OPT-OEKO', name: 'Ökostrom-Aufpreis', monthlyPrice: 1.5 }],
};

/** Tariff → Produkt of the order API */
export function toProdukt(t) {
  const opts =
    t.category === 'mobilfunk' ? OPTIONEN.mobilfunk : t.category === 'energie' ? OPTIONEN.energie : OPTIONEN.festnetz;
  return {
    id: `PRD-${t.number}`,
    name: t.name,
    produktnummer: t.number,
    technologie: t.technologie,
    downloadMbit: t.down,
    uploadMbit: t.up,
    monthlyPrice: t.price,
    oneTimePrice: t.oneTime,
    minimumTermMonths: t.category === 'energie' ? 12 : 24,
    noticePeriodMonths: 1,
    // options cost nothing once and can be cancelled monthly (beyond spec, optional fields)
    options: opts.map((o) => ({ oneTimePrice: 0, minimumTermMonths: 1, ...o })),
  };
}

/**
 * Campaign prices of the order API (beyond spec, optional fields offerMonthlyPrice/offerMonths): what the start
 * page's card advertises, „Mobilfunk Allnet M 6 Monate zum halben Preis“ for existing customers.
 */
export const MOBILE_CAMPAIGN = { 30010: { offerMonthlyPrice: 7.49, offerMonths: 6 } };

export function findProduktById(id) {
  return TARIFE.find((t) => `PRD-${t.number}` === id || t.number === id) ?? null;
}
