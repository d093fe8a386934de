import * as v from 'valibot';
import { trackingAnswerSchema } from './trackingSchemas';

describe('POST tracking answer', () => {
  it.each([
    [{ id: 3 }, 3],
    [{ id: '4', meta: {} }, 4],
    [{}, null],
    [{ id: 'abc' }, null],
  ])('%p → previous tracking id %p', (answer, id) => {
    expect(v.parse(trackingAnswerSchema, answer)).toEqual({ id });
  });
});
