/**
 * Answer schema of the session calls (spec §3, §7): POST login, GET user/current and the customer data every
 * user/* change answers with. In src/api because the session, the auth calls and most screens read it; the
 * types in types.ts are inferred from it. The customer data are required (an account answer without them is
 * unusable and becomes a typed error, see schemaFailure.ts); every field inside them and every list beside them
 * is read tolerantly. Missing display texts are '' (shown as '-'), missing amounts null, missing lists [].
 */
import * as v from 'valibot';
import {
  count,
  customerType,
  flag,
  id,
  listOf,
  optionalId,
  optionalObject,
  salutation,
  text,
  title,
} from './schemaParts';
import { SESSION_IDLE_SECONDS } from '../config/constants';
import { bankdatenListSchema } from './bankdatenSchema';
import { rechnungSchema, telefonkostenSchema } from './rechnungSchemas';
import { specialOfferSchema } from './specialOfferSchema';
import { vertragListSchema } from './vertragSchema';
import { withReadings } from './readings';

/** The invoice address of the customer data (PUT user/rechnungsadresse sends the same fields). */
export const invoiceAddressSchema = v.object({
  invoiceSalutation: salutation,
  invoiceTitle: title,
  invoiceFirstname: text,
  invoiceLastname: text,
  invoiceCompany: text,
  invoiceStreet: text,
  invoiceStreetNumber: text,
  invoiceStreetNumberAddon: text,
  invoiceZipcode: text,
  invoiceCity: text,
});

/** Customer data: the customer number is required (it is sent with orders and tracking). */
export const kundendatenSchema = v.object({
  number: id,
  customerType,
  salutation,
  titel: title,
  firstname: text,
  lastname: text,
  /** business customers: company name (beyond spec) */
  company: text,
  /** yyyy-MM-dd */
  birthday: text,
  email: text,
  phone: text,
  phone2: text,
  passwortwechsel_erzwingen: flag,
  street: text,
  streetNumber: text,
  streetNumberAddon: text,
  zipcode: text,
  city: text,
  ...invoiceAddressSchema.entries,
  optInEMail: flag,
  optInPhone: flag,
});

/** yyyy-MM-dd date */
export const zelosDokumentSchema = withReadings(
  // the other reading of the open shape names the confirmed product `produkt.nummer` (test/backend/README.md)
  { produktnummer: ['produkt.nummer'] },
  v.object({
    id,
    title: text,
    date: text,
    contractId: optionalId,
    /** beyond spec, optional: the product of the order a document confirms (an order on its way, not yet a contract) */
    produktnummer: v.optional(text),
  }),
);

const accountEntries = {
  kundendaten: kundendatenSchema,
  zelos_vertragsdokumente: listOf(zelosDokumentSchema, 'zelos_vertragsdokumente'),
  kundenprodukte: vertragListSchema,
  bankdaten: bankdatenListSchema,
  rechnungen: listOf(rechnungSchema, 'rechnungen'),
  telefonkosten: listOf(telefonkostenSchema, 'telefonkosten'),
  kundenspezialangebot: optionalObject(specialOfferSchema),
  dev_kundenportal: flag,
  /** beyond spec: the server's idle time-out, so the portal can warn before it (WCAG 2.2.1) */
  session_idle_seconds: count(SESSION_IDLE_SECONDS),
};

export const loginResponseSchema = v.object(accountEntries);

/** kampagnendaten without a campaign name carries nothing to route: read as none. */
export const kampagnendatenSchema = v.object({ kampagne: id, path: text });

export const currentUserResponseSchema = v.object({
  ...accountEntries,
  kampagnendaten: optionalObject(kampagnendatenSchema),
});
