/** Answer of the barrier report (our design, test/backend/README.md „Barriere melden“). */
import * as v from 'valibot';
import { text } from '../../api/schemaParts';

export const meldungSchema = v.object({
  vorgangsnummer: v.pipe(v.string(), v.nonEmpty()),
  eingangAm: text,
  antwortBis: text,
});
export type MeldungBeleg = v.InferOutput<typeof meldungSchema>;
