import { FORM_ERROR } from 'final-form';
import { submitErrorAt } from './submitErrorAt';

const WRONG = 'Der Code ist nicht gültig. Bitte geben Sie den aktuellen Code aus Ihrer App oder einen Backup-Code ein.';

test.each([
  ['a refused input (400) at the field', { status: 400, data: { message: WRONG } }, { code: WRONG }],
  [
    'a server failure (500) at the form',
    { status: 500, data: {} },
    { [FORM_ERROR]: 'Der Code konnte nicht geprüft werden.' },
  ],
  ['a thrown error at the form', new Error('x'), { [FORM_ERROR]: 'Der Code konnte nicht geprüft werden.' }],
])('%s', (_what, error, expected) => {
  expect(submitErrorAt('code', error, 'Der Code konnte nicht geprüft werden.')).toEqual(expected);
});

test('a wait (429) stays the form’s', () => {
  const result = submitErrorAt('code', { status: 429, data: { message: 'Zu viele Versuche' } }, 'x') ?? {};
  expect(Object.keys(result)).toEqual([FORM_ERROR]);
});
