/**
 * Answer schemas of invoices and telephone costs (fields not shown by the spec, §3: our design, read tolerantly):
 * part of the session answer, so in src/api where the session and the invoice screens read them.
 */
import * as v from 'valibot';
import { amount, id, listOf, oneOf, optionalId, text } from './schemaParts';
import { EVN_ARTEN } from '../lib/evn.mjs';

/** An invoice needs its id (the PDF is asked by it); everything else may be missing. */
export const rechnungSchema = v.object({
  id,
  number: text,
  /** yyyy-MM-dd */
  date: text,
  periodFrom: text,
  periodTo: text,
  amount,
  status: oneOf(['bezahlt', 'offen', 'gemahnt', 'unbekannt'], 'unbekannt'),
  contractId: optionalId,
  /** beyond spec, optional (older invoices lack them): yyyy-MM-dd payment due / SEPA debit date */
  dueDate: v.optional(text),
  debitDate: v.optional(text),
});

/**
 * A call, written out as an object literal: a business customer's call costs hold tens of thousands, and the
 * literal keeps its six fields in the object itself (valibot's field-by-field object keeps two of them in an
 * extra array: 40 bytes more per call).
 */
export const einzelverbindungSchema = v.pipe(
  v.object({
    /** yyyy-MM-dd */
    date: text,
    /** HH:mm:ss */
    time: text,
    /** dialled number: full (the portal shortens it), or as the customer's itemised-bill choice allows (`evn`) */
    number: text,
    durationSeconds: amount,
    cost: amount,
    /** e.g. Festnetz, Mobilfunk, Ausland, Sonderrufnummer */
    zone: text,
  }),
  v.transform(({ date, time, number, durationSeconds, cost, zone }) => ({
    date,
    time,
    number,
    durationSeconds,
    cost,
    zone,
  })),
);

export const telefonkostenSchema = v.object({
  /** yyyy-MM */
  month: text,
  contractId: optionalId,
  phoneNumber: text,
  total: amount,
  calls: listOf(einzelverbindungSchema, 'telefonkosten.calls'),
  /**
   * beyond spec, optional: the itemised-bill choice the backend applied to `calls` (src/lib/evn.mjs); an unknown one
   * reads as shortened; missing: the numbers are full and the portal shortens them
   */
  evn: v.optional(oneOf(EVN_ARTEN, 'gekuerzt')),
});
