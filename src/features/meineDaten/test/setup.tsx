import type { Bankdaten, Kundendaten, Vertrag } from '../../../api/types';
import type { RootState } from '../../../app/store';
import { initialContractsState } from '../../eligibility/contractsSlice';
import { createInitialSessionState } from '../../session/sessionSlice';
import { kundendaten as kundendatenFixture } from '../../../../test/jest/fixtures';

/** A logged-in customer as preloaded state for renderApp. */
export function loggedIn({
  kundendaten = kundendatenFixture(),
  bankdaten = [],
  contracts = [],
}: {
  kundendaten?: Kundendaten;
  bankdaten?: Bankdaten[];
  contracts?: Vertrag[];
} = {}): Partial<RootState> {
  return {
    session: createInitialSessionState({ status: 'loggedIn', kundendaten }),
    bankdaten: { list: bankdaten },
    contracts: { ...initialContractsState, list: contracts },
  };
}

export const API = 'http://localhost/kundenportal-api/';
