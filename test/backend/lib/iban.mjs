/** IBAN (ISO 13616 mod-97) and BIC checks, bank names for a few German bank codes. */

export const IBAN_LENGTHS = {
  DE: 22,
  AT: 20,
  CH: 21,
  NL: 18,
  FR: 27,
  IT: 27,
  ES: 24,
  BE: 16,
  LU: 20,
  PL: 28,
  DK: 18,
  CZ: 24,
  GB: 22,
  IE: 22,
  PT: 25,
  SE: 24,
  FI: 18,
  NO: 15,
  LI: 21,
  SK: 24,
  SI: 19,
  HU: 28,
};

export const BIC_RE = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

/** Bank code (BLZ) → [name, BIC] */
const BANKS = {
  82050000: ['Landesbank Hessen-Thüringen', 'HELADEFF820'],
  82051000: ['Sparkasse Mittelthüringen', 'HELADEF1WEM'],
  83050000: ['Sparkasse Gera-Greiz', 'HELADEF1GER'],
  83053030: ['Sparkasse Jena-Saale-Holzland', 'HELADEF1JEN'],
  82064228: ['Erfurter Bank', 'ERFBDE8EXXX'],
  12030000: ['Deutsche Kreditbank Berlin', 'BYLADEM1001'],
  50010517: ['ING-DiBa', 'INGDDEFFXXX'],
  37040044: ['Commerzbank', 'COBADEFFXXX'],
  50070010: ['Deutsche Bank', 'DEUTDEFFXXX'],
  10010010: ['Postbank', 'PBNKDEFFXXX'],
};

export const normalizeIban = (v) =>
  String(v ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();

function mod97(numeric) {
  let rest = 0;
  for (let i = 0; i < numeric.length; i += 7) rest = Number(String(rest) + numeric.slice(i, i + 7)) % 97;
  return rest;
}
const toNumeric = (s) => s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));

/** @returns {string|null} German error message or null when valid */
export function ibanError(value) {
  const iban = normalizeIban(value);
  if (!iban) return 'Bitte geben Sie eine IBAN ein.';
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'Die IBAN enthält ungültige Zeichen.';
  const len = IBAN_LENGTHS[iban.slice(0, 2)];
  if (!len) return 'IBANs aus diesem Land werden nicht unterstützt.';
  if (iban.length !== len) return `Eine IBAN aus diesem Land hat ${len} Zeichen.`;
  if (mod97(toNumeric(iban.slice(4) + iban.slice(0, 4))) !== 1) return 'Die IBAN ist ungültig (Prüfziffer falsch).';
  return null;
}

/** Builds a valid IBAN from country and BBAN. */
export function makeIban(country, bban) {
  const check = 98 - mod97(toNumeric(`${bban + country}00`));
  return country + String(check).padStart(2, '0') + bban;
}

export function bankInfo(iban) {
  const n = normalizeIban(iban);
  if (n.startsWith('DE')) {
    const b = BANKS[n.slice(4, 12)];
    if (b) return { bankName: b[0], bic: b[1] };
    return { bankName: 'Deutsche Bank (Demo)', bic: '' };
  }
  return { bankName: 'Ausländische Bank', bic: '' };
}

/**
 * Full check as /bestellen/checkIban.json answers it.
 * @returns {{ valid: boolean, iban: string, bic: string, bankName: string, message?: string }}
 */
export function checkIbanBic(ibanIn, bicIn) {
  const iban = normalizeIban(ibanIn);
  let bic = String(bicIn ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();
  const err = ibanError(iban);
  if (err) return { valid: false, iban, bic, bankName: '', message: err };
  const info = bankInfo(iban);
  if (!bic) {
    if (!iban.startsWith('DE'))
      return {
        valid: false,
        iban,
        bic,
        bankName: info.bankName,
        message: 'Für IBANs außerhalb Deutschlands ist die Angabe der BIC erforderlich.',
      };
    bic = info.bic;
  } else if (!BIC_RE.test(bic)) {
    return { valid: false, iban, bic, bankName: info.bankName, message: 'Die BIC hat kein gültiges Format.' };
  }
  return { valid: true, iban, bic, bankName: info.bankName };
}
