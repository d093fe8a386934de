import * as v from 'valibot';
import { eachFieldMissing, withUnknownFields } from '../../../test/jest/schemaCases';
import { authcodeSchema, telefonbucheintragSchema, vorgangSchema } from './meineDatenSchemas';

describe('personal-data answers (beyond spec)', () => {
  it.each([
    [authcodeSchema, { authcode: '1234', validUntil: '2026-12-31' }],
    [telefonbucheintragSchema, { eintrag: 'eingetragen', inverseSuche: true, umfang: 'name_nummer_adresse' }],
    [vorgangSchema, { vorgangsnummer: 'EA-1' }],
  ])('%# reads ours unchanged, ignores unknown fields, survives each missing field', (schema, answer) => {
    expect(v.parse(schema, withUnknownFields(answer))).toEqual(answer);
    for (const [, odd] of eachFieldMissing(answer)) expect(v.safeParse(schema, odd).success).toBe(true);
  });
  it('an answer without the phone-book entry reads as "not listed", a numeric code as text', () => {
    expect(v.parse(telefonbucheintragSchema, {})).toEqual({
      eintrag: 'nicht_eingetragen',
      inverseSuche: false,
      umfang: 'name_nummer',
    });
    expect(v.parse(authcodeSchema, { authcode: 1234 }).authcode).toBe('1234');
  });
});
