/**
 * A proof document sent as JSON `{ name, type, base64 }` (extended changes of Meine Daten, a document an order
 * waits for): the types and the size limit are the portal's (src/config/nachweis.json).
 */
import rules from '../../../src/config/nachweis.json' with { type: 'json' };
import { bad, isBlank, str } from './util.mjs';

/** The checked document's facts `{ name, type, size }` (the content is not kept), or a 400 with a German message. */
export function checkNachweis(n) {
  if (!n || typeof n !== 'object') throw bad('Bitte wählen Sie eine Datei.');
  if (!rules.types.includes(n.type)) throw bad('Erlaubt sind nur PDF- oder JPEG-Dateien.');
  if (isBlank(n.name) || typeof n.base64 !== 'string' || !/^[A-Za-z0-9+/=\s]*$/.test(n.base64))
    throw bad('Die Datei ist ungültig.');
  const size = Buffer.from(n.base64, 'base64').length;
  if (size === 0) throw bad('Die Datei ist leer.');
  if (size > rules.maxBytes) throw bad('Die Datei ist zu groß (höchstens 5 MB).');
  return { name: str(n.name), type: n.type, size };
}
