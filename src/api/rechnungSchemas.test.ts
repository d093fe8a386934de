import * as v from 'valibot';
import { eachFieldMissing, withUnknownFields } from '../../test/jest/schemaCases';
import { rechnungSchema, telefonkostenSchema } from './rechnungSchemas';

const rechnung = {
  id: 'R-1',
  number: '2026-001',
  date: '2026-01-31',
  periodFrom: '2026-01-01',
  periodTo: '2026-01-31',
  amount: 29.99,
  status: 'offen',
  contractId: 'V-1',
};
const kosten = {
  month: '2026-01',
  contractId: 'V-1',
  phoneNumber: '0361 1234567',
  total: 0.1,
  calls: [
    { date: '2026-01-03', time: '10:00:00', number: '0361999', durationSeconds: 60, cost: 0.1, zone: 'Festnetz' },
  ],
};

describe('invoices and telephone costs (fields not shown by the spec)', () => {
  it('read ours unchanged and drop unknown fields', () => {
    expect(v.parse(rechnungSchema, withUnknownFields(rechnung))).toEqual(rechnung);
    expect(v.parse(telefonkostenSchema, withUnknownFields(kosten))).toEqual(kosten);
  });
  it.each(eachFieldMissing(rechnung, ['id']))('an invoice without %s is still read', (_name, odd) => {
    expect(v.safeParse(rechnungSchema, odd).success).toBe(true);
  });
  it.each(eachFieldMissing(kosten))('telephone costs without %s are still read', (_name, odd) => {
    expect(v.safeParse(telefonkostenSchema, odd).success).toBe(true);
  });
  it('an invoice with only its numeric id: "-" for everything shown, the PDF by id', () => {
    expect(v.parse(rechnungSchema, { id: 1000001202611 })).toEqual({
      id: '1000001202611',
      number: '',
      date: '',
      periodFrom: '',
      periodTo: '',
      amount: null,
      status: 'unbekannt',
      contractId: '',
    });
    expect(v.safeParse(rechnungSchema, { number: '2026-001' }).success).toBe(false);
  });
});
