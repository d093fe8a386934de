/**
 * The answer of the document archive (our call beyond the spec, test/backend/README.md). Read tolerantly: an entry
 * without id or title is left out, an unknown kind is kept as „weitere“, a missing date or reference is empty.
 */
import * as v from 'valibot';
import { id, listOf, oneOf, text } from '../../api/schemaParts';

export const DOKUMENT_ARTEN = [
  'vertragszusammenfassung',
  'agb',
  'produktinformationsblatt',
  'vertragsdokument',
  'aenderungsmitteilung',
  'auftragsbestaetigung',
  'widerrufsbestaetigung',
  'formular',
  'weitere',
] as const;
export type DokumentArt = (typeof DOKUMENT_ARTEN)[number];

const dokumentSchema = v.object({
  id,
  art: oneOf(DOKUMENT_ARTEN, 'weitere'),
  titel: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  datum: text,
  bezug: text,
});
export type Dokument = v.InferOutput<typeof dokumentSchema>;

export const archivSchema = v.object({
  vertragsId: id,
  dokumente: listOf(dokumentSchema, 'dokumente'),
});
export type Archiv = v.InferOutput<typeof archivSchema>;

/** The page's groups, in this order; each kind belongs to one. */
export const GRUPPEN = {
  vertrag: ['vertragszusammenfassung', 'agb', 'produktinformationsblatt', 'vertragsdokument'],
  aenderungen: ['aenderungsmitteilung'],
  belege: ['auftragsbestaetigung', 'widerrufsbestaetigung'],
  formulare: ['formular'],
  weitere: ['weitere'],
} as const satisfies Record<string, readonly DokumentArt[]>;
export type Gruppe = keyof typeof GRUPPEN;

/** The documents of each group in the answer's order (newest first); empty groups are left out. */
export function gruppiert(dokumente: readonly Dokument[]): Array<[Gruppe, Dokument[]]> {
  return (Object.entries(GRUPPEN) as Array<[Gruppe, readonly DokumentArt[]]>)
    .map(([gruppe, arten]): [Gruppe, Dokument[]] => [gruppe, dokumente.filter((d) => arten.includes(d.art))])
    .filter(([, docs]) => docs.length > 0);
}
