/**
 * Shapes of the backend answers AFTER their schemas (spec §3, §7): what the screens receive, inferred from the
 * answer schemas beside this file (accountSchema.ts, vertragSchema.ts, …), so a schema is the one source of its
 * type. Fields the spec shows keep its names; fields it does not show are our design (documented in
 * test/backend/README.md) and are implemented the same way by the stand-in backend under test/backend/. Missing
 * display texts are '' (shown as '-'), missing amounts null, missing lists []. A feature's own answers are typed
 * beside their schemas in the feature (e.g. sicherheitSchemas.ts).
 */
import type * as v from 'valibot';
import type {
  currentUserResponseSchema,
  invoiceAddressSchema,
  kampagnendatenSchema,
  kundendatenSchema,
  loginResponseSchema,
  zelosDokumentSchema,
} from './accountSchema';
import type { bankdatenSchema } from './bankdatenSchema';
import type { einzelverbindungSchema, rechnungSchema, telefonkostenSchema } from './rechnungSchemas';
import type { Salutation, Title } from './salutation';
import type { specialOfferSchema } from './specialOfferSchema';
import type { artikelSchema, deliveryAddressSchema, routerSchema, vertragSchema } from './vertragSchema';

export type { Salutation, Title };
export type { CustomerType } from './schemaParts';

/** '' when the backend sent none (or one the spec does not name). */
export type SalutationOrNone = Salutation | '';

export type InvoiceAddress = v.InferOutput<typeof invoiceAddressSchema>;
export type Kundendaten = v.InferOutput<typeof kundendatenSchema>;

export type Artikel = v.InferOutput<typeof artikelSchema>;
export type DeliveryAddress = v.InferOutput<typeof deliveryAddressSchema>;
export type Router = v.InferOutput<typeof routerSchema>;
export type Vertrag = v.InferOutput<typeof vertragSchema>;
/** Product family of a contract (beyond spec): decides which detail tabs apply. */
export type ProductCategory = Vertrag['category'];
export type ContractOption = Vertrag['options'][number];
export type ContractStatus = Vertrag['status'];

export type Bankdaten = v.InferOutput<typeof bankdatenSchema>;
export type Rechnung = v.InferOutput<typeof rechnungSchema>;
export type Einzelverbindung = v.InferOutput<typeof einzelverbindungSchema>;
export type Telefonkosten = v.InferOutput<typeof telefonkostenSchema>;
export type Kundenspezialangebot = v.InferOutput<typeof specialOfferSchema>;
export type ZelosDokument = v.InferOutput<typeof zelosDokumentSchema>;
export type Kampagnendaten = v.InferOutput<typeof kampagnendatenSchema>;

/** Answer of POST login. */
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;
/** Answer of GET user/current. */
export type CurrentUserResponse = v.InferOutput<typeof currentUserResponseSchema>;

/**
 * Answer of POST login when two-step login asks for a code first (ours): no session yet; POST
 * login/zweiter-faktor with the code answers the LoginResponse. Recognised by its one literal field
 * (authSchemas.ts, loginOrSecondStep), so written here rather than inferred.
 */
export interface SecondStepNeeded {
  zweiterFaktor: 'totp';
}

// the order API's shapes live in their own file
export * from './orderTypes';
