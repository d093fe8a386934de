/** POST kuendigung (beyond spec): the cancellation went through on 2xx; the receipt shows what was sent back. */
import * as v from 'valibot';
import { flag, oneOf, optionalId, text } from '../../api/schemaParts';
import { KUENDIGUNGSGRUENDE } from '../../lib/kuendigungsfrist.mjs';

export const kuendigungAnswerSchema = v.object({
  /** without an id there is no PDF to fetch: the confirmation then offers none */
  id: optionalId,
  eingangAm: text,
  beendigungZum: text,
  /** the reason the law names (lib/kuendigungsfrist.mjs); '' when the answer does not say */
  art: oneOf([...KUENDIGUNGSGRUENDE, ''], ''),
  /** the notice rule that applied; '' when the answer does not say (the receipt then leaves the line out) */
  regel: oneOf(['mindestlaufzeit', 'kuendigungsfrist', 'ohneFrist', 'umzug', 'wichtigerGrund', ''], ''),
  /** yyyy-MM-dd, only with the reason umzug */
  umzugsdatum: text,
  rufnummerMitnehmen: flag,
  /** until when the number can be ported: at any time (mobile) or until portierungBis (fixed line) */
  portierung: oneOf(['jederzeit', 'bis', ''], ''),
  portierungBis: text,
  vertragsnummer: text,
  kundennummer: text,
  email: text,
  /** random token that alone opens the confirmation PDF ('' when the backend needs none) */
  pdfToken: text,
});
export type KuendigungAnswer = v.InferOutput<typeof kuendigungAnswerSchema>;
