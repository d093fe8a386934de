/**
 * What the two-step login section shows besides the set-up (which the start call's answer drives): one state at a
 * time, so that a code form, new backup codes and a message can never show together.
 */
export type ZweiFaktorState =
  /** the section as the account has it, with the last action's confirmation or the start's failure */
  | { step: 'overview'; saved?: string; startError?: string }
  /** a current code is asked for new backup codes or for switching off */
  | { step: 'codeFor'; action: 'codes' | 'aus' }
  /** backup codes shown once (after the set-up or on request) until the customer is done with them */
  | { step: 'backupCodes'; codes: string[] };

export type ZweiFaktorEvent =
  | { type: 'startAsked' }
  | { type: 'startFailed'; message: string }
  | { type: 'codeAsked'; action: 'codes' | 'aus' }
  | { type: 'cancelled' }
  | { type: 'codesIssued'; codes: string[] }
  | { type: 'codesDone' }
  | { type: 'saving' }
  | { type: 'saved'; message: string };

export const initialZweiFaktorState: ZweiFaktorState = { step: 'overview' };

export function zweiFaktorReducer(state: ZweiFaktorState, event: ZweiFaktorEvent): ZweiFaktorState {
  switch (event.type) {
    case 'startAsked':
    case 'cancelled':
    case 'codesDone':
      return initialZweiFaktorState;
    case 'startFailed':
      return { step: 'overview', startError: event.message };
    case 'codeAsked':
      return { step: 'codeFor', action: event.action };
    case 'codesIssued':
      return { step: 'backupCodes', codes: event.codes };
    case 'saving':
      // a new save hides the last confirmation; an open code form stays until its answer
      return state.step === 'overview' ? initialZweiFaktorState : state;
    case 'saved':
      return { step: 'overview', saved: event.message };
  }
}
