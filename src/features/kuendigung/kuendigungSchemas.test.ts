import * as v from 'valibot';
import { eachFieldMissing, withUnknownFields } from '../../../test/jest/schemaCases';
import { kuendigungAnswerSchema } from './kuendigungSchemas';

const answer = {
  id: 'K-1',
  eingangAm: '2026-01-02T10:00:00Z',
  beendigungZum: '2026-03-31',
  art: 'umzug',
  regel: 'umzug',
  umzugsdatum: '2026-03-15',
  rufnummerMitnehmen: true,
  portierung: 'bis',
  portierungBis: '2026-04-30',
  vertragsnummer: 'V-1',
  kundennummer: '1000001',
  email: 'a@example.org',
  pdfToken: 'geheim-123',
};

describe('POST kuendigung answer', () => {
  it('reads ours unchanged, drops unknown fields', () => {
    expect(v.parse(kuendigungAnswerSchema, withUnknownFields(answer))).toEqual(answer);
  });
  it.each(eachFieldMissing(answer))('an answer without %s is still read', (_name, odd) => {
    expect(v.safeParse(kuendigungAnswerSchema, odd).success).toBe(true);
  });
  it('only a numeric id (and a PDF link the portal does not use)', () => {
    expect(v.parse(kuendigungAnswerSchema, { id: 42, pdfUrl: '/x.pdf' })).toMatchObject({
      id: '42',
      eingangAm: '',
      art: '',
    });
  });
});
