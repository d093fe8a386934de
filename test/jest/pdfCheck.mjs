/**
 * Checks of a generated PDF for tests (jest and e2e): the tags a screen reader needs, read from the file's objects
 * (pdfkit writes them uncompressed; only page contents and fonts are compressed streams), and the text and page
 * images as poppler shows them (poppler-utils: .ci/run installs it).
 */
import { execFileSync } from 'node:child_process';

/** @param {Uint8Array} bytes */
const latin1 = (bytes) => Buffer.from(bytes).toString('latin1');

/**
 * What the file declares: structure tree, language, marked, embedded TrueType fonts, the structure types used,
 * and whether the viewer shows the title.
 * @param {Uint8Array} bytes
 */
export function pdfTags(bytes) {
  const raw = latin1(bytes);
  const objects = new Map([...raw.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)].map((m) => [m[1], m[2]]));
  const catalog = [...objects.values()].find((body) => /\/Type\s*\/Catalog/.test(body)) ?? '';
  /** a catalog entry's dictionary, direct or through its reference */
  const entry = (/** @type {string} */ key) => {
    const ref = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(catalog);
    if (ref) return objects.get(ref[1]) ?? '';
    return new RegExp(`/${key}\\s*(<<[\\s\\S]*?>>)`).exec(catalog)?.[1] ?? '';
  };
  return {
    structTreeRoot: /\/Type\s*\/StructTreeRoot/.test(entry('StructTreeRoot')),
    lang: /\/Lang\s*\(([^)]*)\)/.exec(catalog)?.[1] ?? null,
    marked: /\/Marked\s+true/.test(entry('MarkInfo')),
    displayDocTitle: /\/DisplayDocTitle\s+true/.test(entry('ViewerPreferences')),
    embeddedFonts: (raw.match(/\/FontFile2\s+\d+ 0 R/g) ?? []).length,
    standardFonts: /\/BaseFont\s*\/(Helvetica|Times|Courier)/.test(raw),
    structTypes: new Set([...raw.matchAll(/\/S\s*\/([A-Za-z0-9]+)/g)].map((m) => m[1])),
  };
}

/**
 * Fails with one readable message unless the PDF is tagged, German, marked, with every font embedded, and with
 * table tags when `tables` is set.
 * @param {Uint8Array} bytes @param {{ tables?: boolean }} [opts]
 */
export function assertAccessiblePdf(bytes, { tables = false } = {}) {
  const t = pdfTags(bytes);
  const problems = [
    !t.structTreeRoot && 'no /StructTreeRoot',
    t.lang !== 'de-DE' && `/Lang is ${t.lang}`,
    !t.marked && 'no /MarkInfo << /Marked true >>',
    !t.displayDocTitle && 'title not shown in the window',
    t.embeddedFonts === 0 && 'no embedded font (/FontFile2)',
    t.standardFonts && 'a standard font that is not embedded',
    ...(tables ? ['Table', 'TR', 'TH', 'TD'].filter((s) => !t.structTypes.has(s)).map((s) => `no /${s} tag`) : []),
  ].filter(Boolean);
  if (problems.length) throw new Error(`PDF not accessible: ${problems.join(', ')}`);
  return t;
}

/** @param {string} tool @param {string[]} args @param {Buffer | string} [input] */
function poppler(tool, args, input) {
  try {
    return execFileSync(tool, args, { input, maxBuffer: 64 * 1024 * 1024 });
  } catch (e) {
    if (/** @type {any} */ (e).code === 'ENOENT')
      throw new Error(`${tool} is missing: install poppler-utils (apt-get install poppler-utils)`);
    throw e;
  }
}

/** The text poppler reads from the PDF (UTF-8, reading order), with runs of spaces as one. @param {Uint8Array} bytes */
export const pdfText = (bytes) =>
  poppler('pdftotext', ['-enc', 'UTF-8', '-', '-'], Buffer.from(bytes))
    .toString('utf8')
    .replace(/[ \t]+/g, ' ');

/** The first page as PNG, as pdftoppm renders it (throws when poppler cannot open the file). @param {Uint8Array} bytes */
export const pdfFirstPagePng = (bytes) =>
  poppler('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-'], Buffer.from(bytes));
