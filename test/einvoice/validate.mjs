/**
 * An independent check of an e-invoice (CII syntax): the XML schema of UN/CEFACT CII D16B (libxml2 via
 * xmllint-wasm), the EN 16931 business rules (CEN/TC 434, ConnectingEurope/eInvoicing-EN16931) and, for an
 * XRechnung, the German CIUS rules (KoSIT, itplr-kosit/xrechnung-schematron). The rules are the official Schematron,
 * compiled to SaxonJS's SEF form and kept in rules/ (README.md says how to rebuild them); SaxonJS runs them in Node,
 * without Java. The generator (@e-invoice-eu/core) has no part in the verdict.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, inflateSync } from 'node:zlib';
import SaxonJS from 'saxon-js';
import { validateXML } from 'xmllint-wasm';

const here = dirname(fileURLToPath(import.meta.url));
const SVRL = 'http://purl.oclc.org/dsdl/svrl';

/** The rule sets, read and parsed once per process (the EN 16931 one is 5 MB of JSON). */
const RULES = {
  en16931: 'EN16931-CII-validation.sef.json.gz',
  xrechnung: 'XRechnung-CII-validation.sef.json.gz',
};
/** @type {Record<string, unknown>} */
const loaded = {};
const stylesheet = (/** @type {keyof typeof RULES} */ name) =>
  (loaded[name] ??= JSON.parse(gunzipSync(readFileSync(join(here, 'rules', RULES[name]))).toString('utf8')));

/**
 * @typedef {{ id: string, flag: string, location: string, text: string }} Finding
 * @typedef {{ schema: string[], en16931: Finding[], xrechnung?: Finding[] }} Report
 */

/**
 * The failed assertions of one rule set (SVRL `failed-assert`), fatal and warning alike; the caller decides.
 * @param {keyof typeof RULES} name
 * @param {string} xml
 * @returns {Promise<Finding[]>}
 */
async function schematron(name, xml) {
  const result = await SaxonJS.transform(
    { stylesheetInternal: stylesheet(name), sourceText: xml, destination: 'document' },
    'async',
  );
  const asserts = SaxonJS.XPath.evaluate('//svrl:failed-assert', result.principalResult, {
    namespaceContext: { svrl: SVRL },
    resultForm: 'array',
  });
  return asserts.map((/** @type {Element} */ a) => ({
    id: a.getAttribute('id') ?? '',
    flag: a.getAttribute('flag') ?? '',
    location: a.getAttribute('location') ?? '',
    text: (a.textContent ?? '').trim().replace(/\s+/g, ' '),
  }));
}

/** The CII schema files (the main one imports the others by file name). */
const schemaFiles = () =>
  readdirSync(join(here, 'schema'))
    .filter((f) => f.endsWith('.xsd'))
    .map((fileName) => ({ fileName, contents: readFileSync(join(here, 'schema', fileName), 'utf8') }));

/**
 * XML schema errors (libxml2's messages; empty when the document is valid).
 * @param {string} xml
 * @returns {Promise<string[]>}
 */
async function xmlSchema(xml) {
  const files = schemaFiles();
  const main = files.find((f) => f.fileName === 'CrossIndustryInvoice_100pD16B.xsd');
  const { valid, errors } = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [main],
    preload: files.filter((f) => f !== main),
  });
  return valid ? [] : errors.map((e) => e.rawMessage);
}

/**
 * Checks a CII invoice: its schema, the EN 16931 rules and, with `xrechnung`, the XRechnung rules as well.
 * @param {string} xml
 * @param {{ xrechnung?: boolean }} [options]
 * @returns {Promise<Report>}
 */
export async function validateCii(xml, { xrechnung = false } = {}) {
  return {
    schema: await xmlSchema(xml),
    en16931: await schematron('en16931', xml),
    ...(xrechnung ? { xrechnung: await schematron('xrechnung', xml) } : {}),
  };
}

/** Only the findings that make an invoice invalid (Schematron flag `fatal` or `error`). */
export const fatal = (/** @type {Finding[]} */ findings) =>
  findings.filter((f) => f.flag !== 'warning' && f.flag !== 'information');

/**
 * The invoice XML a ZUGFeRD / Factur-X PDF carries: the stream of its embedded file of type text/xml (Flate), read
 * from the bytes without a PDF library (the generator's own PDF library has no say here either).
 * @param {Uint8Array} pdf
 * @returns {string}
 */
export function embeddedInvoiceXml(pdf) {
  const text = Buffer.from(pdf).toString('latin1');
  const m = /\/Type\s*\/EmbeddedFile\s*\/Subtype\s*\/text#2Fxml[\s\S]*?\/Length (\d+)\s*>>\s*stream\r?\n/.exec(text);
  if (!m) throw new Error('Die PDF-Datei enthält keine eingebettete XML-Rechnung.');
  const start = m.index + m[0].length;
  const raw = Buffer.from(pdf).subarray(start, start + Number(m[1]));
  const flate = /\/Filter\s*\/FlateDecode/.test(m[0]);
  return (flate ? inflateSync(raw) : raw).toString('utf8');
}
