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
  status: oneOf(['aktiv', 'gekuendigt', 'in_bearbeitung', 'unbekannt'], 'unbekannt'),
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

export const vertragSchema = v.pipe(
  vertragEntries,
  v.transform((entry) => ({
    ...entry,
    category: categoryOf(entry.category, entry.number),
    router: entry.router ?? null,
    routerUnknown: entry.router === undefined,
  })),
);

/** Contract lists (login, user/current, PUT vertrag/lieferadresse): unreadable entries are left out. */
export const vertragListSchema = listOf(vertragSchema, 'kundenprodukte');

export const vertragAgrees: Agrees<v.InferOutput<typeof vertragSchema>, Vertrag> = true;
