/**
 * A proof document sent as JSON `{ name, type, base64 }` (extended changes of Meine Daten, a document an order
 * waits for): the types, the size limit and the content signatures are the portal's (src/config/nachweis.json).
 */
import rules from '../../../src/config/nachweis.json' with { type: 'json' };
import { bad, isBlank, str } from './util.mjs';

/**
 * A file name as it may be stored and shown: no control or format characters (a right-to-left override turns
 * „rechnung\u202Efdp.exe“ into „rechnungexe.pdf“ on screen), no path, at most 120 characters.
 */
export function cleanFileName(name) {
  const cleaned = str(name)
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/gu, '')
    .replace(/^.*[\\/]/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'Nachweis';
}

/** Whether the content starts with the signature of its type (a script named .pdf is no PDF). */
function matchesType(bytes, type) {
  const signature = Buffer.from(rules.signatures[type] ?? '', 'hex');
  return signature.length > 0 && bytes.subarray(0, signature.length).equals(signature);
}

/** The checked document's facts `{ name, type, size }` (the content is not kept), or a 400 with a German message. */
export function checkNachweis(n) {
  if (!n || typeof n !== 'object') throw bad('Bitte wählen Sie eine Datei.');
  if (!rules.types.includes(n.type)) throw bad('Erlaubt sind nur PDF-, JPEG- oder PNG-Dateien.');
  if (isBlank(n.name) || typeof n.base64 !== 'string' || !/^[A-Za-z0-9+/=\s]*$/.test(n.base64))
    throw bad('Die Datei ist ungültig.');
  const bytes = Buffer.from(n.base64, 'base64');
  if (bytes.length === 0) throw bad('Die Datei ist leer.');
  if (bytes.length > rules.maxBytes) throw bad('Die Datei ist zu groß (höchstens 5 MB).');
  if (!matchesType(bytes, n.type))
    throw bad('Der Inhalt der Datei ist keine PDF-, JPEG- oder PNG-Datei. Bitte wählen Sie eine andere Datei.');
  return { name: cleanFileName(n.name), type: n.type, size: bytes.length };
}
