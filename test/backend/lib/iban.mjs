/**
 * IBAN and BIC checks with ibantools, the package the portal's src/lib/validators.ts uses (one rule in both:
 * countries of the SWIFT IBAN registry, their length and BBAN structure, mod-97 and national check digits),
 * with German messages; bank names for a few German bank codes.
 */
import { ValidationErrorsIBAN as E, composeIBAN, countrySpecs, isValidBIC, validateIBAN } from 'ibantools';

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

/** @returns {string|null} German error message or null when valid */
export function ibanError(value) {
  const iban = normalizeIban(value);
  if (!iban) return 'Bitte geben Sie eine IBAN ein.';
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'Die IBAN enthält ungültige Zeichen.';
  const spec = countrySpecs[iban.slice(0, 2)];
  if (!spec?.IBANRegistry) return 'IBANs aus diesem Land werden nicht unterstützt.';
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(E.WrongBBANLength)) return `Eine IBAN aus diesem Land hat ${spec.chars} Zeichen.`;
  if (errorCodes.includes(E.WrongBBANFormat)) return 'Die IBAN hat nicht den Aufbau einer IBAN aus diesem Land.';
  if (errorCodes.includes(E.WrongIBANChecksum) || errorCodes.includes(E.ChecksumNotNumber))
    return 'Die IBAN ist ungültig (Prüfziffer falsch).';
  if (errorCodes.length) return 'Die IBAN ist ungültig (Prüfziffer der Kontonummer falsch).';
  return null;
}

/** Builds a valid IBAN from country and BBAN (the demo data's bank connections). */
export function makeIban(country, bban) {
  const iban = composeIBAN({ countryCode: country, bban });
  if (!iban) throw new Error(`no valid IBAN for ${country} ${bban}`);
  return iban;
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
  } else if (!isValidBIC(bic)) {
    return { valid: false, iban, bic, bankName: info.bankName, message: 'Die BIC hat kein gültiges Format.' };
  }
  return { valid: true, iban, bic, bankName: info.bankName };
}
