import * as v from 'valibot';
import { eachFieldMissing, withUnknownFields } from '../../../test/jest/schemaCases';
import { produkteResponseSchema, produktpruefungSchema } from '../../api/produkteSchemas';
import { gfplusAnswerSchema, technologieResponseSchema } from '../eligibility/eligibilitySchemas';
import { hmacSchema, orderResponseSchema, schreibweiseSchema, umzugResponseSchema } from './bestellungSchemas';

const produkte = () => ({
  verfuegbar: true,
  technologie: 'ftth',
  umzugWechsel: { code: 2, text: 'Umzug mit Umstellung' },
  produkte: [
    {
      id: 'P-1',
      name: 'Glasfaser 300',
      produktnummer: '1559713B327',
      technologie: 'ftth',
      downloadMbit: 300,
      uploadMbit: 100,
      monthlyPrice: 39.99,
      oneTimePrice: 0,
      minimumTermMonths: 24,
      noticePeriodMonths: 1,
      options: [{ id: 'O-1', name: 'Cloud', monthlyPrice: 2.99 }],
    },
  ],
});

describe('GET produkte', () => {
  it('reads our answer unchanged', () => {
    expect(v.parse(produkteResponseSchema, produkte())).toEqual(produkte());
  });
  it.each(eachFieldMissing(produkte(), ['produkte.0.id', 'produkte.0.options.0.id']))(
    'an answer without %s is still read',
    (_name, answer) => {
      expect(v.safeParse(produkteResponseSchema, answer).issues).toBeUndefined();
    },
  );
  it('the other reading: only the code and products with id and name, numbers for ids, unknown fields', () => {
    const parsed = v.parse(
      produkteResponseSchema,
      withUnknownFields({ umzugWechsel: { code: '4' }, produkte: [{ id: 17, name: 'Glasfaser 300' }] }),
    );
    expect(parsed.umzugWechsel.code).toBe(4);
    expect(parsed.produkte[0]).toMatchObject({ id: '17', name: 'Glasfaser 300', monthlyPrice: null, options: [] });
  });
  it('an unreadable code is no decision (null), not a crash', () => {
    expect(v.parse(produkteResponseSchema, { umzugWechsel: { code: 9 } }).umzugWechsel.code).toBeNull();
    expect(v.parse(produkteResponseSchema, {}).umzugWechsel.code).toBeNull();
  });
});

describe('GET technologienundprodukte/technologie: every signal is kept, none invented', () => {
  it.each([
    [true, { flag: true, technologien: null, produkte: null, umzugCode: null }],
    [{ moeglich: false }, { flag: false, technologien: null, produkte: null, umzugCode: null }],
    [{ possible: 'true' }, { flag: true, technologien: null, produkte: null, umzugCode: null }],
    [{ technologien: ['FTTH'] }, { flag: null, technologien: ['FTTH'], produkte: null, umzugCode: null }],
    [{ umzugWechsel: { code: 4 } }, { flag: null, technologien: null, produkte: null, umzugCode: 4 }],
    [{ produkte: [{ id: 1 }] }, { flag: null, technologien: null, produkte: 1, umzugCode: null }],
    [{}, { flag: null, technologien: null, produkte: null, umzugCode: null }],
    [null, { flag: null, technologien: null, produkte: null, umzugCode: null }],
  ])('%p → %p', (answer, signals) => {
    expect(v.parse(technologieResponseSchema, answer)).toEqual(signals);
  });
});

describe('order and move confirmations: success from the HTTP status, details only when sent', () => {
  it('order', () => {
    expect(v.parse(orderResponseSchema, { auftragsnummer: 'A-1', eingangAm: '2026-01-01' })).toEqual({
      auftragsnummer: 'A-1',
      eingangAm: '2026-01-01',
      status: '',
      auftragsschluessel: '',
    });
    expect(v.parse(orderResponseSchema, {})).toEqual({
      auftragsnummer: '',
      eingangAm: '',
      status: '',
      auftragsschluessel: '',
    });
    // our extension: the key of the public withdrawal, when sent
    expect(v.parse(orderResponseSchema, { auftragsschluessel: 'K7QM-2XHD-9RTA' }).auftragsschluessel).toBe(
      'K7QM-2XHD-9RTA',
    );
    // held for review; an unknown status reads as none
    expect(v.parse(orderResponseSchema, { status: 'in_pruefung' }).status).toBe('in_pruefung');
    expect(v.parse(orderResponseSchema, { status: 'irgendwas' }).status).toBe('');
  });
  const umzug = {
    vorgangsnummer: 'U-1',
    contractId: 'V-1',
    umzugsdatum: '2026-03-01',
    neueAdresse: { plz: '99084', ort: 'Erfurt', strasse: 'Anger', hausnummer: '1', hausnummernzusatz: '' },
    status: 'eingegangen',
  };
  it('move: ours unchanged, each field may be missing', () => {
    expect(v.parse(umzugResponseSchema, umzug)).toEqual(umzug);
    for (const [, answer] of eachFieldMissing(umzug))
      expect(v.safeParse(umzugResponseSchema, answer).success).toBe(true);
    expect(v.parse(umzugResponseSchema, { unbekannt: 1 })).toMatchObject({ vorgangsnummer: '', neueAdresse: null });
  });
});

describe('small answers', () => {
  it.each([
    [produktpruefungSchema, { matchByClientId: true, produktnummer: 'X', produktart: '1559713B327' }],
    [schreibweiseSchema, { plz: '99084', ort: 'Erfurt', strasse: 'Anger', hnr: '1a' }],
    [hmacSchema, { hmac: 'abc' }],
  ])('%# reads ours unchanged and each field may be missing', (schema, answer) => {
    expect(v.parse(schema, answer)).toEqual(answer);
    for (const [, odd] of eachFieldMissing(answer)) expect(v.safeParse(schema, odd).success).toBe(true);
  });
  it('a product check with "true" as text and a numeric product number', () => {
    expect(v.parse(produktpruefungSchema, { matchByClientId: 'true', produktnummer: 17 })).toEqual({
      matchByClientId: true,
      produktnummer: '17',
      produktart: '',
    });
  });
  it('GFPlus address: numeric id, missing address, an address without id', () => {
    expect(v.parse(gfplusAnswerSchema, { adresse: { id: 9, plz: '99084' } }).adresse).toMatchObject({ id: '9' });
    expect(v.parse(gfplusAnswerSchema, {})).toEqual({ adresse: null });
    expect(v.parse(gfplusAnswerSchema, { adresse: { plz: '99084' } })).toEqual({ adresse: null });
  });
});
