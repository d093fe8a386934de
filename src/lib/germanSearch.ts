/**
 * Search as German customers type, one rule for every list: case does not matter, umlauts match
 * their spelled-out form (ä = ae, ö = oe, ü = ue, ß = ss; other accents are dropped), and a phone number is
 * found by any run of its digits however it is written (spaces, slashes, „+49“ or „0049“ instead of the
 * leading 0). Keys are computed once per record (searchKey / phoneKeys); matching a query is then plain
 * substring work, fast enough for 5,000 records per keystroke.
 */

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'ss' };

/** Lower case, umlauts spelled out, accents dropped, every run of spaces one space. */
export function normalizeText(text: string): string {
  const spelled = text.toLowerCase().replace(/[äöüßẞ]/g, (c) => UMLAUTS[c]);
  // most texts are plain ASCII by now: the accent pass (NFD) only where it can change something (5,000 contracts)
  const plain = /[\u0080-\uffff]/.test(spelled) ? spelled.normalize('NFD').replace(/\p{M}/gu, '') : spelled;
  return plain.replace(/\s+/g, ' ').trim();
}

/** A phone number's digits in the national form: „+49 151 …“ and „0049 151 …“ become „0151…“. */
export function phoneDigits(number: string): string {
  const trimmed = number.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+49')) return `0${digits.slice(2)}`;
  if (digits.startsWith('0049')) return `0${digits.slice(4)}`;
  return digits;
}

/** Everything a record can be found by, as one key (the parts normalised, joined by a separator no query has). */
export function searchKey(parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((p): p is string => Boolean(p))
    .map(normalizeText)
    .join('\u0001');
}

/**
 * The digits key of phone numbers, in the national form (an international query is turned into it: matcher).
 * Built by join, which makes one flat string: a template literal keeps its pieces alive behind a rope
 * (heap that grows with the contract count, docs/performance.md).
 */
export function phoneKeys(numbers: readonly string[]): string {
  const forms: string[] = [];
  for (const number of numbers) {
    const d = phoneDigits(number);
    if (d) forms.push(d);
  }
  return forms.length === 1 ? forms[0] : forms.join('\u0001');
}

const DIGITS = /^\d+$/;

/** A query that is only a phone number as typed: digits with spaces, /, -, ( ) and a leading +. */
const PHONE_QUERY = /^\+?[\d\s/()-]*\d[\d\s/()-]*$/;

/**
 * The test of one query against a record's keys. A phone-like query („0151 234“, „+49 151“, „49151“, „4567“)
 * matches the digits of a phone number (or, as text, a contract number or postcode); any other query matches
 * when every word of it is part of the text keys or, for a run of digits, of a phone number („Jena 0151“). An
 * empty query matches everything.
 */
export function matcher(query: string): (text: string, phones: string, common?: string) => boolean {
  const trimmed = query.trim();
  if (!trimmed) return () => true;
  const words = normalizeText(trimmed).split(' ');
  // `common`: a second text key many records share (e.g. tariff and address), kept once instead of per record
  const textMatch = (text: string, common = '') => words.every((w) => text.includes(w) || common.includes(w));
  if (!PHONE_QUERY.test(trimmed)) {
    const digitWords = words.map((w) => DIGITS.test(w));
    return (text, phones, common = '') =>
      words.every((w, i) => text.includes(w) || common.includes(w) || (digitWords[i] && phones.includes(w)));
  }
  const digits = phoneDigits(trimmed);
  // „49151…“ typed without its plus: the keys hold the national form „0151…“
  const national = digits.startsWith('49') ? `0${digits.slice(2)}` : digits;
  return (text, phones, common = '') =>
    phones.includes(digits) ||
    phones.includes(national) ||
    text.includes(digits) ||
    common.includes(digits) ||
    textMatch(text, common);
}
