/**
 * A German date (TT.MM.JJJJ) at least `days` ahead that every date rule of the portal accepts: a weekday, in a
 * month without a public holiday of Thuringia, away from the month's edges (no rule about month ends applies).
 */
export function futureWorkday(days) {
  const d = new Date(Date.now() + days * 86400000);
  while ([0, 6].includes(d.getDay()) || [1, 3, 4, 5, 11].includes(d.getMonth()) || d.getDate() < 3 || d.getDate() > 27)
    d.setDate(d.getDate() + 1);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
}
