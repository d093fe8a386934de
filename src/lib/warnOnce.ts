/** Keys already reported: an odd answer is logged once per page load, not on every render or call. */
const reported = new Set<string>();

/** console.warn the first time a key is seen (e.g. an unknown customerType the portal worked around). */
export function warnOnce(key: string, message: string, ...details: unknown[]): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(message, ...details);
}

/** Tests only: forget what was reported. */
export function resetWarnOnce(): void {
  reported.clear();
}
