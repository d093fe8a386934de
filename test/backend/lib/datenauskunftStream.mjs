/**
 * The JSON file of „Meine Daten herunterladen“ as a stream: the same document as JSON.stringify(file, null, 2)
 * gives, written a few hundred rows at a time as the connection takes them. A fleet's file is 12 MB: built in one
 * piece it held the stand-in's event loop for seconds before the first byte, and the browser showed no progress.
 */
import { Readable } from 'node:stream';

const ROWS_PER_CHUNK = 200;

/** `value` as JSON.stringify(value, null, 2) would write it at `depth` levels of indentation. */
const at = (/** @type {unknown} */ value, /** @type {number} */ depth) =>
  JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`);

/**
 * @param {{ tabellen: Record<string, unknown[]> } & Record<string, unknown>} file
 * @returns {Generator<string>}
 */
function* pieces(file) {
  const { tabellen, ...head } = file;
  yield '{\n';
  for (const [key, value] of Object.entries(head)) yield `  ${JSON.stringify(key)}: ${at(value, 1)},\n`;
  yield '  "tabellen": {';
  const names = Object.keys(tabellen);
  for (const [t, name] of names.entries()) {
    const rows = tabellen[name];
    yield `\n    ${JSON.stringify(name)}: ${rows.length === 0 ? '[]' : '['}`;
    for (let from = 0; from < rows.length; from += ROWS_PER_CHUNK)
      yield rows
        .slice(from, from + ROWS_PER_CHUNK)
        .map((row, i) => `${from + i === 0 ? '' : ','}\n      ${at(row, 3)}`)
        .join('');
    if (rows.length > 0) yield '\n    ]';
    if (t < names.length - 1) yield ',';
  }
  yield names.length === 0 ? '}\n}' : '\n  }\n}';
}

/** @param {Parameters<typeof pieces>[0]} file */
export const exportJsonStream = (file) => Readable.from(pieces(file), { objectMode: false });

/** The whole text at once (tests compare it with JSON.stringify). @param {Parameters<typeof pieces>[0]} file */
export const exportJsonText = (file) => [...pieces(file)].join('');
