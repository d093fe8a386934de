import * as v from 'valibot';
import { eachFieldMissing, withUnknownFields } from '../../../test/jest/schemaCases';
import { bankdaten } from '../../../test/jest/fixtures';
import { bankdatenListSchema } from '../../api/bankdatenSchema';
import { ibanCheckSchema } from './bankdatenSchemas';

describe('bank data (spec §3: validFrom, accountNumberInternational; the rest ours)', () => {
  it('reads ours unchanged, each field may be missing, unknown fields are dropped', () => {
    const entry = bankdaten('2024-01-01');
    expect(v.parse(bankdatenListSchema, [entry])).toEqual([entry]);
    for (const [, odd] of eachFieldMissing(entry)) expect(v.parse(bankdatenListSchema, [odd])).toHaveLength(1);
    expect(v.parse(bankdatenListSchema, withUnknownFields([entry]))).toEqual([entry]);
  });
  it('only the §3 fields: the rest is empty', () => {
    expect(v.parse(bankdatenListSchema, [{ validFrom: '2024-01-01', accountNumberInternational: 'DE89' }])).toEqual([
      { validFrom: '2024-01-01', accountNumberInternational: 'DE89', bic: '', accountHolder: '', bankName: '' },
    ]);
  });
  it('checkIban.json: ours, only { valid }, and a bare 2xx (valid: the form checked the IBAN already)', () => {
    const ours = { valid: false, iban: 'DE00', bic: '', bankName: '', message: 'Die Prüfziffer stimmt nicht.' };
    expect(v.parse(ibanCheckSchema, ours)).toEqual(ours);
    expect(v.parse(ibanCheckSchema, { valid: true })).toEqual({
      valid: true,
      iban: '',
      bic: '',
      bankName: '',
      message: '',
    });
    expect(v.parse(ibanCheckSchema, {}).valid).toBe(true);
  });
});
