import type { Kundendaten, Kundenspezialangebot, Rechnung, Vertrag, ZelosDokument } from '../../../api/types';
import type { RootState } from '../../../app/store';
import { initialContractsState } from '../../eligibility/contractsSlice';
import { createInitialSessionState } from '../../session/sessionSlice';
import { kundendaten as kundendatenFixture } from '../../../../test/jest/fixtures';

export const API = 'http://localhost/kundenportal-api/';

/** A logged-in customer as preloaded state for renderApp (contracts, invoices, documents, offer). */
export function customerState({
  kundendaten = kundendatenFixture(),
  contracts = [],
  rechnungen = [],
  zelos = [],
  offer = null,
}: {
  kundendaten?: Kundendaten;
  contracts?: Vertrag[];
  rechnungen?: Rechnung[];
  zelos?: ZelosDokument[];
  offer?: Kundenspezialangebot | null;
} = {}): Partial<RootState> {
  return {
    session: createInitialSessionState({
      status: 'loggedIn',
      kundendaten,
      rechnungen,
      zelosDokumente: zelos,
    }),
    contracts: {
      ...initialContractsState,
      list: contracts,
      firstContractId: contracts[0]?.contractId ?? null,
      organisationCustomerId: contracts[0]?.customerId ?? null,
    },
    specialOffer: { offer },
  };
}
