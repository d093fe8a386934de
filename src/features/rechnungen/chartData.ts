import type { Rechnung, Telefonkosten } from '../../api/types';

/** One month of the chart: the invoice for that service month and the telephone costs incurred in it. */
export interface MonthPoint {
  /** yyyy-MM (the service month: an invoice counts for the month of its period) */
  month: string;
  /** invoice amount(s) of the month; null when there is none */
  invoice: number | null;
  /** telephone costs of all connections in the month; null when there are none */
  phone: number | null;
}

const monthOf = (date: string) => date.slice(0, 7);

function previousMonth(month: string, back: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const addCents = (map: Map<string, number>, month: string, amount: number) =>
  map.set(month, (map.get(month) ?? 0) + Math.round(amount * 100));

/**
 * The last `count` months up to the newest month with data, oldest first (a chart reads left to right);
 * amounts summed in cents. Empty when there is nothing to show.
 */
export function monthlySeries(
  rechnungen: readonly Rechnung[],
  telefonkosten: readonly Telefonkosten[],
  count = 24,
): MonthPoint[] {
  const invoices = new Map<string, number>();
  const phone = new Map<string, number>();
  for (const r of rechnungen)
    if (r.periodFrom && r.amount !== null) addCents(invoices, monthOf(r.periodFrom), r.amount);
  for (const t of telefonkosten) if (t.month && t.total !== null) addCents(phone, t.month, t.total);
  const months = [...invoices.keys(), ...phone.keys()].filter((m) => /^\d{4}-\d{2}$/.test(m)).sort();
  const newest = months.at(-1);
  if (!newest) return [];
  return Array.from({ length: count }, (_, i) => {
    const month = previousMonth(newest, count - 1 - i);
    const inv = invoices.get(month);
    const tel = phone.get(month);
    return { month, invoice: inv === undefined ? null : inv / 100, phone: tel === undefined ? null : tel / 100 };
  });
}

/**
 * The value axis: 0 up to the first "round" step (1, 2, 2.5 or 5 × a power of ten) at or above the largest
 * value, about `count` steps; [0] when there is nothing above zero. The last tick is the top of the drawing.
 */
export function valueTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? raw;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toFixed(10)));
}
