import * as v from 'valibot';
import { eachFieldMissing, withUnknownFields } from '../../../test/jest/schemaCases';
import { vertrag } from '../../../test/jest/fixtures';
import { resetWarnOnce } from '../../lib/warnOnce';
import { vertragListSchema, vertragSchema } from '../../api/vertragSchema';
import { activateRouterAnswerSchema, treueangebotAnswerSchema } from './vertraegeSchemas';

const full = () =>
  vertrag({
    options: ['cloud', 'voip'],
    router: { mac: '3C:A6:2F:11:22:33', model: 'FRITZ!Box', activated: false },
  });

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWarnOnce();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('contract (spec §3)', () => {
  it('reads our own answer unchanged', () => {
    expect(v.parse(vertragSchema, full())).toEqual(full());
  });

  it('reads numeric ids as strings and ignores unknown fields', () => {
    const parsed = v.parse(vertragSchema, withUnknownFields({ ...full(), contractId: 100001, customerId: 1000001 }));
    expect(parsed).toMatchObject({ contractId: '100001', customerId: '1000001' });
    expect(parsed).not.toHaveProperty('unbekanntesFeld');
    expect(parsed.router).not.toHaveProperty('unbekanntesFeld');
  });

  it.each(eachFieldMissing(full(), ['contractId']))('a contract without %s is still read', (_name, answer) => {
    expect(v.safeParse(vertragSchema, answer).issues).toBeUndefined();
  });

  it('only the §3 fields: the product family comes from the product code, the rest is empty or unknown', () => {
    const parsed = v.parse(vertragSchema, { contractId: 7, number: '1559713B327', name: 'VDSL 25000.2 PK' });
    expect(parsed).toMatchObject({
      category: 'dsl',
      options: [],
      status: 'unbekannt',
      router: null,
      monthlyPrice: null,
      minimumTermMonths: null,
      articles: [],
      phoneNumbers: [],
      TEAGCustomerId: '',
      ausbaustatus: 'unbekannt',
    });
    expect(v.parse(vertragSchema, { contractId: 8, number: '1559713M101' }).category).toBe('mobilfunk');
    expect(v.parse(vertragSchema, { contractId: 9, number: 'X' }).category).toBe('unbekannt');
  });

  it('keeps known options and leaves out ones it does not know', () => {
    expect(v.parse(vertragSchema, { contractId: 1, options: ['cloud', 'tv', 'voip'] }).options).toEqual([
      'cloud',
      'voip',
    ]);
  });

  it('a router without MAC address is no router', () => {
    expect(v.parse(vertragSchema, { contractId: 1, router: { model: 'X' } }).router).toBeNull();
    expect(v.parse(vertragSchema, { contractId: 1, router: null }).router).toBeNull();
  });

  it('the list leaves out a contract without id (it cannot be opened) and keeps the others', () => {
    const list = v.parse(vertragListSchema, [{ contractId: 1 }, { name: 'ohne Id' }, { contractId: 'V-2' }]);
    expect(list.map((c) => c.contractId)).toEqual(['1', 'V-2']);
    expect(v.parse(vertragListSchema, null)).toEqual([]);
    expect(v.parse(vertragListSchema, { contracts: [] })).toEqual([]);
  });
});

describe('answers the spec does not show', () => {
  it('router activation and loyalty offer: success from the HTTP status, details when present', () => {
    expect(v.parse(activateRouterAnswerSchema, {})).toEqual({ success: true, message: '' });
    expect(v.parse(activateRouterAnswerSchema, { success: true, message: 'Router aktiviert' })).toEqual({
      success: true,
      message: 'Router aktiviert',
    });
    expect(v.parse(treueangebotAnswerSchema, { meta: 1 })).toEqual({ success: true, vorgangsnummer: '' });
    expect(v.parse(treueangebotAnswerSchema, { vorgangsnummer: 4711 }).vorgangsnummer).toBe('4711');
  });
});
