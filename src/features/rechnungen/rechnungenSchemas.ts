/** Answer schemas of invoices and telephone costs (fields not shown by the spec, §3: our design, read tolerantly). */
import * as v from 'valibot';
import type { Agrees } from '../../api/schemaParts';
import { amount, id, listOf, oneOf, optionalId, text } from '../../api/schemaParts';
import type { Einzelverbindung, Rechnung, Telefonkosten } from '../../api/types';
import { EVN_ARTEN } from '../../lib/evn.mjs';

/** An invoice needs its id (the PDF is asked by it); everything else may be missing. */
export const rechnungSchema = v.object({
  id,
  number: text,
  date: text,
  periodFrom: text,
  periodTo: text,
  amount,
  status: oneOf(['bezahlt', 'offen', 'gemahnt', 'unbekannt'], 'unbekannt'),
  contractId: optionalId,
  // beyond spec, only some invoices carry them
  dueDate: v.optional(text),
  debitDate: v.optional(text),
});

/**
 * A call, written out as an object literal: a business customer's call costs hold tens of thousands, and the
 * literal keeps its six fields in the object itself (valibot's field-by-field object keeps two of them in an
 * extra array: 40 bytes more per call).
 */
export const einzelverbindungSchema = v.pipe(
  v.object({ date: text, time: text, number: text, durationSeconds: amount, cost: amount, zone: text }),
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
  month: text,
  contractId: optionalId,
  phoneNumber: text,
  total: amount,
  calls: listOf(einzelverbindungSchema, 'telefonkosten.calls'),
  // beyond spec: the itemised-bill choice the backend applied; an unknown one reads as shortened
  evn: v.optional(oneOf(EVN_ARTEN, 'gekuerzt')),
});

export const rechnungenAgree: [
  Agrees<v.InferOutput<typeof rechnungSchema>, Rechnung>,
  Agrees<v.InferOutput<typeof einzelverbindungSchema>, Einzelverbindung>,
  Agrees<v.InferOutput<typeof telefonkostenSchema>, Telefonkosten>,
] = [true, true, true];
