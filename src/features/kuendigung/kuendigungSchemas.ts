/** POST kuendigung (beyond spec): the cancellation went through on 2xx; the receipt shows what was sent back. */
import * as v from 'valibot';
import { oneOf, optionalId, text } from '../../api/schemaParts';

export const kuendigungAnswerSchema = v.object({
  /** without an id there is no PDF to fetch: the confirmation then offers none */
  id: optionalId,
  eingangAm: text,
  beendigungZum: text,
  art: oneOf(['ordentlich', 'ausserordentlich', ''], ''),
  vertragsnummer: text,
  kundennummer: text,
  email: text,
  /** random token that alone opens the confirmation PDF ('' when the backend needs none) */
  pdfToken: text,
});
export type KuendigungAnswer = v.InferOutput<typeof kuendigungAnswerSchema>;
