import { vertrag } from '../../../test/jest/fixtures';
import type { Rechnung, Telefonkosten } from '../../api/types';
import { costsOfContract, invoicesOfContract, namesSeveralContracts } from './byContract';

const contracts = [
  vertrag({ contractId: 'V-300001', name: 'Business VDSL 100', phoneNumbers: ['03641 234567'] }),
  vertrag({ contractId: 'V-300002', name: 'Mobilfunk Allnet M', phoneNumbers: ['0151 7654321'] }),
];
const invoice = (number: string, contractId: string) => ({ id: number, number, contractId }) as Rechnung;
const invoices = [
  invoice('2026110001', 'V-300001'),
  invoice('2026110002', 'V-300002'),
  invoice('2026100001', 'V-300001'),
];
const numbers = (list: readonly Rechnung[]) => list.map((r) => r.number);

test('invoices of one contract: by contract number, by phone number in any form, by invoice number', () => {
  expect(numbers(invoicesOfContract(invoices, contracts, 'V-300001'))).toEqual(['2026110001', '2026100001']);
  expect(numbers(invoicesOfContract(invoices, contracts, 'v-300002'))).toEqual(['2026110002']);
  expect(numbers(invoicesOfContract(invoices, contracts, '+49 151 765'))).toEqual(['2026110002']);
  expect(numbers(invoicesOfContract(invoices, contracts, '4567'))).toEqual(['2026110001', '2026100001']);
  expect(numbers(invoicesOfContract(invoices, contracts, '2026100001'))).toEqual(['2026100001']);
  expect(numbers(invoicesOfContract(invoices, contracts, 'allnet'))).toEqual(['2026110002']);
});

test('no query: the same array (no new render of the list)', () => {
  expect(invoicesOfContract(invoices, contracts, '  ')).toBe(invoices);
});

test('telephone costs by the connection number, also of a contract the list does not know', () => {
  const costs = [
    { month: '2026-10', contractId: 'V-300001', phoneNumber: '03641 234567', total: 1, calls: [] },
    { month: '2026-10', contractId: 'V-999', phoneNumber: '0361 111222', total: 1, calls: [] },
  ] as Telefonkosten[];
  expect(costsOfContract(costs, contracts, '0049 3641 234').map((c) => c.contractId)).toEqual(['V-300001']);
  expect(costsOfContract(costs, contracts, '111222').map((c) => c.contractId)).toEqual(['V-999']);
  expect(costsOfContract(costs, contracts, 'V-999').map((c) => c.contractId)).toEqual(['V-999']);
});

test('a contract filter only where the records name several contracts', () => {
  expect(namesSeveralContracts(invoices)).toBe(true);
  expect(namesSeveralContracts([invoices[0], invoices[2]])).toBe(false);
});
