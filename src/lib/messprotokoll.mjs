/**
 * THE reading of a broadband measurement protocol (the regulator's „Breitbandmessung“ CSV export) and the price
 * reduction it proves for a fixed line (§ 57 Abs. 4 TKG, TKTransparenzV §§ 6–8), shared by the stand-in (which
 * decides) and the portal's tests. Plain JS with JSDoc: the stand-in has no build step.
 *
 * Proof: at least MIN_MESSUNGEN measurements on at least MIN_TAGE different days, and on at least MIN_TAGE of
 * those days the day's mean download stays below the contract's normal speed. The reduction is the share by which
 * the mean of all measurements falls short of the normal speed, applied to the monthly price of each month the
 * protocol covers; a shortfall that rounds to no reduction proves nothing.
 */

export const MIN_MESSUNGEN = 30;
export const MIN_TAGE = 3;
/** The protocol is read as text inside a JSON body: small enough for every proxy in front of the backend. */
export const MAX_PROTOKOLL_ZEICHEN = 48 * 1024;

/** @typedef {{ datum: string, downloadMbit: number }} Messung */

/** "1.234,5" or "1234.5" → 1234.5; NaN when unreadable. @param {string} s */
function zahl(s) {
  const t = String(s ?? '').trim();
  if (!t) return Number.NaN;
  return Number(t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t);
}

/** "24.11.2026" or "2026-11-24" → "2026-11-24"; '' when unreadable. @param {string} s */
function tag(s) {
  const t = String(s ?? '').trim();
  const de = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(t);
  if (de) return `${de[3]}-${de[2]}-${de[1]}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : '';
}

/**
 * The measurements of a protocol: the header names the columns („Datum“, „Download (Mbit/s)“), separated by
 * semicolons or commas. Unreadable rows are counted, not guessed.
 * @param {string} csv
 * @returns {{ messungen: Messung[], unlesbar: number, kopfFehlt: boolean }}
 */
export function leseProtokoll(csv) {
  const zeilen = String(csv ?? '')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((z) => z.trim());
  const trenner = (zeilen[0] ?? '').includes(';') ? ';' : ',';
  const kopf = (zeilen[0] ?? '').split(trenner).map((k) => k.trim().replace(/^"|"$/g, '').toLowerCase());
  const iDatum = kopf.findIndex((k) => k.startsWith('datum'));
  const iDown = kopf.findIndex((k) => k.startsWith('download'));
  if (iDatum < 0 || iDown < 0) return { messungen: [], unlesbar: 0, kopfFehlt: true };
  /** @type {Messung[]} */
  const messungen = [];
  let unlesbar = 0;
  for (const zeile of zeilen.slice(1)) {
    const felder = zeile.split(trenner).map((f) => f.trim().replace(/^"|"$/g, ''));
    const datum = tag(felder[iDatum]);
    const downloadMbit = zahl(felder[iDown]);
    if (!datum || !Number.isFinite(downloadMbit) || downloadMbit < 0) unlesbar += 1;
    else messungen.push({ datum, downloadMbit });
  }
  return { messungen, unlesbar, kopfFehlt: false };
}

/**
 * What the measurements prove against the contract's normal speed and monthly price.
 * @param {Messung[]} messungen @param {{ normalMbit: number, monatspreis: number }} vertrag
 * @returns {{ messungen: number, tage: number, tageUnter: number, mittelMbit: number, nachgewiesen: boolean,
 *   grund: 'zu_wenige_messungen'|'zu_wenige_tage'|'keine_unterschreitung'|null, prozent: number,
 *   monate: { monat: string, betrag: number }[] }}
 */
export function minderung(messungen, { normalMbit, monatspreis }) {
  /** @type {Map<string, number[]>} */
  const proTag = new Map();
  for (const m of messungen) proTag.set(m.datum, [...(proTag.get(m.datum) ?? []), m.downloadMbit]);
  const mittel = (/** @type {number[]} */ xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const tageUnter = [...proTag.values()].filter((xs) => mittel(xs) < normalMbit).length;
  const mittelMbit = Math.round(mittel(messungen.map((m) => m.downloadMbit)) * 10) / 10;
  const roh = normalMbit > 0 ? Math.min(100, Math.max(0, Math.round((1 - mittelMbit / normalMbit) * 100))) : 0;
  const grund =
    messungen.length < MIN_MESSUNGEN
      ? 'zu_wenige_messungen'
      : proTag.size < MIN_TAGE
        ? 'zu_wenige_tage'
        : tageUnter < MIN_TAGE || roh === 0
          ? 'keine_unterschreitung'
          : null;
  const prozent = grund ? 0 : roh;
  const monate = grund
    ? []
    : [...new Set(messungen.map((m) => m.datum.slice(0, 7)))]
        .sort()
        .map((monat) => ({ monat, betrag: Math.round(monatspreis * prozent) / 100 }));
  return {
    messungen: messungen.length,
    tage: proTag.size,
    tageUnter,
    mittelMbit,
    nachgewiesen: !grund,
    grund,
    prozent,
    monate,
  };
}
