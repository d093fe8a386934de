import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Produktpruefung, Vertrag } from '../../api/types';
import { accountLoaded, isSessionEnd } from '../session/sessionEvents';

export interface ContractsState {
  list: Vertrag[];
  /** customerId of the first contract (spec §4) */
  organisationCustomerId: string | null;
  /** contractId of the first contract (spec §4) */
  firstContractId: string | null;
  /** product check per contract id and client id: `${contractId}|${clientId}`; null = check failed */
  produktpruefungen: Record<string, Produktpruefung | null>;
  /** first contract with matchByClientId true and an empty bundle id */
  noBundleContractId: string | null;
}

export const initialContractsState: ContractsState = {
  list: [],
  organisationCustomerId: null,
  firstContractId: null,
  produktpruefungen: {},
  noBundleContractId: null,
};

function withList(state: ContractsState, list: Vertrag[]): void {
  state.list = list;
  state.organisationCustomerId = list[0]?.customerId ?? null;
  state.firstContractId = list[0]?.contractId ?? null;
}

export const produktpruefungKey = (contractId: string, clientId: string) => `${contractId}|${clientId}`;

const contractsSlice = createSlice({
  name: 'contracts',
  initialState: initialContractsState,
  reducers: {
    /** the server's answer to a delivery-address change replaces the list (spec §4) */
    contractListReplaced(state, action: PayloadAction<Vertrag[]>) {
      withList(state, action.payload);
    },
    produktpruefungLoaded(
      state,
      action: PayloadAction<{ contractId: string; clientId: string; result: Produktpruefung | null }>,
    ) {
      const { contractId, clientId, result } = action.payload;
      state.produktpruefungen[produktpruefungKey(contractId, clientId)] = result;
    },
    noBundleContractFound(state, action: PayloadAction<string | null>) {
      state.noBundleContractId = action.payload;
    },
    techwechselRouteFound(state, action: PayloadAction<{ contractId: string; route: string }>) {
      const contract = state.list.find((c) => c.contractId === action.payload.contractId);
      if (contract) contract.techwechselRoute = action.payload.route;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountLoaded, (state, { payload }) => {
        withList(state, payload.data.kundenprodukte ?? []);
      })
      .addMatcher(isSessionEnd, () => initialContractsState);
  },
});

export const { contractListReplaced, produktpruefungLoaded, noBundleContractFound, techwechselRouteFound } =
  contractsSlice.actions;
export const contractsReducer = contractsSlice.reducer;

type WithContracts = { contracts: ContractsState };

const selectContractList = (state: WithContracts) => state.contracts.list;

/** The contracts by id, built once per list (a page of 5,000 contracts looks one up on every store update). */
export const selectContractsById = createSelector(
  [selectContractList],
  (list) => new Map(list.map((contract) => [contract.contractId, contract])),
);

/** One contract of the session's list, or undefined when the list has no such id. */
export const selectContract = (state: WithContracts, contractId: string | undefined): Vertrag | undefined =>
  contractId === undefined ? undefined : selectContractsById(state).get(contractId);
