/**
 * Answer schema of a contract (spec §3 "Contract"): the contracts of the login / user/current answer and of
 * PUT vertrag/lieferadresse (in src/api because the session and the contract screens both read it; the Vertrag
 * type is inferred from it in types.ts). Only the contract id is required (a contract without one cannot be
 * opened); every other field is read tolerantly (building blocks in src/api/schemaParts.ts).
 */
import * as v from 'valibot';
import {
  amount,
  count,
  flag,
  id,
  listOf,
  oneOf,
  optionalId,
  optionalObject,
  salutation,
  text,
  title,
} from './schemaParts';
import { PRODUCT_TYPE } from '../config/constants';
import { withReadings } from './readings';

/** price: monthly, in EUR */
export const artikelSchema = v.object({ number: text, name: text, price: amount });

export const routerSchema = v.object({ mac: id, model: text, activated: flag });

const CATEGORIES = ['dsl', 'glasfaser', 'mobilfunk', 'energie'] as const;
/** Product family of a contract (beyond spec): decides which detail tabs apply. */
type ProductCategory = (typeof CATEGORIES)[number] | 'unbekannt';

/** Beyond spec: a backend that does not send the product family gets it from the product type code (§9). */
function categoryOf(category: unknown, number: string): ProductCategory {
  if ((CATEGORIES as readonly unknown[]).includes(category)) return category as ProductCategory;
  if (number === PRODUCT_TYPE.FESTNETZ_DSL) return 'dsl';
  if (number === PRODUCT_TYPE.MOBILFUNK) return 'mobilfunk';
  return 'unbekannt';
}

/** The delivery address of a contract (PUT vertrag/lieferadresse sends the same fields). */
export const deliveryAddressSchema = v.object({
  deliverySalutation: salutation,
  deliveryTitle: title,
  deliveryFirstname: text,
  deliveryLastname: text,
  deliveryCompany: text,
  deliveryStreet: text,
  deliveryStreetNumber: text,
  deliveryStreetNumberAddon: text,
  deliveryZipcode: text,
  deliveryCity: text,
});

const vertragEntries = v.object({
  contractId: id,
  customerId: optionalId,
  /** product number */
  number: text,
  name: text,
  articles: listOf(artikelSchema, 'articles'),
  /** bundle id; empty string = contract without bundle */
  TEAGCustomerId: optionalId,
  /** empty until an eligibility check finds a technology upgrade possible */
  techwechselRoute: text,
  contractAddressId: optionalId,
  contractAddressExternalId: optionalId,
  contractStreet: text,
  contractStreetNumber: text,
  contractStreetNumberAddon: text,
  contractZipcode: text,
  contractCity: text,
  ...deliveryAddressSchema.entries,
  // beyond spec
  category: v.optional(v.unknown()),
  options: listOf(v.picklist(['cloud', 'antivirus', 'voip']), 'options'),
  status: oneOf(['aktiv', 'gekuendigt', 'widerrufen', 'in_bearbeitung', 'unbekannt'], 'unbekannt'),
  /** yyyy-MM-dd */
  startDate: text,
  /** yyyy-MM-dd, end of the minimum term */
  minimumTermEnd: text,
  minimumTermMonths: amount,
  // unknown notice period: the page shows '-' and computes no cancellation date from it
  noticePeriodMonths: amount,
  /** after the minimum term the contract runs on monthly: the statutory notice is one month at most (TKG § 56 Abs. 3) */
  renewalNoticeMonths: count(1),
  monthlyPrice: amount,
  // missing (undefined) = not described; null or unreadable = no router
  router: v.optional(optionalObject(routerSchema)),
  /** network build-out status at the contract address */
  ausbaustatus: oneOf(['geplant', 'im_bau', 'fertig', 'nicht_geplant', 'unbekannt'], 'unbekannt'),
  /** beyond spec, optional: the access of the contract and its speeds (offer rules rank tariffs by them) */
  technologie: v.optional(text),
  downloadMbit: v.optional(amount),
  uploadMbit: v.optional(amount),
  phoneNumbers: listOf(text, 'phoneNumbers'),
});

type VertragEntries = v.InferOutput<typeof vertragEntries>;

/** What the screens receive: the entries as read, with the product family decided and the router spelt out. */
type Contract = Omit<VertragEntries, 'category' | 'router'> & {
  category: ProductCategory;
  router: v.InferOutput<typeof routerSchema> | null;
  /** the answer does not describe the router at all (no `router` field): "keine Angaben", not "no router" */
  routerUnknown: boolean;
};

/**
 * The contract as one object literal (heap): valibot builds an object field by field, which V8 keeps as
 * a hash table (40+ fields) or with an extra property array; the literal lays every field out in the object
 * itself, as JSON.parse does (5,000 contracts: about 1 MB less). Typed: a required field left out does not compile.
 */
function contractOf(e: VertragEntries): Contract {
  return {
    contractId: e.contractId,
    customerId: e.customerId,
    number: e.number,
    name: e.name,
    articles: e.articles,
    TEAGCustomerId: e.TEAGCustomerId,
    techwechselRoute: e.techwechselRoute,
    contractAddressId: e.contractAddressId,
    contractAddressExternalId: e.contractAddressExternalId,
    contractStreet: e.contractStreet,
    contractStreetNumber: e.contractStreetNumber,
    contractStreetNumberAddon: e.contractStreetNumberAddon,
    contractZipcode: e.contractZipcode,
    contractCity: e.contractCity,
    deliverySalutation: e.deliverySalutation,
    deliveryTitle: e.deliveryTitle,
    deliveryFirstname: e.deliveryFirstname,
    deliveryLastname: e.deliveryLastname,
    deliveryCompany: e.deliveryCompany,
    deliveryStreet: e.deliveryStreet,
    deliveryStreetNumber: e.deliveryStreetNumber,
    deliveryStreetNumberAddon: e.deliveryStreetNumberAddon,
    deliveryZipcode: e.deliveryZipcode,
    deliveryCity: e.deliveryCity,
    category: categoryOf(e.category, e.number),
    options: e.options,
    status: e.status,
    startDate: e.startDate,
    minimumTermEnd: e.minimumTermEnd,
    minimumTermMonths: e.minimumTermMonths,
    noticePeriodMonths: e.noticePeriodMonths,
    renewalNoticeMonths: e.renewalNoticeMonths,
    monthlyPrice: e.monthlyPrice,
    ausbaustatus: e.ausbaustatus,
    technologie: e.technologie,
    downloadMbit: e.downloadMbit,
    uploadMbit: e.uploadMbit,
    phoneNumbers: e.phoneNumbers,
    router: e.router ?? null,
    routerUnknown: e.router === undefined,
  };
}

/**
 * How the other reading of the spec's open contract shape names what the contract costs per month (options included,
 * as text with a decimal comma), the options it has booked, its notice period and speeds: read into the portal's own fields, so an option
 * order's terms have them in both readings (test/backend/README.md, „Two readings of the open shapes“).
 */
const VERTRAG_READINGS = {
  monthlyPrice: ['preis.monatlich'],
  options: ['gebuchteOptionen'],
  // the notice period and speeds the contract summary of an order that keeps the tariff names (TKG § 54)
  noticePeriodMonths: ['kuendigungsfristMonate'],
  downloadMbit: ['bandbreite.download'],
  uploadMbit: ['bandbreite.upload'],
} as const;

export const vertragSchema = v.pipe(withReadings(VERTRAG_READINGS, vertragEntries), v.transform(contractOf));

/** Contract lists (login, user/current, PUT vertrag/lieferadresse): unreadable entries are left out. */
export const vertragListSchema = listOf(vertragSchema, 'kundenprodukte');
