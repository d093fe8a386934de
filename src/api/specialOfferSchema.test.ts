import * as v from 'valibot';
import { eachFieldMissing, withUnknownFields } from '../../test/jest/schemaCases';
import { specialOfferSchema } from './specialOfferSchema';

const offer = {
  id: 'SA-1',
  contractId: 'V-1',
  title: 'VDSL 100',
  text: 'Jetzt wechseln',
  monthlyPrice: 34.99,
  seen: false,
};

describe('special offer (spec §3: only the seen flag is shown)', () => {
  it('reads ours unchanged, drops unknown fields', () => {
    expect(v.parse(specialOfferSchema, withUnknownFields(offer))).toEqual(offer);
  });
  it.each(eachFieldMissing(offer))('an offer without %s is still read', (_name, odd) => {
    expect(v.safeParse(specialOfferSchema, odd).success).toBe(true);
  });
  it('the other reading: id and seen only', () => {
    expect(v.parse(specialOfferSchema, { id: 7, seen: true })).toEqual({
      id: '7',
      contractId: '',
      title: '',
      text: '',
      monthlyPrice: null,
      seen: true,
    });
  });
});
