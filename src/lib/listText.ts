/** "A, B und C": a German list (Intl), for sentences built from a list of names. */
export function listText(items: readonly string[]): string {
  return new Intl.ListFormat('de', { style: 'long', type: 'conjunction' }).format(items);
}
