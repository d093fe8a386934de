import type { Vertrag } from '../../api/types';
import { initialContractsState, selectContract, selectContractsById } from './contractsSlice';

const vertrag = (contractId: string) => ({ contractId, name: `Vertrag ${contractId}` }) as Vertrag;
const stateWith = (list: Vertrag[]) => ({ contracts: { ...initialContractsState, list } });

test('a contract by its id, undefined for an unknown or missing id', () => {
  const state = stateWith([vertrag('V-1'), vertrag('V-2')]);
  expect(selectContract(state, 'V-2')?.name).toBe('Vertrag V-2');
  expect(selectContract(state, 'V-3')).toBeUndefined();
  expect(selectContract(state, undefined)).toBeUndefined();
});

test('the index is built once per list, not per lookup', () => {
  const state = stateWith([vertrag('V-1')]);
  expect(selectContractsById(state)).toBe(selectContractsById({ ...state }));
  expect(selectContractsById(stateWith([vertrag('V-1')]))).not.toBe(selectContractsById(state));
});
