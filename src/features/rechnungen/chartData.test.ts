import type { Rechnung, Telefonkosten } from '../../api/types';
import { monthlySeries, valueTicks } from './chartData';

const invoice = (periodFrom: string, amount: number): Rechnung => ({
  id: periodFrom,
  number: periodFrom,
  date: periodFrom,
  periodFrom,
  periodTo: periodFrom,
  amount,
  status: 'bezahlt',
  contractId: 'V-1',
});
const phone = (month: string, total: number, contractId = 'V-1'): Telefonkosten => ({
  month,
  contractId,
  phoneNumber: '0361 1',
  total,
  calls: [],
});

describe('monthlySeries', () => {
  it('is empty without data', () => expect(monthlySeries([], [])).toEqual([]));

  it('ends with the newest month, runs oldest first across the year boundary, gaps are null', () => {
    const series = monthlySeries([invoice('2026-01-01', 40), invoice('2025-11-01', 39.5)], [phone('2025-12', 1.1)], 4);
    expect(series).toEqual([
      { month: '2025-10', invoice: null, phone: null },
      { month: '2025-11', invoice: 39.5, phone: null },
      { month: '2025-12', invoice: null, phone: 1.1 },
      { month: '2026-01', invoice: 40, phone: null },
    ]);
  });

  it('adds up several connections and invoices of a month in cents', () => {
    const series = monthlySeries(
      [invoice('2026-03-01', 0.1), invoice('2026-03-01', 0.2)],
      [phone('2026-03', 0.1), phone('2026-03', 0.2, 'V-2')],
      1,
    );
    expect(series).toEqual([{ month: '2026-03', invoice: 0.3, phone: 0.3 }]);
  });

  it('gives 24 months by default and drops older ones', () => {
    const list = Array.from({ length: 30 }, (_, i) =>
      invoice(`${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`, i),
    );
    const series = monthlySeries(list, []);
    expect(series).toHaveLength(24);
    expect(series[0]).toEqual({ month: '2024-07', invoice: 6, phone: null });
    expect(series[23]).toEqual({ month: '2026-06', invoice: 29, phone: null });
  });
});

describe('valueTicks', () => {
  it.each([
    [817.11, [0, 200, 400, 600, 800, 1000]],
    [1000, [0, 200, 400, 600, 800, 1000]],
    [9.5, [0, 2, 4, 6, 8, 10]],
    [120, [0, 25, 50, 75, 100, 125]],
    [0.3, [0, 0.1, 0.2, 0.3]],
    [0, [0]],
    [Number.NaN, [0]],
  ])('max %p → %p', (max, ticks) => {
    expect(valueTicks(max)).toEqual(ticks);
  });
});
