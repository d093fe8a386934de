import { initialZweiFaktorState as overview, type ZweiFaktorState, zweiFaktorReducer } from './zweiFaktorState';

const codeFor: ZweiFaktorState = { step: 'codeFor', action: 'aus' };
const codes: ZweiFaktorState = { step: 'backupCodes', codes: ['a1', 'b2'] };
const saved: ZweiFaktorState = { step: 'overview', saved: 'Gespeichert' };

test.each<[string, ZweiFaktorState, Parameters<typeof zweiFaktorReducer>[1], ZweiFaktorState]>([
  ['the start hides an earlier failure or confirmation', saved, { type: 'startAsked' }, overview],
  [
    'a failed start shows its message',
    overview,
    { type: 'startFailed', message: 'x' },
    { step: 'overview', startError: 'x' },
  ],
  ['a code is asked for switching off', saved, { type: 'codeAsked', action: 'aus' }, codeFor],
  ['cancelling the code form leads back', codeFor, { type: 'cancelled' }, overview],
  ['new backup codes replace the code form', codeFor, { type: 'codesIssued', codes: ['a1', 'b2'] }, codes],
  ['done with the codes leads back', codes, { type: 'codesDone' }, overview],
  ['a new save hides the last confirmation', saved, { type: 'saving' }, overview],
  ['the code form stays open while its answer is pending', codeFor, { type: 'saving' }, codeFor],
  [
    'switched off: the confirmation, no code form',
    codeFor,
    { type: 'saved', message: 'aus' },
    { step: 'overview', saved: 'aus' },
  ],
])('%s', (_, state, event, next) => {
  expect(zweiFaktorReducer(state, event)).toEqual(next);
});
