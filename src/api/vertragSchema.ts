/**
 * Answer schema of a contract (spec §3 "Contract"): the contracts of the login / user/current answer and of
 * PUT vertrag/lieferadresse (here, beside the Vertrag type, because the session and the contract screens both
 * read it). Only the
 * contract id is required (a contract without one cannot be opened); every other field is read
 * tolerantly (building blocks in src/api/schemaParts.ts).
 */
import * as v from 'valibot';
import type { Agrees } from './schemaParts';
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
import type { Vertrag } from './types';
import { PRODUCT_TYPE } from '../config/constants';

export const artikelSchema = v.object({ number: text, name: text, price: amount });

export const routerSchema = v.object({ mac: id, model: text, activated: flag });

const CATEGORIES = ['dsl', 'glasfaser', 'mobilfunk', 'energie'] as const;

/** Beyond spec: a backend that does not send the product family gets it from the product type code (§9). */
function categoryOf(category: unknown, number: string): Vertrag['category'] {
  if ((CATEGORIES as readonly unknown[]).includes(category)) return category as Vertrag['category'];
  if (number === PRODUCT_TYPE.FESTNETZ_DSL) return 'dsl';
  if (number === PRODUCT_TYPE.MOBILFUNK) return 'mobilfunk';
  return 'unbekannt';
}

const vertragEntries = v.object({
  contractId: id,
  customerId: optionalId,
  number: text,
  name: text,
  articles: listOf(artikelSchema, 'articles'),
  TEAGCustomerId: optionalId,
  techwechselRoute: text,
  contractAddressId: optionalId,
  contractAddressExternalId: optionalId,
  contractStreet: text,
  contractStreetNumber: text,
  contractStreetNumberAddon: text,
  contractZipcode: text,
  contractCity: text,
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
  // beyond spec
  category: v.optional(v.unknown()),
  options: listOf(v.picklist(['cloud', 'antivirus', 'voip']), 'options'),
  status: oneOf(['aktiv', 'gekuendigt', 'widerrufen', 'in_bearbeitung', 'unbekannt'], 'unbekannt'),
  startDate: text,
  minimumTermEnd: text,
  minimumTermMonths: amount,
  // unknown notice period: the page shows '-' and computes no cancellation date from it
  noticePeriodMonths: amount,
  // after the minimum term the statutory notice is one month at most (TKG § 56 Abs. 3)
  renewalNoticeMonths: count(1),
  monthlyPrice: amount,
  // missing (undefined) = not described; null or unreadable = no router
  router: v.optional(optionalObject(routerSchema)),
  ausbaustatus: oneOf(['geplant', 'im_bau', 'fertig', 'nicht_geplant', 'unbekannt'], 'unbekannt'),
  // beyond spec, optional: the access of the contract (offer rules rank tariffs by it)
  technologie: v.optional(text),
  downloadMbit: v.optional(amount),
  uploadMbit: v.optional(amount),
  phoneNumbers: listOf(text, 'phoneNumbers'),
});

/**
 * The contract as one object literal (heap): valibot builds an object field by field, which V8 keeps as
 * a hash table (40+ fields) or with an extra property array; the literal lays every field out in the object
 * itself, as JSON.parse does (5,000 contracts: about 1 MB less). Typed as Vertrag: a field left out does not compile.
 */
function contractOf(e: v.InferOutput<typeof vertragEntries>): Vertrag {
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

export const vertragSchema = v.pipe(vertragEntries, v.transform(contractOf));

/** Contract lists (login, user/current, PUT vertrag/lieferadresse): unreadable entries are left out. */
export const vertragListSchema = listOf(vertragSchema, 'kundenprodukte');

export const vertragAgrees: Agrees<v.InferOutput<typeof vertragSchema>, Vertrag> = true;
