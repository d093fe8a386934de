/**
 * The order bundle of spec §3: built by a pure function from postal-spelling addresses; the thunk
 * prepareOrderBundle fetches those spellings (schreibweisen/convert) and the hmac first.
 */
import type { Kundendaten, OrderAddress, OrderBundle } from '../../api/types';
import { createAppAsyncThunk } from '../../app/thunk';
import { CUSTOMER_TYPES, PAYMENT_TYPE_DIRECT_DEBIT } from '../../config/constants';
import { bestellungApi } from './bestellungApi';
import { bestellungPortalApi } from './bestellungPortalApi';
import { houseNumber } from '../../lib/address';
import { isUnauthorized } from '../../api/errors';
import { isOnline } from '../../lib/online';
import { currentBankdaten } from '../bankdaten/bankRule';

export const customerAddress = (k: Kundendaten): OrderAddress => ({
  strasse: k.street,
  hausnummer: houseNumber(k.streetNumber, k.streetNumberAddon),
  plz: k.zipcode,
  ort: k.city,
});

/** Invoice address; the customer's own address where no separate invoice address is stored. */
export const invoiceAddress = (k: Kundendaten): OrderAddress =>
  k.invoiceStreet
    ? {
        strasse: k.invoiceStreet,
        hausnummer: houseNumber(k.invoiceStreetNumber, k.invoiceStreetNumberAddon),
        plz: k.invoiceZipcode,
        ort: k.invoiceCity,
      }
    : customerAddress(k);

export interface BundleInput {
  kundendaten: Kundendaten;
  vertragsId: string;
  hmac: string;
  iban: string;
  /** all three already in postal spelling */
  persoenlich: OrderAddress;
  verbrauchsstelle: OrderAddress;
  rechnung: OrderAddress;
}

export function buildOrderBundle({
  kundendaten: k,
  vertragsId,
  hmac,
  iban,
  persoenlich,
  verbrauchsstelle,
  rechnung,
}: BundleInput): OrderBundle {
  return {
    vertragsId,
    hmac,
    kundennummer: k.number,
    kundentyp: CUSTOMER_TYPES[k.customerType].name,
    persoenlicheDaten: {
      anrede: k.salutation,
      titel: k.titel,
      vorname: k.firstname,
      nachname: k.lastname,
      geburtsdatum: k.birthday,
      email: k.email,
      rufnummerFestnetz: k.phone,
      rufnummerMobil: k.phone2,
      ...persoenlich,
    },
    verbrauchsstelle,
    postRechnungsanschrift: {
      anrede: k.invoiceSalutation || k.salutation,
      titel: k.invoiceTitle ?? k.titel,
      vorname: k.invoiceFirstname || k.firstname,
      nachname: k.invoiceLastname || k.lastname,
      ...rechnung,
    },
    zahlungsweise: { iban, typ: PAYMENT_TYPE_DIRECT_DEBIT },
  };
}

/**
 * Converts the addresses to postal spelling (concurrently; a failure is not handled, spec §8, so the
 * order fails with the server's message) and fetches the hmac for the contract id as a string (a
 * failure is logged and the order continues with an empty hmac).
 */
export const prepareOrderBundle = createAppAsyncThunk(
  'bestellung/prepareOrderBundle',
  async (
    { vertragsId, verbrauchsstelle }: { vertragsId: string; verbrauchsstelle: OrderAddress },
    { dispatch, getState },
  ) => {
    const state = getState();
    const kundendaten = state.session.kundendaten;
    if (!kundendaten) throw new Error('Keine Kundendaten');
    const toPostal = async (a: OrderAddress): Promise<OrderAddress> => {
      const r = await dispatch(
        bestellungApi.endpoints.schreibweise.initiate(
          { str: a.strasse, hnr: a.hausnummer, plz: a.plz, ort: a.ort },
          { subscribe: false },
        ),
      ).unwrap();
      return { strasse: r.strasse, hausnummer: r.hnr, plz: r.plz, ort: r.ort };
    };
    const hmacOf = async (): Promise<string> => {
      try {
        const { hmac } = await dispatch(
          bestellungPortalApi.endpoints.hmac.initiate(String(vertragsId), { subscribe: false, forceRefetch: true }),
        ).unwrap();
        return hmac ?? '';
      } catch (error) {
        // the session ended (401): no order is sent for a customer who is no longer logged in; the
        // choice waits as a draft for the login
        // offline: the order cannot be sent either; it waits for the customer to send again
        if (isUnauthorized(error) || getState().session.status !== 'loggedIn' || !isOnline()) throw error;
        console.error('HMAC konnte nicht geholt werden; die Bestellung wird ohne HMAC fortgesetzt', error);
        return '';
      }
    };
    const [persoenlich, verbrauch, rechnung, hmac] = await Promise.all([
      toPostal(customerAddress(kundendaten)),
      toPostal(verbrauchsstelle),
      toPostal(invoiceAddress(kundendaten)),
      hmacOf(),
    ]);
    const iban = currentBankdaten(state.bankdaten.list)?.accountNumberInternational ?? '';
    return buildOrderBundle({
      kundendaten,
      vertragsId,
      hmac,
      iban,
      persoenlich,
      verbrauchsstelle: verbrauch,
      rechnung,
    });
  },
);
