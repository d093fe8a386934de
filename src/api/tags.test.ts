import { invalidatesOnSuccess } from './tags';

test('a mutation invalidates its tags when it succeeded, none when it failed', () => {
  const tags = invalidatesOnSuccess('User', 'Vorgaenge');
  expect(tags({ ok: true }, undefined)).toEqual(['User', 'Vorgaenge']);
  expect(tags(undefined, { status: 500 })).toEqual([]);
});
