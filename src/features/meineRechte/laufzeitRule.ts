import { plusMonths } from '../../lib/kuendigungsfrist.mjs';

/** yyyy-MM-dd plus n days */
const plusDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

export type LetzterTag = { art: 'bis'; tag: string } | { art: 'jederzeit'; monate: number } | null;

/**
 * The last day on which an ordinary cancellation still ends the contract with its minimum term (the same notice
 * rule as the cancellation, src/lib/kuendigungsfrist.mjs): the latest day whose notice reaches the term's end.
 * After that day: cancellable at any time with the notice (after the minimum term, § 56 Abs. 3 TKG). null without
 * a readable term end.
 */
export function letzterKuendigungstag({
  mindestlaufzeitEnde,
  kuendigungsfristMonate,
  heute,
}: {
  mindestlaufzeitEnde: string;
  kuendigungsfristMonate: number | null;
  heute: string;
}): LetzterTag {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(mindestlaufzeitEnde ?? '')) return null;
  const monate = kuendigungsfristMonate ?? 1;
  let tag = plusMonths(mindestlaufzeitEnde, -monate);
  // a notice from the end of a longer month still reaches a shorter one's end (31.01. + 1 month = 28.02.)
  while (plusMonths(plusDays(tag, 1), monate) <= mindestlaufzeitEnde) tag = plusDays(tag, 1);
  return heute <= tag ? { art: 'bis', tag } : { art: 'jederzeit', monate };
}
